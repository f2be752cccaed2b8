// What the language button shows; shared by the light placeholder and the real menu trigger so
// the swap between them is invisible.
import type { Locale } from '@touchline/contract/enums';
import { ChevronDownIcon, GlobeIcon } from '../../../ui/icons';

export const languageTriggerClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-fg-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2';

export function LanguageTriggerContent({ locale }: { locale: Locale }) {
  return (
    <>
      <GlobeIcon width={18} height={18} />
      <span aria-hidden="true" className="uppercase">
        {locale.split('-')[0]}
      </span>
      <ChevronDownIcon width={14} height={14} />
    </>
  );
}
