// The path param of /live/{sportType}/, read by the route and by its page component.
import { z } from 'zod';

// A sport is an identifier such as "football" or "ice_hockey"; anything else is not a page.
export const sportParams = z.object({ sportType: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/) });
export type SportParams = z.infer<typeof sportParams>;
