// Which browsers the smart banner is for (spec §4): phones and tablets, but not Safari, which
// offers its own app banner. Kept apart from the banner so the root can ask before fetching it:
// desktop viewers never load the banner's chunk.

export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(userAgent);
}

/** Safari itself, not the browsers that name it in their user agent (Chrome, Firefox, Edge…). */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|EdgA\/|OPR\/|OPiOS\/|SamsungBrowser\/|Android/.test(
      userAgent,
    )
  );
}

/** A browser the banner may show in. */
export const bannerBrowser = (userAgent: string) =>
  isMobileBrowser(userAgent) && !isSafari(userAgent);
