import type { TagListResponse, TagResponse } from '@touchline/contract/calls/tags';
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import { events } from '../../db/schema';
import { users } from '../../db/schema-accounts';
import { tags } from '../../db/schema-personal';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let editor: Viewer;
let harbourViewer: Viewer;
const video = 'tl-ev-010';
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, editor, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  await t.database.db
    .update(users)
    .set({ canCreateGlobalTag: true })
    .where(and(eq(users.tenantId, 'tn-touchline'), eq(users.id, editor.userId)));
  await t.database.db.insert(events).values({
    tenantId: 'tn-touchline',
    id: 'tl-uc-bens',
    title: 'Ben’s clip',
    sportType: 'football',
    mediaKind: 'user_clip',
    status: 'vod',
    startsAt: new Date(),
    parentEventId: video,
    ownerUserId: ben.userId,
  });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const tagBody = (over: Record<string, unknown> = {}) => ({
  targetId: video,
  title: 'Great save',
  startTime: 61_000,
  endTime: 61_000,
  type: 'user',
  global: false,
  mode: 'sync',
  playerColor: null,
  playerNumber: null,
  teamId: null,
  videoType: 'vod',
  streamName: 'hd',
  ...over,
});
const save = (who: Viewer, body: unknown) =>
  as<TagResponse>(t, who, { url: '/api/tag/saveV2', body });
const update = (who: Viewer, body: unknown) =>
  as<TagResponse>(t, who, { url: '/api/tag/update', body });
const removeList = (who: Viewer, ids: string[]) =>
  as<{ content: { ids: string[] } }>(t, who, { url: '/api/tag/remove_list', body: { ids } });
const list = async (who: Viewer, global: boolean, targetId = video) => {
  const response = await as<TagListResponse>(t, who, {
    url: '/api/tag/list',
    body: { global, page: 0, size: 999, targetId },
  });
  expect(response.status).toBe(200);
  return response.body.content.entries;
};

describe('private tags', () => {
  it('saves a tag in milliseconds with its team; only its author lists it', async () => {
    const saved = await save(ana, tagBody({ teamId: 'tl-team-seaview-swifts', playerNumber: '9' }));
    expect(saved.status).toBe(200);
    expect(saved.body.content).toMatchObject({
      title: 'Great save',
      startTime: 61_000,
      endTime: 61_000,
      global: false,
      playerNumber: '9',
      targetId: video,
      tagTeam: { teamId: 'tl-team-seaview-swifts' },
    });
    expect((await list(ana, false)).map((tag) => tag.id)).toEqual([saved.body.content.id]);
    expect(await list(ben, false)).toEqual([]);
    expect(await list(ben, true)).toEqual([]);
  });

  it('another user cannot change or remove it: it answers like a tag nobody has', async () => {
    const [mine] = await list(ana, false);
    const byBen = await update(ben, { ...tagBody({ title: 'Mine now' }), id: mine!.id });
    const unknown = await update(ben, { ...tagBody({ title: 'Mine now' }), id: 'tg-nothing' });
    expect(byBen.status).toBe(404);
    expect(JSON.stringify(byBen.body)).toBe(JSON.stringify(unknown.body));
    expect((await removeList(ben, [mine!.id])).body.content.ids).toEqual([]);
    expect((await removeList(editor, [mine!.id])).body.content.ids).toEqual([]);
    expect((await list(ana, false))[0]!.title).toBe('Great save');
  });

  it('its author renames and removes it; removing again removes nothing', async () => {
    const [mine] = await list(ana, false);
    const renamed = await update(ana, { ...tagBody({ title: 'Better save' }), id: mine!.id });
    expect(renamed.body.content.title).toBe('Better save');
    expect((await removeList(ana, [mine!.id, mine!.id])).body.content.ids).toEqual([mine!.id]);
    expect((await removeList(ana, [mine!.id])).body.content.ids).toEqual([]);
    expect(await list(ana, false)).toEqual([]);
  });
});

describe('a retried save', () => {
  const rowsOf = async (who: Viewer) =>
    t.database.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, 'tn-touchline'), eq(tags.ownerUserId, who.userId)));

  it('two identical saves at once make one tag and both answer it', async () => {
    const sent = vi.spyOn(t.app.realtime, 'toEvent');
    const body = tagBody({ title: 'Retried', startTime: 70_000, endTime: 70_000, global: true });
    const [first, second] = await Promise.all([save(editor, body), save(editor, body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.content).toEqual(first.body.content);
    const rows = await rowsOf(editor);
    expect(rows.filter((row) => row.id === first.body.content.id)).toHaveLength(1);
    expect((await list(editor, true)).filter((tag) => tag.title === 'Retried')).toHaveLength(1);
    // Announced once: the second save made nothing new.
    expect(sent.mock.calls.filter(([, , name]) => name === 'comment-on-media')).toHaveLength(1);
    await removeList(editor, [first.body.content.id]);
  });

  it('another time, title or user is another tag; a renamed tag leaves room for a new one', async () => {
    const body = tagBody({ title: 'Once', startTime: 80_000, endTime: 80_000 });
    const first = (await save(ana, body)).body.content;
    expect((await save(ana, { ...body, title: 'Twice' })).body.content.id).not.toBe(first.id);
    expect(
      (await save(ana, { ...body, startTime: 81_000, endTime: 81_000 })).body.content.id,
    ).not.toBe(first.id);
    expect((await save(ben, body)).body.content.id).not.toBe(first.id);
    await update(ana, { ...body, title: 'Renamed', id: first.id });
    const again = (await save(ana, body)).body.content;
    expect(again.id).not.toBe(first.id);
    expect(again.title).toBe('Once');
    const at80 = (await list(ana, false)).filter((tag) => tag.startTime === 80_000);
    expect(at80.map((tag) => tag.title).sort()).toEqual(['Once', 'Renamed', 'Twice']);
    await removeList(
      ana,
      (await list(ana, false)).map((tag) => tag.id),
    );
    await removeList(
      ben,
      (await list(ben, false)).map((tag) => tag.id),
    );
  });
});

describe('global tags', () => {
  it('a user without the right gets 403 and nothing is saved or sent', async () => {
    const sent = vi.spyOn(t.app.realtime, 'toEvent');
    const response = await save(ana, tagBody({ global: true }));
    expect(response.status).toBe(403);
    expect((response.body as WireError).error).toBe('forbidden');
    expect(await list(ana, true)).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('an editor’s global tag is listed for everyone and sent to the event room', async () => {
    const sent = vi.spyOn(t.app.realtime, 'toEvent');
    const saved = await save(editor, tagBody({ global: true, title: 'Kick-off', type: 'game' }));
    expect(saved.status).toBe(200);
    expect(sent).toHaveBeenCalledWith('tn-touchline', video, 'comment-on-media', {
      tag: saved.body.content,
    });
    expect((await list(ben, true)).map((tag) => tag.id)).toEqual([saved.body.content.id]);
  });

  it('changes and removal of a global tag reach the room; made private it is deleted there', async () => {
    const [tag] = await list(editor, true);
    const sent = vi.spyOn(t.app.realtime, 'toEvent');
    const changed = await update(editor, {
      ...tagBody({ global: true, title: 'Start' }),
      id: tag!.id,
    });
    expect(sent).toHaveBeenLastCalledWith('tn-touchline', video, 'comment-on-media-updated', {
      tag: changed.body.content,
    });
    // A viewer without the right cannot change it, though they see it.
    expect((await update(ana, { ...tagBody({ global: true }), id: tag!.id })).status).toBe(404);
    await update(editor, { ...tagBody({ global: false, title: 'Start' }), id: tag!.id });
    expect(sent).toHaveBeenLastCalledWith('tn-touchline', video, 'comment-on-media-deleted', {
      mediaId: video,
      commentId: tag!.id,
    });
    expect(await list(ben, true)).toEqual([]);
    await update(editor, { ...tagBody({ global: true, title: 'Start' }), id: tag!.id });
    expect((await removeList(editor, [tag!.id])).body.content.ids).toEqual([tag!.id]);
    expect(sent).toHaveBeenLastCalledWith('tn-touchline', video, 'comment-on-media-deleted', {
      mediaId: video,
      commentId: tag!.id,
    });
  });
});

describe('targets, tenants and bad input', () => {
  it('another user’s clip or another tenant’s video is a video nobody has', async () => {
    const unknown = await save(ana, tagBody({ targetId: 'zz-nothing' }));
    expect(unknown.status).toBe(404);
    for (const [who, targetId] of [
      [ana, 'tl-uc-bens'],
      [harbourViewer, video],
    ] as const) {
      const response = await save(who, tagBody({ targetId }));
      expect(response.status).toBe(404);
      expect((response.body as WireError).message).toBe((unknown.body as WireError).message);
      expect(await list(who, true, targetId)).toEqual([]);
    }
    // Ben tags his own clip.
    expect((await save(ben, tagBody({ targetId: 'tl-uc-bens' }))).status).toBe(200);
  });

  it('a team of another tenant is refused naming teamId', async () => {
    const response = await save(ana, tagBody({ teamId: 'hb-team-nothing' }));
    expect(response.status).toBe(400);
    expect((response.body as WireError).fields?.map((f) => f.path)).toEqual(['teamId']);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['end before start', { startTime: 5000, endTime: 1000 }, 'endTime'],
    ['negative time', { startTime: -1 }, 'startTime'],
    ['empty title', { title: '  ' }, 'title'],
    ['unknown type', { type: 'referee' }, 'type'],
    ['bad colour', { playerColor: 'red' }, 'playerColor'],
    ['mode', { mode: 'async' }, 'mode'],
    ['extra key', { ownerUserId: 'x' }, ''],
  ];
  for (const [name, over, field] of bad) {
    it(`${name} → 400`, async () => {
      const response = await save(ana, tagBody(over));
      expect(response.status).toBe(400);
      if (field) expect((response.body as WireError).fields?.map((f) => f.path)).toContain(field);
    });
  }

  it('400 for list and remove_list input; 401 without a token', async () => {
    const badList = await as(t, ana, {
      url: '/api/tag/list',
      body: { global: 'yes', targetId: video },
    });
    expect(badList.status).toBe(400);
    expect((await removeList(ana, [])).status).toBe(400);
    expect((await removeList(ana, ['a b'])).status).toBe(400);
    const anonymous = await call(t, {
      url: '/api/tag/list',
      body: { global: true, targetId: video },
    });
    expect(anonymous.status).toBe(401);
  });
});
