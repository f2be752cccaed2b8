// Every call the contract declares, and which of them the suites drive: all but the contract's
// `planned` list (the contract-coverage test proves that exactly those have no route).
import { allCalls, callName } from '@touchline/contract/all-calls';
import type { CallDef } from '@touchline/contract/call';
import { plannedCalls } from '@touchline/contract/planned';
import type { App } from '../../src/app';

export const callKey = (call: Pick<CallDef, 'method' | 'path'>) => `${call.method} ${call.path}`;

/** Each call once, ordered by method and path. */
export function contractCalls(): Promise<CallDef[]> {
  return Promise.resolve(
    [...allCalls.values()].sort((a, b) => callKey(a).localeCompare(callKey(b))),
  );
}

/** Whether the suites drive the call: it is not on the planned list. */
export const isImplemented = (_app: App, call: CallDef) => !plannedCalls.has(callName(call));

/** The names of a call's path parameters, e.g. `['id']` for `/api/clip/update/:id`. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
