// /club/: choose the favourite club (stored as `key|value`, spec §3). Once chosen, the
// club-selection rule lets the user through to where they were going.
import type { Identity } from '@touchline/contract/entities/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { Skeleton } from '../../../ui/skeleton';
import { useChoices } from '../api/list-choices';
import { useUpdateProfile } from '../api/update-profile';

export const favoriteClubValue = (club: Pick<Identity, 'id' | 'title'>) =>
  `${club.id}|${club.title}`;
export const favoriteClubKey = (value: string | null) => value?.split('|')[0] ?? null;

export function ClubPicker({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const clubs = useChoices('club');
  const update = useUpdateProfile();
  const current = favoriteClubKey(useSession((state) => state.user?.favoriteClubId ?? null));
  const [choice, setChoice] = useState<string | null>(current);

  const save = async () => {
    const club = clubs.data?.find((entry) => entry.id === choice);
    if (!club) return;
    const ok = await update.mutateAsync({ favoriteClubId: favoriteClubValue(club) }).then(
      () => true,
      () => false,
    );
    if (ok) onChosen();
  };

  return (
    <div className="flex flex-col gap-4" data-testid="club-picker">
      {update.error && <FormAlert testId="club-error">{errorMessage(update.error)}</FormAlert>}
      {clubs.isError && <FormAlert>{errorMessage(clubs.error)}</FormAlert>}
      <fieldset>
        <legend className="sr-only">{t('club.legend')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {clubs.isPending &&
            Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-24 rounded-xl" />
            ))}
          {clubs.data?.map((club) => (
            <label
              key={club.id}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-line bg-surface p-3 text-center text-sm font-semibold has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
              data-testid="club-option"
            >
              <input
                type="radio"
                name="club"
                value={club.id}
                checked={choice === club.id}
                onChange={() => setChoice(club.id)}
                className="sr-only"
              />
              {club.logoUrl ? (
                <img
                  src={club.logoUrl}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 object-contain"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-12 place-items-center rounded-full bg-surface-2 text-lg"
                >
                  {club.title.charAt(0)}
                </span>
              )}
              <span className="line-clamp-2">{club.title}</span>
            </label>
          ))}
        </div>
        {clubs.data?.length === 0 && <p className="text-sm text-fg-muted">{t('club.none')}</p>}
      </fieldset>
      <Button
        size="large"
        disabled={!choice || update.isPending}
        onClick={() => void save()}
        data-testid="club-save"
      >
        {update.isPending ? t('account.saving') : t('club.save')}
      </Button>
    </div>
  );
}
