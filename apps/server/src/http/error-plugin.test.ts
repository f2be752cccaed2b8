// The error handler's log: a stream cut short by a client that left is information; the same
// error on a connection still open is a server fault.
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import errorPlugin from './error-plugin';
import { loggerOptions } from './logger';

interface Line {
  level: number;
  msg?: string;
  reqId?: string;
}

const prematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A server whose one route fails with a premature close once `failWhen` has settled. */
async function serve(failWhen: (raw: NodeJS.EventEmitter) => Promise<void>) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino(loggerOptions({ logLevel: 'info', nodeEnv: 'test' }), sink),
    disableRequestLogging: true,
  });
  await app.register(errorPlugin);
  let failed: () => void = () => {};
  const failure = new Promise<void>((resolve) => (failed = resolve));
  app.get('/video', async (request) => {
    await failWhen(request.raw);
    failed();
    throw prematureClose();
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  // The request's own lines, not the server's start.
  const requestLines = () => lines.filter((line) => line.reqId !== undefined);
  return { origin, requestLines, failure };
}

describe('the error handler', () => {
  it('logs a premature close of a client that left as information', async () => {
    const { origin, requestLines, failure } = await serve(
      (raw) => new Promise((resolve) => raw.once('close', () => resolve())),
    );
    const client = httpRequest(`${origin}/video`);
    client.on('error', () => {});
    client.end();
    // The request has reached the route; the viewer leaves.
    setTimeout(() => client.destroy(), 100);
    await failure;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestLines().map((line) => [line.level, line.msg])).toEqual([
      [30, 'the client left before the answer ended'],
    ]);
  });

  it('logs the same error on a connection still open as a failed request', async () => {
    const { origin, requestLines } = await serve(() => Promise.resolve());
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const client = httpRequest(`${origin}/video`, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      client.on('error', reject);
      client.end();
    });
    expect(status).toBe(500);
    expect(requestLines().map((line) => [line.level, line.msg])).toEqual([[50, 'request failed']]);
  });
});
