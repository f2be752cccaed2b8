// The console's sections, chosen by the address's fragment (#games, #live, …): linkable, and the
// browser's back button moves between them.
export const consoleSections = [
  'games',
  'live',
  'highlights',
  'commerce',
  'identities',
  'users',
  'reports',
  'system',
  'audit',
  // Shown to platform admins only (ADR 064).
  'tenants',
] as const;
export type ConsoleSection = (typeof consoleSections)[number];

/** A section may carry its own state after a `?` (`#users?q=ann&page=2`). */
export const sectionOf = (hash: string): ConsoleSection =>
  consoleSections.find((section) => section === hash.replace(/^#/, '').split('?')[0]) ?? 'games';
