import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

/** A logger with the server's options, writing its JSON lines into an array. */
function capture(logLevel: 'info' | 'warn') {
  const lines: { level: number; msg?: string; reqId?: string; err?: { message: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const log = pino(loggerOptions({ logLevel, nodeEnv: 'test' }), sink).child({ reqId: 'req-7' });
  return { log, lines };
}

const prematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('the server logger', () => {
  it('logs a client leaving mid-answer as information with its request id, not as an error', () => {
    const { log, lines } = capture('info');
    // As @fastify/compress's pipe reports it (end-of-stream), and as Node's streams do.
    log.error(new Error('premature close'));
    log.error(prematureClose());
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(line.msg).toBe('the client left before the answer ended');
      expect(line.reqId).toBe('req-7');
      expect(line.err?.message.toLowerCase()).toBe('premature close');
    }
  });

  it('keeps it out of a log that shows warnings and errors only', () => {
    const { log, lines } = capture('warn');
    log.error(new Error('premature close'));
    expect(lines).toEqual([]);
  });

  it('still logs every other error as an error, with its message', () => {
    const { log, lines } = capture('info');
    log.error(new Error('disk full'));
    log.fatal(new Error('out of memory'));
    expect(lines.map((line) => [line.level, line.msg ?? line.err?.message])).toEqual([
      [50, 'disk full'],
      [60, 'out of memory'],
    ]);
  });
});
