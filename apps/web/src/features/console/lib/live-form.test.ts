import { describe, expect, it } from 'vitest';
import { liveFormSchema, splitIngestUrl, toCreateLive } from './live-form';

describe('the live-input form', () => {
  it('asks for a title, takes an empty start as "now" and refuses a title the API would', () => {
    expect(liveFormSchema.safeParse({ title: ' ', startsAt: '' }).error?.issues[0]?.message).toBe(
      'required',
    );
    expect(
      liveFormSchema.safeParse({ title: 'x'.repeat(201), startsAt: '' }).error?.issues[0]?.message,
    ).toBe('tooLong');
    expect(liveFormSchema.safeParse({ title: 'Cup final', startsAt: 'soon' }).success).toBe(false);
    expect(toCreateLive({ title: ' Cup final ', startsAt: '' })).toEqual({ title: 'Cup final' });
    expect(toCreateLive({ title: 'Cup final', startsAt: '2026-12-05T15:00' })).toEqual({
      title: 'Cup final',
      startsAt: new Date('2026-12-05T15:00').toISOString(),
    });
  });

  it('splits an ingest address into the server and the stream key, as OBS asks for them', () => {
    expect(splitIngestUrl('rtmp://ingest.example.org:1935/tn-touchline/AbC_-12')).toEqual({
      server: 'rtmp://ingest.example.org:1935/tn-touchline',
      key: 'AbC_-12',
    });
    expect(splitIngestUrl('rtmp://ingest.example.org')).toEqual({
      server: 'rtmp://ingest.example.org',
      key: '',
    });
  });
});
