// The console's lists: a table that scrolls sideways on a narrow screen, with column headings and,
// when rows carry buttons, a last column named for screen readers only.
import type { ReactNode } from 'react';

export function ConsoleTable({
  columns,
  actions,
  children,
}: {
  /** The headings, already translated. */
  columns: readonly string[];
  /** The name of the buttons' column, already translated; none when rows have no buttons. */
  actions?: string;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-xs text-fg-muted uppercase">
          <tr>
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={`py-2 text-start${i < columns.length - 1 || actions ? ' pe-3' : ''}`}
              >
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col" className="py-2 text-end">
                <span className="sr-only">{actions}</span>
              </th>
            )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
