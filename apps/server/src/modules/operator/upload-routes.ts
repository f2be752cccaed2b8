// Resumable uploads (the tus protocol, @tus/server; a file or bucket store and a lock shared by
// every process, ADR 053) at /api/admin/uploads, for operators only, and the calls that follow an upload: its job and what the portal can transcode.
// Every upload id starts with its tenant's id, so no request reaches another tenant's upload.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { Server, type Locker, type Upload } from '@tus/server';
import {
  getCapabilitiesCall,
  getJobCall,
  uploadEndpoint,
  uploadJobHeader,
  uploadMetadata,
  type LiveIngestUnavailable,
} from '@touchline/contract/calls/admin';
import { id as idSchema } from '@touchline/contract/ids';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withTenant } from '../../db/tenant-scope';
import { AppError } from '../../http/app-error';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { toWireError } from '../../http/wire-error';
import type { Tenant } from '../tenants/tenant';
import { operatorActor, requireOperator } from './operator-auth';
import {
  acceptUpload,
  checkUploadTarget,
  getJob,
  noTranscoding,
  type UploadDeps,
} from './upload-service';

export interface UploadRouteOptions extends UploadDeps {
  verify: TokenVerifier;
  maxUploadBytes: number;
  /** Why this portal takes no live pushes, or null when it takes them (capabilities only). */
  liveIngestUnavailable: LiveIngestUnavailable;
  /** Shared by every process, so a HEAD or PATCH may reach any of them (ADR 053). */
  locker: Locker;
}

interface UploadScope {
  tenant: Tenant;
  actor: string;
}

/** A refusal in tus's terms: the status and a JSON body in the wire format. */
const refusal = (error: AppError) => {
  const wire = toWireError(error);
  return { status_code: wire.status, body: JSON.stringify(wire.body) };
};

const videoName = /\.(mp4|m4v|mov|mkv|webm|avi|ts|mts|mpg|mpeg)$/i;

function checkType(upload: Upload) {
  const type = upload.metadata?.[uploadMetadata.filetype] ?? '';
  const name = upload.metadata?.[uploadMetadata.filename] ?? '';
  if (!type.startsWith('video/') && !videoName.test(name))
    throw AppError.invalid('upload', 'filetype', 'must be a video (video/* or a video file name)');
}

export const uploadRoutes: ContractPlugin<UploadRouteOptions> = (app, options, done) => {
  const scopes = new AsyncLocalStorage<UploadScope>();
  const scope = () => scopes.getStore()!;
  const prepared = Promise.all(
    [options.dirs.incoming, options.dirs.work].map((dir: string) =>
      mkdir(dir, { recursive: true }),
    ),
  );
  const tus = new Server({
    path: uploadEndpoint,
    datastore: options.area.datastore,
    locker: options.locker,
    maxSize: options.maxUploadBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => `${scope().tenant.id}.${randomBytes(16).toString('hex')}`,
    // Another tenant's upload reads exactly like one that does not exist.
    onIncomingRequest: (_request, uploadId) =>
      uploadId.startsWith(`${scope().tenant.id}.`)
        ? Promise.resolve()
        : // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- tus answers a {status_code, body} refusal as it is
          Promise.reject(refusal(AppError.notFound('No such upload', 'upload'))),
    onUploadCreate: async (_request, upload) => {
      try {
        if (!options.tools) throw noTranscoding();
        checkType(upload);
        const eventId = upload.metadata?.[uploadMetadata.eventId] ?? '';
        if (!idSchema.safeParse(eventId).success)
          throw AppError.invalid('upload', 'eventId', 'must be an event id');
        await checkUploadTarget(options.db, scope().tenant, eventId);
        if (upload.sizeIsDeferred) throw AppError.invalid('upload', 'size', 'must be declared');
        return {};
      } catch (error) {
        throw error instanceof AppError ? refusal(error) : error;
      }
    },
    onUploadFinish: async (_request, upload) => {
      const { tenant, actor } = scope();
      try {
        const job = await acceptUpload(options, tenant, actor, {
          id: upload.id,
          eventId: upload.metadata![uploadMetadata.eventId]!,
          size: upload.size ?? upload.offset,
          filename: upload.metadata?.[uploadMetadata.filename] ?? null,
        });
        return {
          headers: { [uploadJobHeader]: job.id, 'access-control-expose-headers': uploadJobHeader },
        };
      } catch (error) {
        throw error instanceof AppError ? refusal(error) : error;
      }
    },
  });

  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    await prepared;
    const tenant = request.tenant;
    // tus writes the answer itself; its hooks find the tenant and actor in the scope.
    reply.hijack();
    await withTenant(tenant.id, () =>
      scopes.run({ tenant, actor: operatorActor(request) }, () =>
        tus.handle(request.raw, reply.raw),
      ),
    );
  };

  app.register((uploads, _opts, registered) => {
    // The bytes of a PATCH stay in the request stream for tus to read.
    uploads.addContentTypeParser('application/offset+octet-stream', (_request, _payload, parsed) =>
      parsed(null),
    );
    for (const url of [uploadEndpoint, `${uploadEndpoint}/:uploadId`]) {
      uploads.route({
        method: url === uploadEndpoint ? ['POST'] : ['HEAD', 'PATCH', 'DELETE'],
        url,
        schema: { hide: true },
        onRequest: authenticate,
        handler: handle,
      });
    }
    registered();
  });

  serveCall(app, getJobCall, {
    tag: 'admin',
    authenticate,
    handler: async (request) => ({
      content: await getJob(options.queue, request.tenant, request.params.id),
    }),
  });
  serveCall(app, getCapabilitiesCall, {
    tag: 'admin',
    authenticate,
    handler: () => ({
      content: {
        transcoding: options.tools !== null,
        liveIngest: options.liveIngestUnavailable === null,
        liveIngestUnavailable: options.liveIngestUnavailable,
        maxUploadBytes: options.maxUploadBytes,
        uploadEndpoint,
      },
    }),
  });
  done();
};
