// A game fed by a live push (ADR 056): a viewer waiting on its page sees it go live and play
// without reloading, seeks back 30 s in the DVR window, and once the push has ended the game plays
// as its replay. The push is ffmpeg's test picture, as an encoder in a stadium would send it.
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { e2eRtmpPort as rtmpPort } from '../playwright.config';
import { expectAdvancing, videoTime } from './watch-helpers';

const operatorKey = { 'x-operator-key': 'op_demo_touchline_operator' };

/** ffmpeg pushing a moving test picture with sound for `seconds`; settles with its exit code. */
function push(url: string, seconds: number) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { exited, stop: () => child.kill('SIGKILL') };
}

test('a pushed game goes live on an open page, seeks back 30 s and becomes the replay', async ({
  page,
  request,
}) => {
  // A minute of push (its clean end makes the replay at once, ADR 071) and the page's own steps.
  test.setTimeout(300_000);
  const made = await request.post('/api/admin/live-inputs', {
    headers: operatorKey,
    data: { title: 'Pushed cup final' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { eventId, ingestUrl } = (
    (await made.json()) as {
      content: { eventId: string; ingestUrl: string };
    }
  ).content;
  expect(ingestUrl).toMatch(new RegExp(`^rtmp://localhost:${rtmpPort}/`));

  await page.goto(`/events/${eventId}/`);
  await expect(page.getByTestId('event-title')).toContainText('Pushed cup final');
  const pusher = push(ingestUrl.replace('rtmp://localhost', 'rtmp://127.0.0.1'), 60);
  try {
    const player = page.getByTestId('player');
    // Live on the first stored segment; the open page switches without a reload.
    await expect(player).toHaveAttribute('data-live', 'true', { timeout: 90_000 });
    // The first segments arrive while the encoder warms up: generous, never a budget.
    await expect(player).toHaveAttribute('data-phase', 'playing', { timeout: 60_000 });
    await expectAdvancing(page);

    // The whole broadcast so far is the DVR window: back 30 s, and it plays on from there.
    const windowSeconds = () =>
      page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => {
        const { seekable } = video;
        return seekable.length ? seekable.end(seekable.length - 1) - seekable.start(0) : 0;
      });
    await expect.poll(windowSeconds, { timeout: 90_000 }).toBeGreaterThan(35);
    const edgeGap = () =>
      page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => {
        return video.seekable.end(video.seekable.length - 1) - video.currentTime;
      });
    const atEdge = await edgeGap();
    await player.focus();
    // ← goes back 5 s each; presses faster than the player's clock updates may land together,
    // so the check asks for most of the 30 s, far beyond any live-edge distance.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('back-to-live')).toBeVisible();
    expect(await edgeGap()).toBeGreaterThan(atEdge + 20);
    const back = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(back + 1);

    expect(await pusher.exited).toBe(0);
    // The push is over: the same recording, closed, is the replay.
    await expect(player).not.toHaveAttribute('data-live', 'true', { timeout: 120_000 });
    await page.reload();
    await expect(player).toHaveAttribute('data-phase', 'playing', { timeout: 60_000 });
    await expectAdvancing(page);
    const duration = await page
      .getByTestId('player-video')
      .evaluate((video: HTMLVideoElement) => video.duration);
    expect(duration).toBeGreaterThan(40);
    expect(Number.isFinite(duration)).toBe(true);
  } finally {
    pusher.stop();
  }
});
