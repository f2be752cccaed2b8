// The one dropdown menu of the portal (Radix): a labelled button that opens a list of actions or
// of choices, moved through with the arrow keys, closed with Escape, focus back on the button.
// Two looks: on the page (account, language) and over the video (the player's menus).
// Import it only from code loaded on demand: Radix and its positioning stay out of the first load.
import * as Radix from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { createContext, use, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';

export type DropdownTone = 'page' | 'video';

const ToneContext = createContext<DropdownTone>('page');

const contentClass: Record<DropdownTone, string> = {
  page: 'min-w-48 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl shadow-black/20',
  video:
    'min-w-44 rounded-lg border border-white/10 bg-black/90 p-1 text-sm text-white shadow-xl backdrop-blur',
};
const itemClass: Record<DropdownTone, string> = {
  page: 'rounded-lg px-2.5 py-2 text-sm data-[highlighted]:bg-surface-2',
  video: 'rounded-md py-1.5 ps-2 pe-3 data-[highlighted]:bg-white/15',
};
const headingClass: Record<DropdownTone, string> = {
  page: 'px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-fg-subtle uppercase',
  video: 'px-3 py-1.5 text-xs font-semibold text-white/60 uppercase',
};
const itemBase = 'flex cursor-pointer items-center gap-2 text-start outline-none select-none';

type TriggerAttributes = ButtonHTMLAttributes<HTMLButtonElement> &
  Partial<Record<`data-${string}`, string>>;

export interface DropdownMenuProps {
  /** What the button shows (an icon, initials); its name for assistive tech is `label`. */
  trigger: ReactNode;
  label: string;
  triggerClassName: string;
  /** Further attributes of the button (test ids, state for styling). */
  triggerProps?: TriggerAttributes;
  triggerRef?: Ref<HTMLButtonElement>;
  tone?: DropdownTone;
  /** Where the menu opens, on the side of the button; `end` aligns it with the button's end. */
  side?: 'top' | 'bottom';
  /** Where the menu renders (the player's element, so the menu stays visible in fullscreen). */
  container?: HTMLElement | null;
  /** Reading direction of the menu; the interface language's by default. */
  dir?: 'ltr' | 'rtl';
  defaultOpen?: boolean;
  contentClassName?: string;
  contentTestId?: string;
  children: ReactNode;
}

export function DropdownMenu({
  trigger,
  label,
  triggerClassName,
  triggerProps,
  triggerRef,
  tone = 'page',
  side = 'bottom',
  container,
  dir,
  defaultOpen = false,
  contentClassName,
  contentTestId,
  children,
}: DropdownMenuProps) {
  const { i18n } = useTranslation();
  return (
    <Radix.Root dir={dir ?? i18n.dir()} modal={false} defaultOpen={defaultOpen}>
      <Radix.Trigger
        {...triggerProps}
        ref={triggerRef}
        className={triggerClassName}
        aria-label={label}
      >
        {trigger}
      </Radix.Trigger>
      <Radix.Portal container={container}>
        <Radix.Content
          side={side}
          align="end"
          sideOffset={8}
          className={clsx('z-50', contentClass[tone], contentClassName)}
          data-testid={contentTestId}
        >
          <ToneContext value={tone}>{children}</ToneContext>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** A heading inside the menu; plain `children` when it holds more than a title. */
export function DropdownMenuLabel({
  children,
  plain = false,
}: {
  children: ReactNode;
  plain?: boolean;
}) {
  const tone = use(ToneContext);
  return (
    <Radix.Label className={plain ? 'px-2.5 pt-1.5 pb-2' : headingClass[tone]}>
      {children}
    </Radix.Label>
  );
}

export function DropdownMenuSeparator() {
  const tone = use(ToneContext);
  return (
    <Radix.Separator className={clsx('my-1 h-px', tone === 'page' ? 'bg-line' : 'bg-white/10')} />
  );
}

/** An action: a link-like step (account pages) or a command (sign out). */
export function DropdownMenuItem({
  onSelect,
  testId,
  children,
}: {
  onSelect: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const tone = use(ToneContext);
  return (
    <Radix.Item
      className={clsx(itemBase, itemClass[tone])}
      onSelect={onSelect}
      data-testid={testId}
    >
      {children}
    </Radix.Item>
  );
}

/** One choice among several (a language, a caption track, a rendition), the current one checked. */
export function DropdownMenuChoices({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Radix.RadioGroup value={value} onValueChange={onChange}>
      {children}
    </Radix.RadioGroup>
  );
}

export function DropdownMenuChoice({
  value,
  lang,
  dir,
  testId,
  children,
}: {
  value: string;
  /** The language the choice is written in (a language's own name, a caption track's). */
  lang?: string | null;
  dir?: 'ltr' | 'rtl';
  testId?: string;
  children: ReactNode;
}) {
  const tone = use(ToneContext);
  return (
    <Radix.RadioItem
      value={value}
      className={clsx(itemBase, itemClass[tone], 'data-[state=checked]:font-semibold')}
      data-testid={testId}
    >
      <span className="grid size-4 shrink-0 place-items-center">
        <Radix.ItemIndicator>
          <CheckIcon
            width={14}
            height={14}
            className={tone === 'page' ? 'text-brand' : undefined}
          />
        </Radix.ItemIndicator>
      </span>
      {/* The label in its own language and direction; the row keeps the menu's, so every check
          mark lines up. */}
      <span lang={lang ?? undefined} dir={dir}>
        {children}
      </span>
    </Radix.RadioItem>
  );
}
