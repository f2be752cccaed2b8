// Isolation rows of what a viewer keeps for themselves: B's user names A's user's clips, tags,
// follows and saved videos (and A's videos and identities) and learns nothing; A's rows stay.
import {
  createClipCall,
  deleteClipCall,
  updateClipCall,
  userClipListCall,
} from '@touchline/contract/calls/clips';
import { followRemoveCall, followSaveCall } from '@touchline/contract/calls/follows';
import {
  removeTagsCall,
  saveTagCall,
  tagListCall,
  updateTagCall,
} from '@touchline/contract/calls/tags';
import {
  addToWatchlistCall,
  removeFromWatchlistCall,
  saveWatchPositionCall,
  watchPositionCall,
} from '@touchline/contract/calls/user';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../../src/db/schema';
import { callKey } from '../contract-calls';
import { A, app, fx, send } from './tenant-fixture';
import { get, post, type Row, type RowsByCall } from './tenant-row';

/** A's user's own things, made through the API by `setUpPersonal`. */
interface Personal {
  game: string;
  clip: { id: string; title: string };
  doomedClip: string;
  tag: { id: string; title: string };
  follow: string;
}

let personal: Personal | undefined;
const p = () => {
  if (!personal) throw new Error('setUpPersonal has not run');
  return personal;
};

const asViewerA = <T>(url: string, body: unknown) =>
  send({ method: 'POST', url, body, host: A.host, token: fx().viewerA.token }).then(
    (answer) => JSON.parse(answer.text) as { content: T },
  );

export async function setUpPersonal() {
  const [game] = await app()
    .database.db.select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.tenantId, A.id),
        eq(events.mediaKind, 'event'),
        eq(events.commerceType, 'free'),
        sql`${events.hdUrl} like '/media/vod/%' and ${events.durationSeconds} > 30`,
      ),
    )
    .limit(1);
  const clip = { title: 'Zq private cut of tenant A', event: game!.id, startTime: 2, endTime: 12 };
  const made = await asViewerA<{ id: string }>('/api/clip/create', clip);
  const doomed = await asViewerA<{ id: string }>('/api/clip/create', {
    ...clip,
    title: 'Zq doomed',
  });
  const tag = await asViewerA<{ id: string }>('/api/tag/saveV2', tagBody(game!.id, 'Zq tag of A'));
  await asViewerA('/api/follow/save', { reference_id: fx().identity.id, type: 'team' });
  await asViewerA('/api/user/add_to_watchlist', { video_id: game!.id });
  await asViewerA('/api/user/save_watch_position', { video_id: game!.id, position: 21 });
  personal = {
    game: game!.id,
    clip: { id: made.content.id, title: clip.title },
    doomedClip: doomed.content.id,
    tag: { id: tag.content.id, title: 'Zq tag of A' },
    follow: fx().identity.id,
  };
}

function tagBody(targetId: string, title: string) {
  return {
    targetId,
    title,
    startTime: 1000,
    endTime: 2000,
    type: 'user',
    global: false,
    mode: 'sync',
    playerColor: null,
    playerNumber: null,
    teamId: null,
    videoType: 'vod',
    streamName: 'hd',
  };
}

const byB = (url: string, body: unknown) => post(url, body, { token: fx().viewerB.token });

/** B's write naming A's object: B gets what an unknown id gets; A's own request succeeds. */
const write = (
  name: string,
  url: (target: string) => string,
  body: (target: string) => unknown,
  target: () => string,
  status: number[],
  extra: Partial<Row> = {},
): Row => ({
  name,
  request: (id) => byB(url(id), body(id)),
  target,
  status,
  check: 'same',
  leaks: () => [p().clip.title, p().tag.title],
  control: () => byB(url(target()), body(target())),
  ...extra,
});

async function clipOfA(id: string) {
  const [row] = await app()
    .database.db.select({ title: events.title })
    .from(events)
    .where(and(eq(events.tenantId, A.id), eq(events.id, id)));
  return row;
}

const ownIds = async (url: string) =>
  JSON.stringify(await asViewerA(url, { global: false, targetId: p().game }));

export const personalRows: RowsByCall = {
  [callKey(saveWatchPositionCall)]: [
    write(
      "a position in A's game",
      () => '/api/user/save_watch_position',
      (id) => ({ video_id: id, position: 33 }),
      () => p().game,
      [404],
      { shows: () => null },
    ),
  ],
  [callKey(watchPositionCall)]: [
    {
      name: "where A's user left A's game",
      request: (id) =>
        get(`/api/user/get_watch_position?video_id=${id}`, undefined, fx().viewerB.token),
      target: () => p().game,
      status: [200],
      check: 'same',
      // A's position (21, or 33 after the control above) must not reach B.
      leaks: () => ['21', '33'],
      control: () =>
        get(`/api/user/get_watch_position?video_id=${p().game}`, undefined, fx().viewerB.token),
      shows: () => null,
    },
  ],
  [callKey(createClipCall)]: [
    write(
      "a clip cut from A's game",
      () => '/api/clip/create',
      (id) => ({ title: 'Intruder cut', event: id, startTime: 1, endTime: 4 }),
      () => p().game,
      [404],
      { shows: () => p().game },
    ),
  ],
  [callKey(updateClipCall)]: [
    write(
      "renaming A's user's clip",
      (id) => `/api/clip/update/${id}`,
      () => ({ title: p().clip.title }),
      () => p().clip.id,
      [404],
    ),
  ],
  [callKey(deleteClipCall)]: [
    write(
      "deleting A's user's clip",
      (id) => `/api/clip/delete/${id}`,
      () => undefined,
      () => p().doomedClip,
      [404],
      {
        control: undefined,
        after: async () => expect(await clipOfA(p().doomedClip)).toBeDefined(),
      },
    ),
  ],
  [callKey(userClipListCall)]: [
    write(
      "B's clips of A's game",
      () => '/api/clip/user_list',
      (id) => ({ event_id: id }),
      () => p().game,
      [200],
      { shows: () => p().clip.id },
    ),
  ],
  [callKey(followSaveCall)]: [
    write(
      "following A's team",
      () => '/api/follow/save',
      (id) => ({ reference_id: id, type: 'team' }),
      () => p().follow,
      [404],
    ),
  ],
  [callKey(followRemoveCall)]: [
    write(
      "unfollowing what A's user follows",
      () => '/api/follow/remove_by_reference',
      (id) => ({ id }),
      () => p().follow,
      [200],
      {
        control: undefined,
        after: async () => {
          const followed = await send({
            method: 'GET',
            url: '/api/follow/list_by_user',
            host: A.host,
            token: fx().viewerA.token,
          });
          expect(followed.text).toContain(p().follow);
        },
      },
    ),
  ],
  [callKey(tagListCall)]: [
    write(
      "the tags of A's game",
      () => '/api/tag/list',
      (id) => ({ global: false, targetId: id }),
      () => p().game,
      [200],
      { shows: () => p().tag.id },
    ),
  ],
  [callKey(saveTagCall)]: [
    write(
      "a tag on A's game",
      () => '/api/tag/saveV2',
      (id) => tagBody(id, 'Intruder tag'),
      () => p().game,
      [404],
    ),
  ],
  [callKey(updateTagCall)]: [
    write(
      "changing A's user's tag",
      () => '/api/tag/update',
      (id) => ({ ...tagBody(p().game, p().tag.title), id }),
      () => p().tag.id,
      [404],
    ),
  ],
  [callKey(removeTagsCall)]: [
    write(
      "removing A's user's tag",
      () => '/api/tag/remove_list',
      (id) => ({ ids: [id] }),
      () => p().tag.id,
      [200],
      {
        control: undefined,
        after: async () => expect(await ownIds('/api/tag/list')).toContain(p().tag.id),
      },
    ),
  ],
  [callKey(addToWatchlistCall)]: [
    write(
      "saving A's game",
      () => '/api/user/add_to_watchlist',
      (id) => ({ video_id: id }),
      () => p().game,
      [404],
    ),
  ],
  [callKey(removeFromWatchlistCall)]: [
    write(
      "removing A's game from the list",
      () => '/api/user/remove_from_watchlist',
      (id) => ({ video_id: id }),
      () => p().game,
      [200],
      {
        control: undefined,
        after: async () => {
          const saved = await send({
            method: 'GET',
            url: '/api/user/get_watchlist_ids',
            host: A.host,
            token: fx().viewerA.token,
          });
          expect(saved.text).toContain(p().game);
        },
      },
    ),
  ],
};
