// The live-input form (title, optional start) and the push address as an encoder asks for it.
import { createLiveBody, type CreateLiveBody } from '@touchline/contract/calls/admin-live';
import { z } from 'zod';
import { fromLocalInput, validLocal } from './event-form';
import { accepted } from './field-rules';

export const liveFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'required')
    .refine(accepted(createLiveBody.shape.title), 'tooLong'),
  /** Empty: the game starts now (the API's default). */
  startsAt: z.string().refine((value) => value === '' || validLocal(value), 'date'),
});
export type LiveFormValues = z.input<typeof liveFormSchema>;

export const emptyLive = (): LiveFormValues => ({ title: '', startsAt: '' });

export const toCreateLive = (values: LiveFormValues): CreateLiveBody => ({
  title: values.title.trim(),
  ...(values.startsAt === '' ? {} : { startsAt: fromLocalInput(values.startsAt) }),
});

/**
 * OBS and most encoders ask for a server and a stream key apart: the key is the address's last
 * path segment (`rtmp://host:1935/<tenant>/<key>`), the server everything before it.
 */
export function splitIngestUrl(url: string): { server: string; key: string } {
  const cut = url.lastIndexOf('/');
  if (cut <= url.indexOf('//') + 1) return { server: url, key: '' };
  return { server: url.slice(0, cut), key: url.slice(cut + 1) };
}
