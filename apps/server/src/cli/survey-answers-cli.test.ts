// `npm run operator -- survey-answers`: the tenant's survey answers as JSON, through a listening
// portal's admin API (ADR 042 addendum).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { listening, printed, type CliKit } from '../../test/cli-kit';
import { createAccountsTestApp, hosts, signedIn } from '../../test/personal-test-kit';
import { CommandError } from './operator-direct';
import { surveyAnswersViaApi } from './survey-api';

let t: Awaited<ReturnType<typeof createAccountsTestApp>> & CliKit;
let userId: string;

beforeAll(async () => {
  t = await listening(await createAccountsTestApp());
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
});
afterAll(() => t.close());

const command = { name: 'survey-answers', tenant: 'touchline', page: 0, size: 20 } as const;

describe('survey-answers', () => {
  it("reads the tenant's answers, of one user when named", async () => {
    const target = { server: t.address, host: 'localhost', key: demoOperatorKeys.touchline! };
    const page = await surveyAnswersViaApi(target, { ...command, userId });
    expect(page).toMatchObject({ tenant: 'touchline', page: 0, nextExists: false });
    expect(page.answers).toEqual([
      expect.objectContaining({ userId, rating: 3, comment: 'From the CLI test' }),
    ]);
  });

  it("reports the portal refusing another tenant's key", async () => {
    const target = { server: t.address, host: 'localhost', key: demoOperatorKeys.harbour! };
    const attempt = surveyAnswersViaApi(target, { ...command, userId: null });
    await expect(attempt).rejects.toThrow(CommandError);
    await expect(attempt).rejects.toThrow('403');
  });

  it('runs as its own process and prints the page as JSON', async () => {
    // A generated id may begin with "-", which an option's separate argument may not.
    const run = await t.operator(['survey-answers', `--user=${userId}`]);
    const page = JSON.parse(printed(run)) as { answers: { userId: string; comment: string }[] };
    expect(page.answers.map((a) => [a.userId, a.comment])).toEqual([[userId, 'From the CLI test']]);
  }, 90_000);
});
