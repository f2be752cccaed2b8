// The RTMP listener on its own, with an encoder pushing to it: an encoder's stop ends the push at
// once whatever the reconnect grace, and a stopped listener leaves nothing behind that would judge
// the pushes of the next one in the same process (node-media-server keeps its listeners on one
// process-wide emitter).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushTestPicture } from '../../../test/ffmpeg-push';
import { freePort } from '../../../test/free-port';
import { findFfmpeg } from '../pipeline/ffmpeg-tools';
import { startRtmpServer, type PushSession, type RtmpHooks } from './rtmp-server';

const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
if (!tools) console.warn('Skipping the RTMP listener tests: ffmpeg was not found');

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('the RTMP listener in node itself', () => {
  // Vitest's module loader finds named exports in CommonJS modules where node finds none: a
  // listener that stopped fine here threw in the portal's own shutdown.
  it('starts and stops', async () => {
    const script = `
      const { startRtmpServer } = await import('./apps/server/src/media/ingest/rtmp-server.ts');
      const hooks = { admit: async () => false, ended() {}, warn() {} };
      const server = await startRtmpServer({
        port: ${await freePort()}, host: '127.0.0.1', reconnectGraceMs: 0,
        stateDir: process.argv[1], hooks,
      });
      await server.stop();
      console.log('stopped');`;
    const stateDir = await mkdtemp(join(tmpdir(), 'touchline-rtmp-node-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script, stateDir],
        // Compiled on the fly beside the rest of the suite: generous, never a budget.
        { cwd: repoRoot, timeout: 120_000 },
      );
      expect(stdout.trim().split('\n').at(-1)).toBe('stopped');
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe.skipIf(!tools)('the RTMP listener', () => {
  let stateDir: string;
  beforeAll(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'touchline-rtmp-'));
  });
  afterAll(() => rm(stateDir, { recursive: true, force: true }));

  const hooks = (admit: RtmpHooks['admit'], ended: (session: PushSession) => void = () => {}) => ({
    admit,
    ended,
    warn: () => {},
  });

  /** A listener on a free loopback port with the given grace and hooks. */
  const listen = async (reconnectGraceMs: number, listenerHooks: RtmpHooks) => {
    const port = await freePort();
    const server = await startRtmpServer({
      port,
      host: '127.0.0.1',
      reconnectGraceMs,
      stateDir,
      hooks: listenerHooks,
    });
    return { server, url: `rtmp://127.0.0.1:${port}/tn-test/key` };
  };

  it("ends a push when its encoder stops, whatever the grace; a stopped listener's hooks are gone", async () => {
    const asked: string[] = [];
    const first = await listen(
      0,
      hooks(() => {
        asked.push('stopped listener');
        return Promise.resolve(false);
      }),
    );
    await first.server.stop();

    const ended: PushSession[] = [];
    const second = await listen(
      // Longer than the test: only the encoder's own end of stream can end the push in time.
      600_000,
      hooks(
        () => {
          asked.push('running listener');
          return Promise.resolve(true);
        },
        (session) => ended.push(session),
      ),
    );
    try {
      expect(await pushTestPicture(tools!.ffmpeg, second.url, 2).exited).toBe(0);
      await vi.waitFor(() => expect(ended).toHaveLength(1), { timeout: 20_000, interval: 100 });
      expect(ended[0]).toMatchObject({ app: 'tn-test', name: 'key' });
      expect(asked).toEqual(['running listener']);
    } finally {
      await second.server.stop();
    }
  }, 60_000);

  it('ends a broadcast whose resumed push is refused, once its grace runs out', async () => {
    // The encoder's link drops and it comes back within the grace, but its key no longer passes
    // (rotated meanwhile): the broadcast must still be reported ended, with the session that ended.
    const decisions = [true, false];
    const ended: PushSession[] = [];
    const { server, url } = await listen(
      1_000,
      hooks(
        () => Promise.resolve(decisions.shift() ?? false),
        (session) => ended.push(session),
      ),
    );
    try {
      const first = pushTestPicture(tools!.ffmpeg, url, 30);
      await new Promise((done) => setTimeout(done, 2_000));
      first.drop();
      await first.exited;
      const resumed = pushTestPicture(tools!.ffmpeg, url, 30);
      // The listener closes the refused push; ffmpeg then exits on its own.
      await resumed.exited;
      expect(decisions).toEqual([]);
      await vi.waitFor(() => expect(ended).toHaveLength(1), { timeout: 10_000, interval: 100 });
      expect(ended[0]).toMatchObject({ app: 'tn-test', name: 'key' });
    } finally {
      await server.stop();
    }
  }, 60_000);
});
