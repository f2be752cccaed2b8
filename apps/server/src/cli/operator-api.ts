// The operator command's API path: a request to a running portal's admin API, which persists the
// change and emits it from inside the server. Used when the command cannot share the database
// (embedded PGlite belongs to the server process) or there is no Redis.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { buildPath, type HttpMethod } from '@touchline/contract/call';
import {
  globalTagRightCall,
  setScoreCall,
  setStreamCall,
} from '@touchline/contract/calls/operator';
import { eventResponse } from '@touchline/contract/calls/events';
import type { Event } from '@touchline/contract/entities/event';
import { wireError } from '@touchline/contract/errors';
import { operatorKeyHeader } from '../modules/operator/operator-key';
import {
  CommandError,
  globalTagsDone,
  type EventCommand,
  type GlobalTagsCommand,
} from './operator-direct';

export interface ApiTarget {
  /** e.g. http://127.0.0.1:3000 */
  server: string;
  /** The Host header: the portal resolves the tenant from it. */
  host: string;
  key: string;
  /** The header the key travels in: the tenant's operator key by default. */
  keyHeader?: string;
}

const timeoutMs = 10_000;

/** A JSON request with the operator key: a POST, or the PATCH of a change. */
export const postJson = (
  target: ApiTarget,
  path: string,
  body: unknown,
  method: 'POST' | 'PATCH' = 'POST',
) => sendJson(target, method, path, body);

/** A request with the operator key, with a JSON body unless there is none (a GET). */
export function sendJson(
  target: ApiTarget,
  method: HttpMethod,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, target.server);
  const payload = body === undefined ? '' : JSON.stringify(body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method,
        timeout: timeoutMs,
        headers: {
          host: target.host,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'content-length': Buffer.byteLength(payload),
          [target.keyHeader ?? operatorKeyHeader]: target.key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`no answer from ${url.origin} within ${timeoutMs} ms`)),
    );
    req.on('error', (error) =>
      reject(new CommandError(`cannot reach ${url.origin}: ${error.message}`)),
    );
    req.end(payload);
  });
}

export function answerOf(status: number, text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CommandError(`the portal answered ${status} without JSON`);
  }
  if (status === 200) return json;
  const failure = wireError.safeParse(json);
  throw new CommandError(
    `the portal answered ${status}: ${failure.success ? failure.data.message : text.slice(0, 200)}`,
  );
}

export async function runViaApi(target: ApiTarget, command: EventCommand): Promise<Event> {
  const call = command.name === 'set-stream' ? setStreamCall : setScoreCall;
  const { status, text } = await postJson(
    target,
    buildPath(call.path, { id: command.eventId }),
    command.body,
  );
  return eventResponse.parse(answerOf(status, text)).content;
}

export async function globalTagsViaApi(
  target: ApiTarget,
  command: GlobalTagsCommand,
): Promise<string> {
  const { status, text } = await postJson(target, globalTagRightCall.path, {
    email: command.email,
    allowed: command.name === 'grant-global-tags',
  });
  globalTagRightCall.response.parse(answerOf(status, text));
  return globalTagsDone(command);
}
