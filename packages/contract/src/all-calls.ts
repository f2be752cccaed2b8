// Every call of the API by its contract name: the exported constant without `Call`
// (`getProfileCall` → `getProfile`). Found by reading the call modules, so there is no list to
// keep in step; the name is the OpenAPI operationId and the key of the `planned` list.
import type { CallDef } from './call';
import * as admin from './calls/admin';
import * as adminCommerce from './calls/admin-commerce';
import * as adminLive from './calls/admin-live';
import * as adminMedia from './calls/admin-media';
import * as adminProducts from './calls/admin-products';
import * as adminProgramme from './calls/admin-programme';
import * as adminUsers from './calls/admin-users';
import * as auth from './calls/auth';
import * as clips from './calls/clips';
import * as commerce from './calls/commerce';
import * as eventList from './calls/event-list';
import * as eventSubLoads from './calls/event-sub-loads';
import * as events from './calls/events';
import * as follows from './calls/follows';
import * as health from './calls/health';
import * as identities from './calls/identities';
import * as operator from './calls/operator';
import * as platformTenants from './calls/platform-tenants';
import * as push from './calls/push';
import * as search from './calls/search';
import * as staticPages from './calls/static-pages';
import * as streams from './calls/streams';
import * as survey from './calls/survey';
import * as tags from './calls/tags';
import * as telemetry from './calls/telemetry';
import * as user from './calls/user';
import * as customerConfig from './customer-config';

const modules = [
  admin,
  adminCommerce,
  adminLive,
  adminMedia,
  adminProducts,
  adminProgramme,
  adminUsers,
  auth,
  clips,
  commerce,
  customerConfig,
  eventList,
  eventSubLoads,
  events,
  follows,
  health,
  identities,
  operator,
  platformTenants,
  push,
  search,
  staticPages,
  streams,
  survey,
  tags,
  telemetry,
  user,
];

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value;

export type CallName = string;

/** Each call once (a module may re-export another's), sorted by name. */
export const allCalls: ReadonlyMap<CallName, CallDef> = new Map(
  modules
    .flatMap((module) => Object.entries(module as Record<string, unknown>))
    .filter((entry): entry is [string, CallDef] => entry[0].endsWith('Call') && isCall(entry[1]))
    .map(([name, call]) => [name.slice(0, -'Call'.length), call] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

const namesByCall = new Map([...allCalls].map(([name, call]) => [call, name]));

/** The contract name of a call definition, e.g. for its OpenAPI operationId. */
export function callName(call: CallDef): CallName {
  const name = namesByCall.get(call);
  if (!name) throw new Error(`${call.method} ${call.path} is not exported by a call module`);
  return name;
}
