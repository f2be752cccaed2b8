// The address of a user clip's playlist: the VOD asset it is cut from and its marks in
// milliseconds, so the playlist is computed from the asset's segments on request (no re-encoding,
// no stored copy). Shared by the clips module, which writes it, and the media routes, which read it.

const vodMaster = /^\/media\/vod\/([a-z0-9][a-z0-9_-]{0,63})\/master\.m3u8$/i;

/** The VOD asset behind an event's stream address, or null (a live channel, an outside URL). */
export function vodAssetOf(hdUrl: string | null): string | null {
  return (hdUrl && vodMaster.exec(hdUrl)?.[1]) ?? null;
}

export const clipRangePattern = /^(\d{1,9})-(\d{1,9})$/;

export const clipMasterUrl = (assetId: string, startMs: number, endMs: number) =>
  `/media/clip/${assetId}/${startMs}-${endMs}/master.m3u8`;

export function parseClipRange(range: string): { startMs: number; endMs: number } | null {
  const match = clipRangePattern.exec(range);
  if (!match) return null;
  const startMs = Number(match[1]);
  const endMs = Number(match[2]);
  return startMs < endMs ? { startMs, endMs } : null;
}
