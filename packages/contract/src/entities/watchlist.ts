// The watchlist of spec §3: the ids of the videos a user saved.
import { z } from 'zod';
import { id } from '../ids';

export const watchlist = z.object({ videoIds: z.array(id) });
export type Watchlist = z.infer<typeof watchlist>;

export const watchlistChange = z.object({ video_id: id }).strict();
export type WatchlistChange = z.infer<typeof watchlistChange>;
