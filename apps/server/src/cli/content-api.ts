// The content commands through the running portal's admin API: each answers one JSON object.
import { createEventCall, adminEvent } from '@touchline/contract/calls/admin';
import { contentOf } from '@touchline/contract/paged';
import type { ContentCommand } from './content-args';
import { uploadFile } from './content-upload';
import { answerOf, postJson, type ApiTarget } from './operator-api';
import { CommandError } from './operator-direct';

async function createEvent(target: ApiTarget, body: unknown): Promise<string> {
  const { status, text } = await postJson(target, createEventCall.path, body);
  return contentOf(adminEvent).parse(answerOf(status, text)).content.id;
}

export async function runContentCommand(
  target: ApiTarget,
  command: ContentCommand,
): Promise<Record<string, string>> {
  switch (command.name) {
    case 'create-event':
      return { eventId: await createEvent(target, command.body) };
    case 'upload':
      return uploadFile(target, command.eventId, command.file);
    case 'create-live':
      throw new CommandError(`${command.name} is not available yet`);
  }
}
