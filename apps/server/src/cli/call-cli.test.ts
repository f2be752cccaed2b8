// `npm run operator -- call`: any admin call by its operationId through a listening portal, its
// params, query and body checked by the call's contract before anything is sent; the portal audits
// the change as it does the console's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliTestApp, printed, type CliTestApp } from '../../test/cli-kit';
import { hosts } from '../../test/test-app';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { runCallCommand } from './call-api';
import { UsageError } from './arg-checks';
import { parseOperatorArgs } from './operator-args';
import type { ApiTarget } from './operator-api';

let t: CliTestApp;
let target: ApiTarget;

beforeAll(async () => {
  t = await createCliTestApp();
  target = { server: t.address, host: hosts.touchline, key: demoOperatorKeys.touchline! };
});
afterAll(() => t.close());

const parse = (args: string[]) => {
  const parsed = parseOperatorArgs(['call', ...args], 'touchline');
  if (parsed.help || parsed.command.name !== 'call') throw new Error('not a call command');
  return parsed.command;
};

interface UserList {
  content: { entries: { id: string; email: string; canCreateGlobalTag: boolean }[] };
}

describe('npm run operator -- call', () => {
  it('reads with a query and writes with a param and a body, audited like the console', async () => {
    const listed = (await runCallCommand(
      target,
      parse(['--op', 'listAdminUsers', '--query', 'size=5']),
    )) as UserList;
    expect(listed.content.entries.length).toBeGreaterThan(0);
    expect(listed.content.entries.length).toBeLessThanOrEqual(5);
    const user = listed.content.entries.find((one) => !one.canCreateGlobalTag)!;

    const changed = (await runCallCommand(
      target,
      parse([
        '--op',
        'setAdminUserGlobalTags',
        '--param',
        `id=${user.id}`,
        '--json',
        '{"allowed":true}',
      ]),
    )) as { content: { canCreateGlobalTag: boolean } };
    expect(changed.content.canCreateGlobalTag).toBe(true);
    const trail = (await runCallCommand(
      target,
      parse(['--op', 'listAudit', '--query', `targetId=${user.id}`]),
    )) as { content: { entries: { action: string; actor: string }[] } };
    expect(trail.content.entries[0]).toMatchObject({ action: 'user.global_tags' });
  });

  it('refuses what is not an admin call, and input the call would refuse, before sending', () => {
    expect(() => parse(['--op', 'getProfile'])).toThrow(UsageError);
    expect(() => parse(['--op', 'noSuchCall'])).toThrow(/--op must name an admin call/);
    expect(() => parse([])).toThrow(/--op/);
    expect(() => parse(['--op', 'listAdminUsers', '--query', 'size=0'])).toThrow(/size/);
    expect(() => parse(['--op', 'listAdminUsers', '--query', 'size'])).toThrow(/name=value/);
    expect(() =>
      parse(['--op', 'setAdminUserGlobalTags', '--param', 'id=u1', '--json', '{"allowed":1}']),
    ).toThrow(/allowed/);
    expect(() => parse(['--op', 'listAdminUsers', '--json', '{}'])).toThrow(/takes no body/);
    expect(() =>
      parse(['--op', 'setAdminUserGlobalTags', '--param', 'id=u1', '--json', '{oops']),
    ).toThrow(/JSON/);
  });

  it('names what the portal refused: another tenant’s account is not found', async () => {
    const harbour = { ...target, host: hosts.harbour, key: demoOperatorKeys.harbour! };
    const listed = (await runCallCommand(
      target,
      parse(['--op', 'listAdminUsers', '--query', 'size=1']),
    )) as UserList;
    await expect(
      runCallCommand(
        harbour,
        parse([
          '--op',
          'setAdminUserGlobalTags',
          '--param',
          `id=${listed.content.entries[0]!.id}`,
          '--json',
          '{"allowed":true}',
        ]),
      ),
    ).rejects.toThrow(/answered 404/);
  });

  it('prints the answer as one JSON object from its own process', async () => {
    const run = await t.operator(['call', '--op', 'listAdminUsers', '--query', 'size=2']);
    const answer = JSON.parse(printed(run)) as UserList;
    expect(answer.content.entries).toHaveLength(2);
  });
});
