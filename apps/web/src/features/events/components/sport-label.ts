// Sport names come from the catalog as identifiers ("ice_hockey"); known ones are translated,
// others are shown tidied up.
import { useTranslation } from 'react-i18next';

export const tidySport = (sport: string) => {
  const words = sport.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function useSportLabel(sport: string): string {
  const { t } = useTranslation();
  return t(`sports.${sport}`, { defaultValue: tidySport(sport) });
}
