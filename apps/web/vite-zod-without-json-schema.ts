// zod 4's classic schemas reference its JSON Schema generator from every schema class (for
// `schema.toJSONSchema()` and `~standard.jsonSchema`), so a bundler cannot drop it although the
// portal never generates JSON Schema (the server's OpenAPI document does, with its own zod). In
// the browser build those two modules are replaced by stand-ins with the same exports that throw
// if ever called: about 18 KB of minified JavaScript less in the first load. Tests and the server
// keep the real modules.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const replaced = /\/node_modules\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;
const prefix = '\0touchline-zod-json-schema:';

/** The names a module exports, read from its source: declarations and `export { a as b }`. */
function exportNames(source: string): string[] {
  const declared = [
    ...source.matchAll(/^export (?:function\*?|const|let|class) ([A-Za-z_$][\w$]*)/gm),
  ].map((match) => match[1]!);
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1]!.split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
    ),
  );
  return [...new Set([...declared, ...listed.filter(Boolean)])];
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'touchline-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer?.includes('/node_modules/zod/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replaced.test(resolved.id) ? prefix + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const names = exportNames(readFileSync(id.slice(prefix.length), 'utf8'));
      const lines = names.map((name) =>
        // The checks a string schema reports as minLength/maxLength/format: none known here.
        name === 'aggregateChecks'
          ? `export const ${name} = () => ({});`
          : `export const ${name} = () => unavailable;`,
      );
      return [
        "const unavailable = () => { throw new Error('JSON Schema generation is not part of the portal build'); };",
        ...lines,
      ].join('\n');
    },
  };
}
