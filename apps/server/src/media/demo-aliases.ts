// Asset aliases of the demo library (ADR 049). The demo ships three match videos (and two
// panoramic views), shared by its free and its paid games. So that a free game's public address
// never names a paid game's asset, the paid demo games play `paid-{asset}`: a name of its own that
// the media layer serves from the same folder. Only the plain paths of a paid game's assets are
// refused (playback-guard.ts), so the alias is what keeps the paid game's media behind a signed
// address while the free games keep theirs. The bytes are the same demo video: a real library keeps
// paid media in folders no free event points at.

/** The demo assets a paid game plays, each under its alias. */
const aliased = ['match-1', 'match-2', 'match-3', 'match-1-panorama', 'match-3-panorama'];

const prefix = 'paid-';

/** Alias → the folder of `media/demo/vod` it is served from. */
export const demoAssetAliases: ReadonlyMap<string, string> = new Map(
  aliased.map((asset) => [`${prefix}${asset}`, asset]),
);

/** The name a paid demo game gives an asset: its alias when it has one, else the asset itself. */
export const paidDemoAsset = (asset: string): string =>
  demoAssetAliases.has(`${prefix}${asset}`) ? `${prefix}${asset}` : asset;

/** The folder an asset name is read from (an alias's target, else the name itself). */
export const assetFolder = (asset: string): string => demoAssetAliases.get(asset) ?? asset;
