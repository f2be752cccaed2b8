// An ad source of an event (spec §3 "Ads"), as the contract sends it.
import type { z } from 'zod';
import type { adSource } from '@touchline/contract/entities/event';

export type AdSource = z.infer<typeof adSource>;
