// `npm run operator -- survey-answers`: the tenant's survey answers as JSON, through a listening
// portal's admin API (ADR 042 addendum).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { createAccountsTestApp, hosts, signedIn } from '../../test/personal-test-kit';
import { CommandError } from './operator-direct';
import { surveyAnswersViaApi } from './survey-api';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let address: string;
let userId: string;

beforeAll(async () => {
  t = await createAccountsTestApp();
  const viewer = await signedIn(t);
  userId = viewer.userId;
  const answered = await t.app.inject({
    method: 'POST',
    url: '/api/survey/submit_answer',
    headers: {
      host: hosts.touchline,
      'x-authorization': `Bearer ${viewer.token}`,
    },
    payload: { surveyName: 'survey_user_experience_1', rating: 3, comment: 'From the CLI test' },
  });
  expect(answered.statusCode).toBe(200);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const command = { name: 'survey-answers', tenant: 'touchline', page: 0, size: 20 } as const;

describe('survey-answers', () => {
  it("reads the tenant's answers, of one user when named", async () => {
    const target = { server: address, host: 'localhost', key: demoOperatorKeys.touchline! };
    const page = await surveyAnswersViaApi(target, { ...command, userId });
    expect(page).toMatchObject({ tenant: 'touchline', page: 0, nextExists: false });
    expect(page.answers).toEqual([
      expect.objectContaining({ userId, rating: 3, comment: 'From the CLI test' }),
    ]);
  });

  it("reports the portal refusing another tenant's key", async () => {
    const target = { server: address, host: 'localhost', key: demoOperatorKeys.harbour! };
    const attempt = surveyAnswersViaApi(target, { ...command, userId: null });
    await expect(attempt).rejects.toThrow(CommandError);
    await expect(attempt).rejects.toThrow('403');
  });

  it('runs as its own process and prints the page as JSON', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/operator.ts',
        'survey-answers',
        // A generated id may begin with "-", which an option's separate argument may not.
        `--user=${userId}`,
        '--server',
        address,
      ],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' }, timeout: 70_000 },
    );
    const printed = JSON.parse(stdout) as { answers: { userId: string; comment: string }[] };
    expect(printed.answers.map((a) => [a.userId, a.comment])).toEqual([
      [userId, 'From the CLI test'],
    ]);
  }, 90_000);
});
