// The look of the account menu button: the user's initials in a brand-coloured circle.
export const accountTriggerClass =
  'grid size-9 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-fg outline-none hover:brightness-110 focus-visible:ring-2 focus-visible:ring-brand/60 focus-visible:ring-offset-2 focus-visible:ring-offset-canvas';

export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?';

export function AccountTrigger({ name }: { name: string }) {
  return (
    <span aria-hidden="true" translate="no">
      {initials(name)}
    </span>
  );
}
