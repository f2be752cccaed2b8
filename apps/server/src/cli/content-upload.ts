// `upload`: sends a video file to the portal's tus endpoint (resumable: a dropped connection is
// retried from the last byte the portal holds) and answers the transcode job it started.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { uploadEndpoint, uploadJobHeader, uploadMetadata } from '@touchline/contract/calls/admin';
import { Upload } from 'tus-js-client';
import { operatorKeyHeader } from '../modules/operator/operator-key';
import type { ApiTarget } from './operator-api';
import { CommandError } from './operator-direct';

const typeByExtension: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
};

/** The portal's refusal as one line: the wire error's message when it sent one. */
function reasonOf(error: Error): string {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } })
    .originalResponse;
  if (!response) return error.message;
  let message = response.getBody().slice(0, 200);
  try {
    message = (JSON.parse(response.getBody()) as { message?: string }).message ?? message;
  } catch {
    // not JSON: the body as it is
  }
  return `the portal answered ${response.getStatus()}: ${message}`;
}

export async function uploadFile(
  target: ApiTarget,
  eventId: string,
  file: string,
): Promise<{ eventId: string; jobId: string }> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch {
    throw new CommandError(`cannot read ${file}`);
  }
  const name = basename(file);
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: new URL(uploadEndpoint, target.server).toString(),
      uploadSize: size,
      chunkSize: 16 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      headers: { host: target.host, [operatorKeyHeader]: target.key },
      metadata: {
        [uploadMetadata.eventId]: eventId,
        [uploadMetadata.filename]: name,
        [uploadMetadata.filetype]: typeByExtension[extension] ?? 'application/octet-stream',
      },
      // A 4xx is the portal saying no (wrong key, not a video): retrying cannot change it.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500;
      },
      onError: (error) => reject(new CommandError(reasonOf(error))),
      onSuccess: ({ lastResponse }) => {
        const jobId = lastResponse.getHeader(uploadJobHeader);
        if (jobId) resolve({ eventId, jobId });
        else reject(new CommandError('the portal finished the upload without naming its job'));
      },
    });
    upload.start();
  });
}
