// Pieces every console list row shares: the edit button named after its row, and the colour dot
// beside a name (an identity's colour, a tenant's brand colour).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export function EditRowButton({
  title,
  onClick,
  pressed,
  testId,
}: {
  /** The row's name: the button reads "Edit <title>" to assistive technology. */
  title: string;
  onClick: () => void;
  /** Whether this row's panel is the one open, where the list opens one at a time. */
  pressed?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      kind="secondary"
      outline
      aria-label={t('console.editNamed', { title })}
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
    >
      {t('console.edit')}
    </Button>
  );
}

export function ColourDot({ colour }: { colour: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full border border-line"
      style={{ backgroundColor: colour ?? 'transparent' }}
    />
  );
}
