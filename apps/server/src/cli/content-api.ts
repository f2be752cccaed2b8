// The content commands through the running portal's admin API: each answers one JSON object.
import { createEventCall, adminEvent } from '@touchline/contract/calls/admin';
import { createLiveCall, liveInputKey } from '@touchline/contract/calls/admin-live';
import { createHighlightCall, highlightJob } from '@touchline/contract/calls/admin-media';
import { contentOf } from '@touchline/contract/paged';
import type { ContentCommand } from './content-args';
import { uploadFile } from './content-upload';
import { answerOf, postJson, type ApiTarget } from './operator-api';

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
    case 'create-live': {
      const { status, text } = await postJson(target, createLiveCall.path, command.body);
      return contentOf(liveInputKey).parse(answerOf(status, text)).content;
    }
    case 'cut-highlight': {
      const path = createHighlightCall.path.replace(':id', encodeURIComponent(command.eventId));
      const { status, text } = await postJson(target, path, command.body);
      const { eventId, jobId } = contentOf(highlightJob).parse(answerOf(status, text)).content;
      return { eventId, jobId };
    }
  }
}
