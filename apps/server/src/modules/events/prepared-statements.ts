// Drizzle builds a statement's SQL text anew on every call, and under load that costs more CPU
// than everything else a catalogue request does. The hot statements are therefore built from a
// "shape" only (which filters are present, the sort, how the page is cut — never a value), once
// per shape and database, and prepared; a request only binds its values to the placeholders.
//
// The shape also names the statement on the PostgreSQL side (node-postgres keeps named statements
// per connection and refuses a name reused for another text), so PostgreSQL parses each shape once
// per connection instead of once per request. One name always carries one text: the text is a
// function of the shape alone, and the name is assigned per shape for the life of the process.
//
// Shapes are few in practice (the filters a page uses × sorts × page sizes), but clients choose
// them, so both caches are capped: past the caps a statement is still correct, only built per
// request and planned per request. PostgreSQL keeps every named statement of a connection (with
// its plan) until the connection closes, which is what the smaller cap bounds.
import type { Db } from '../../db/open';

const maxNamed = 100;
const maxBuiltPerDatabase = 500;

const names = new Map<string, string>();
const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/** The shape's statement name, `<family>_<n>`, stable for the life of the process; '' past the cap. */
function nameOf(key: string, family: string): string {
  let name = names.get(key);
  if (!name) {
    if (names.size >= maxNamed) return '';
    name = `${family}_${names.size + 1}`;
    names.set(key, name);
  }
  return name;
}

/**
 * The prepared statement of `family` for `shape`, built by `build` on first use. `build` must
 * derive the SQL from the shape alone and leave every value to a placeholder. `named: false`
 * keeps the built statement but passes the empty name, PostgreSQL's unnamed statement, which it
 * plans with each request's values: for text search, whose best plan depends on the text.
 */
export function preparedFor<Shape extends object, Statement>(
  db: Db,
  family: string,
  shape: Shape,
  build: (shape: Shape, name: string) => Statement,
  options: { named?: boolean } = {},
): Statement {
  const key = `${family}:${JSON.stringify(shape)}`;
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(key) as Statement | undefined;
  if (statement === undefined) {
    if (statements.size >= maxBuiltPerDatabase) return build(shape, '');
    statement = build(shape, options.named === false ? '' : nameOf(key, family));
    statements.set(key, statement);
  }
  return statement;
}
