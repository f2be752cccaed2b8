// What an audited change touched, read from the row before and after it.
import type { AuditEntry } from '@touchline/contract/calls/admin';

/** The fields whose value differs (all of them on creation); the update time is not news. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  names.delete('updatedAt');
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
