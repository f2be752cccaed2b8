import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from '../call';
import { customerConfigCall } from '../customer-config';
import * as auth from './auth';
import * as clips from './clips';
import * as commerce from './commerce';
import * as eventList from './event-list';
import * as events from './events';
import * as follows from './follows';
import * as health from './health';
import * as identities from './identities';
import * as operator from './operator';
import * as search from './search';
import * as staticPages from './static-pages';
import * as tags from './tags';
import * as user from './user';

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

const modules = {
  auth,
  clips,
  commerce,
  eventList,
  events,
  follows,
  health,
  identities,
  operator,
  search,
  staticPages,
  tags,
  user,
};
const calls = [
  ...Object.values(modules).flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter(isCall),
  ),
  customerConfigCall,
];

const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]).sort();

describe('every call', () => {
  it('is found', () => {
    expect(calls.length).toBeGreaterThanOrEqual(50);
  });

  it('has a unique method and path', () => {
    const keys = calls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s declares exactly its path parameters and converts to JSON Schema',
    (_, call) => {
      const declared =
        call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
      expect(declared).toEqual(pathParams(call.path));
      expect(call.summary.length).toBeGreaterThan(0);
      if (call.method === 'GET') expect(call.body).toBeUndefined();
      for (const [schema, io] of [
        [call.query, 'input'],
        [call.body, 'input'],
        [call.params, 'input'],
        [call.response, 'output'],
      ] as const) {
        if (schema)
          expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'any' })).not.toThrow();
      }
    },
  );
});
