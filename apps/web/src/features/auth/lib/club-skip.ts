// "Skip for now" on /club/ (spec §2, where the tenant allows it): remembered per user on this
// browser, so the club-selection rule stops sending the viewer back to /club/.
const key = (userId: string) => `touchline.club-skipped.${userId}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const clubSkipped = (userId: string): boolean => storage()?.getItem(key(userId)) === '1';

export const skipClub = (userId: string): void => {
  try {
    storage()?.setItem(key(userId), '1');
  } catch {
    // Storage full or refused: the skip lasts until the next page that asks again.
  }
};
