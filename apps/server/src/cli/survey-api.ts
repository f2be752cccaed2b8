// `survey-answers` through the running portal's admin API (ADR 042 addendum): the operator's page
// of the tenant's survey answers, printed as JSON.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { surveyAnswersCall } from '@touchline/contract/calls/survey';
import { operatorKeyHeader } from '../modules/operator/operator-key';
import { answerOf, type ApiTarget } from './operator-api';
import { CommandError } from './operator-direct';
import type { SurveyAnswersCommand } from './survey-args';

const timeoutMs = 10_000;

export function getJson(
  target: ApiTarget,
  path: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, target.server);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        timeout: timeoutMs,
        headers: { host: target.host, [operatorKeyHeader]: target.key },
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
    req.end();
  });
}

export async function surveyAnswersViaApi(target: ApiTarget, command: SurveyAnswersCommand) {
  const query = new URLSearchParams({ page: String(command.page), size: String(command.size) });
  if (command.userId) query.set('userId', command.userId);
  const { status, text } = await getJson(target, `${surveyAnswersCall.path}?${query.toString()}`);
  const answer = surveyAnswersCall.response.parse(answerOf(status, text)).content;
  return {
    tenant: command.tenant,
    page: command.page,
    nextExists: answer.nextExists,
    answers: answer.entries,
  };
}
