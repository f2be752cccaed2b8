// The completeness rules every set of locale files obeys (ADR 040), shared by the portal's texts
// (apps/web/src/locales) and the server's own (apps/server/src/locales), whose tests fail the
// build on any problem reported here:
// - every key of the reference (English) is in every complete locale, and no other key is;
// - a partial locale (Canadian French) holds only keys of the reference, each one different from
//   the locale it falls back to (a copy would hide a later fix of the parent);
// - a plural key has exactly the forms the language's plural rules use (Intl.PluralRules, the
//   rules i18next picks the form with): Polish needs one/few/many/other, Korean only other;
// - a value keeps the reference's {{variables}} (a plural form may leave out {{count}} when the
//   form stands for one number, as "une minute"), and names no variable the reference lacks;
// - a value is not the English one, unless it has no words at all ("{{height}}p"), the key is on
//   the short list of names that stay the same everywhere (brands, codes), or the value is a word
//   the language shares with English ("Tennis" in German).

export type Tree = { [key: string]: unknown };
export interface LocaleSet {
  /** The English texts. */
  reference: Tree;
  /** Every other locale, by tag. */
  locales: Record<string, Tree>;
  /** Partial locale → the locale it falls back to. */
  partial?: Record<string, string>;
  /** Keys whose value may equal the English one in every locale (brands, codes). */
  sameEverywhere?: readonly string[];
  /** Per locale, values it shares with English ("Tennis" in German). */
  sharedWords?: Record<string, readonly string[]>;
}

const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralSuffix = new RegExp(`_(${pluralForms.join('|')})$`);

/** Flattens nested texts into "a.b.c" keys; a value that is neither text nor a group is reported. */
export function flatten(tree: Tree, problems: string[] = [], prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') {
      if (value.trim() === '') problems.push(`${path}: empty text`);
      out.set(path, value);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, problems, `${path}.`)) out.set(k, v);
    } else {
      problems.push(`${path}: not a text`);
    }
  }
  return out;
}

/** The key without its plural suffix. */
const baseKey = (key: string) => key.replace(pluralSuffix, '');
/** The plural form a key names, if any. */
const formOf = (key: string) => pluralSuffix.exec(key)?.[1];

/** The {{variables}} a text names, sorted. */
export function variablesOf(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** The plural forms the language uses. */
export function pluralCategories(locale: string): readonly string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** Whether a text has any word once its variables are taken out. */
const hasWords = (value: string) => /\p{L}{2}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

/** The keys of a flat locale grouped by base key: plain keys map to [], plural keys to their forms. */
function groupForms(texts: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const form = formOf(key);
    const base = form ? baseKey(key) : key;
    const forms = groups.get(base) ?? [];
    if (form) forms.push(form);
    groups.set(base, forms);
  }
  return groups;
}

/** Every problem of a set of locales, as "locale key: what is wrong" lines; empty when whole. */
export function checkLocales(set: LocaleSet): string[] {
  const problems: string[] = [];
  const refProblems: string[] = [];
  const reference = flatten(set.reference, refProblems);
  problems.push(...refProblems.map((p) => `en ${p}`));
  const refGroups = groupForms(reference);
  const sameEverywhere = new Set(set.sameEverywhere ?? []);

  for (const [locale, tree] of Object.entries(set.locales)) {
    const own: string[] = [];
    const texts = flatten(tree, own);
    const groups = groupForms(texts);
    const parent = set.partial?.[locale];
    const parentTexts = parent ? flatten(set.locales[parent] ?? {}) : undefined;
    const shared = new Set(set.sharedWords?.[locale] ?? []);
    const categories = pluralCategories(locale);

    for (const [base, refForms] of refGroups) {
      const forms = groups.get(base);
      if (!forms) {
        if (!parent) own.push(`${base}: missing`);
        continue;
      }
      const isPlural = refForms.length > 0;
      if (isPlural !== forms.length > 0) {
        own.push(`${base}: ${isPlural ? 'needs plural forms' : 'is not a plural key'}`);
        continue;
      }
      if (isPlural) {
        const missingForms = categories.filter((c) => !forms.includes(c));
        const unusedForms = forms.filter((f) => !categories.includes(f));
        if (missingForms.length)
          own.push(`${base}: missing plural forms ${missingForms.join(', ')}`);
        if (unusedForms.length)
          own.push(`${base}: plural forms the language never uses: ${unusedForms.join(', ')}`);
      }
      const refKeys = isPlural ? refForms.map((f) => `${base}_${f}`) : [base];
      const refVariables = [
        ...new Set(refKeys.flatMap((key) => variablesOf(reference.get(key) ?? ''))),
      ];
      for (const form of isPlural ? forms : [undefined]) {
        const key = form ? `${base}_${form}` : base;
        const value = texts.get(key) ?? '';
        const variables = variablesOf(value);
        const unknown = variables.filter((v) => !refVariables.includes(v));
        // A form for exactly one number ("one", "two", "zero") may spell the number out.
        const optional = form && ['zero', 'one', 'two'].includes(form) ? ['count'] : [];
        const lost = refVariables.filter((v) => !variables.includes(v) && !optional.includes(v));
        if (unknown.length)
          own.push(`${key}: unknown variable ${unknown.map((v) => `{{${v}}}`).join(', ')}`);
        if (lost.length)
          own.push(`${key}: lost variable ${lost.map((v) => `{{${v}}}`).join(', ')}`);
        const english = reference.get(key) ?? reference.get(`${base}_other`);
        if (
          value === english &&
          hasWords(value) &&
          !sameEverywhere.has(base) &&
          !shared.has(value)
        ) {
          own.push(`${key}: still English ("${value}")`);
        }
        if (parentTexts && parentTexts.get(key) === value) {
          own.push(`${key}: same as ${parent}, which it falls back to`);
        }
      }
    }
    for (const base of groups.keys()) {
      if (!refGroups.has(base)) own.push(`${base}: not a key of the English texts`);
    }
    problems.push(...own.map((p) => `${locale} ${p}`));
  }
  return problems;
}
