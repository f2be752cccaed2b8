// The generic admin call through the running portal (call-args.ts): the answer is checked with
// the call's contract schema and printed as the portal sent it.
import { buildPath } from '@touchline/contract/call';
import type { CallCommand } from './call-args';
import { operatorCall } from './call-args';
import { answerOf, sendJson, type ApiTarget } from './operator-api';

export async function runCallCommand(target: ApiTarget, command: CallCommand): Promise<unknown> {
  const call = operatorCall(command.operation);
  const search = new URLSearchParams(command.query).toString();
  const path = buildPath(call.path, command.params) + (search ? `?${search}` : '');
  const body = call.method === 'GET' ? undefined : (command.body ?? {});
  const { status, text } = await sendJson(target, call.method, path, body);
  const answer = answerOf(status, text);
  call.response.parse(answer);
  return answer;
}
