// The console's sections, chosen by the address's fragment (#games, #live, …): linkable, and the
// browser's back button moves between them.
export const consoleSections = [
  'games',
  'live',
  'commerce',
  'identities',
  'reports',
  'system',
  'audit',
] as const;
export type ConsoleSection = (typeof consoleSections)[number];

export const sectionOf = (hash: string): ConsoleSection =>
  consoleSections.find((section) => section === hash.replace(/^#/, '')) ?? 'games';
