// The tenant commands of `npm run operator` (ADR 064) as their own process against a listening
// portal: create-tenant and update-tenant go through the platform API with the platform key and
// print the tenant as one JSON object; the new host answers at once; bad arguments exit 2 before
// anything is sent, and a taken host is the portal's refusal, exit 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliTestApp, printed, type CliTestApp } from '../../test/cli-kit';
import { UsageError } from './arg-checks';
import { parseOperatorArgs } from './operator-args';

let t: CliTestApp;
/** The shell's PLATFORM_KEY is not the test app's: the command takes the demo's key, as the app. */
const operator = (args: string[]) => t.operator(args, { PLATFORM_KEY: '' });

beforeAll(async () => {
  t = await createCliTestApp();
});
afterAll(() => t.close());

interface Printed {
  id: string;
  slug: string;
  hosts: string[];
  brand: { name: string; primary: string };
  deviceLimit: number;
}

describe('npm run operator -- create-tenant / update-tenant', () => {
  it('creates a tenant that answers on its host, then changes it; one JSON object each', async () => {
    const slug = `cli${Date.now().toString(36)}`;
    const host = `${slug}.example.test`;
    const created = await operator([
      'create-tenant',
      '--slug',
      slug,
      '--name',
      'Command Line Club',
      '--hosts',
      host,
      '--json',
      '{"deviceLimit":2}',
    ]);
    const tenant = JSON.parse(printed(created)) as Printed;
    expect(tenant).toMatchObject({
      id: `tn-${slug}`,
      slug,
      hosts: [host],
      brand: { name: 'Command Line Club' },
      deviceLimit: 2,
    });
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host },
    });
    expect(config.json<{ content: { name: string } }>().content.name).toBe('Command Line Club');

    const updated = await operator([
      'update-tenant',
      '--id',
      tenant.id,
      '--hosts',
      `${host},www.${host}`,
      '--json',
      '{"deviceLimit":4}',
    ]);
    expect(JSON.parse(printed(updated))).toMatchObject({
      hosts: [host, `www.${host}`],
      deviceLimit: 4,
    });

    const taken = operator(['update-tenant', '--id', tenant.id, '--hosts', 'localhost']);
    await expect(taken).resolves.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('localhost is served by another tenant') as unknown,
    });
  }, 300_000);
});

describe('tenant command arguments', () => {
  const parse = (argv: string[]) => parseOperatorArgs(argv, null);

  it('needs no --tenant: tenants are the platform’s', () => {
    expect(
      parse([
        'create-tenant',
        '--slug',
        'riverside',
        '--name',
        'Riverside',
        '--hosts',
        'a.test,b.test',
      ]),
    ).toMatchObject({
      command: {
        name: 'create-tenant',
        body: { slug: 'riverside', hosts: ['a.test', 'b.test'], brand: { name: 'Riverside' } },
      },
    });
  });

  it.each([
    [['create-tenant', '--name', 'X', '--hosts', 'x.test'], '--slug'],
    [['create-tenant', '--slug', 'x1', '--name', 'X'], '--hosts: at least one host name'],
    [
      ['create-tenant', '--slug', 'x1', '--name', 'X', '--hosts', 'x.test', '--json', '[]'],
      '--json must be a JSON object',
    ],
    [
      [
        'create-tenant',
        '--slug',
        'x1',
        '--name',
        'X',
        '--hosts',
        'x.test',
        '--json',
        '{"brand":{"primary":"red"}}',
      ],
      '--brand',
    ],
    [['update-tenant', '--id', 'tn-x'], 'update-tenant needs --hosts or --json'],
    [['update-tenant', '--hosts', 'x.test'], '--id must be a tenant id'],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });
});
