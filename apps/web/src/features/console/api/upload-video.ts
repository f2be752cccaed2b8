// POST/PATCH /api/admin/uploads (tus): sends a video for a game, resumable — an upload that was
// cut off (a dropped connection, a closed tab) goes on from the last byte the portal holds. The
// last PATCH names the transcode job it started. tus-js-client is loaded with the first upload,
// so it is never part of a page that does not upload.
import { uploadEndpoint, uploadJobHeader, uploadMetadata } from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';

export interface UploadHandlers {
  onProgress: (sent: number, total: number) => void;
}

export interface RunningUpload {
  /** Resolves with the transcode job's id. */
  done: Promise<string>;
  /** Stops sending; starting the same file again resumes. */
  abort: () => void;
}

/** The portal's refusal in its own words (wire error `message`), else tus's. */
export function uploadFailure(error: Error): string {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  const body = response?.getBody() ?? '';
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not JSON: tus's own description below
  }
  return error.message;
}

export function uploadVideo(eventId: string, file: File, handlers: UploadHandlers): RunningUpload {
  let aborted = false;
  let stop = () => {
    aborted = true;
  };
  const done = (async () => {
    const [{ Upload }, token] = await Promise.all([
      import('tus-js-client'),
      apiClient().freshToken(),
    ]);
    return new Promise<string>((resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: uploadEndpoint,
        chunkSize: 16 * 1024 * 1024,
        retryDelays: [0, 1000, 3000, 5000],
        headers: token ? { 'X-Authorization': `Bearer ${token}` } : {},
        metadata: {
          [uploadMetadata.eventId]: eventId,
          [uploadMetadata.filename]: file.name,
          [uploadMetadata.filetype]: file.type || 'application/octet-stream',
        },
        removeFingerprintOnSuccess: true,
        // A 4xx is the portal saying no (not a video, too large): retrying cannot change it.
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          return status === 0 || status >= 500;
        },
        onProgress: handlers.onProgress,
        onError: (error) => reject(new Error(uploadFailure(error))),
        onSuccess: ({ lastResponse }) => {
          const jobId = lastResponse.getHeader(uploadJobHeader);
          if (jobId) resolve(jobId);
          else reject(new Error('The portal finished the upload without naming its job'));
        },
      });
      stop = () => void upload.abort();
      if (aborted) return;
      // The same file for the same game resumes where an earlier attempt stopped.
      void upload.findPreviousUploads().then((previous) => {
        const last = previous.find((entry) => entry.metadata[uploadMetadata.eventId] === eventId);
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      }, reject);
    });
  })();
  return { done, abort: () => stop() };
}
