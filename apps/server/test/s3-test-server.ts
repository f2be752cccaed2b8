// A small S3-speaking server for tests, on loopback, holding objects in memory. It answers the
// calls the media store makes, as S3 answers them: PutObject, GetObject (with Range), HeadObject,
// DeleteObject and ListObjectsV2 (paged), path-style (`/<bucket>/<key>`), errors as S3's XML; and
// those tus's S3 store makes for resumable uploads (ADR 053): multipart uploads (create, upload a
// part, list parts, complete, abort), DeleteObjects, and user metadata (`x-amz-meta-*`).
// Written here because the npm fake S3 servers either went unmaintained (s3rver 3.7, 2021, with
// old busboy and fast-xml-parser) or need a newer Node than the project's 20.
// It refuses requests not signed with the expected access key, and records every call, so tests
// can tell that a refused request never reached the bucket.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredTestObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** `x-amz-meta-*` headers as they came. */
  metadata?: Record<string, string>;
}

interface MultipartUpload {
  key: string;
  contentType: string;
  metadata: Record<string, string>;
  parts: Map<number, { body: Buffer; etag: string; lastModified: Date }>;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredTestObject>;
  /** Multipart uploads begun and not yet completed or aborted, by upload id. */
  multipart: Map<string, MultipartUpload>;
  /** `METHOD key` of every call that reached the bucket (listings: `LIST prefix`). */
  calls: string[];
  /** While true, every call is answered 503 SlowDown, as an overloaded or failing service does. */
  failing: boolean;
  close(): Promise<void>;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  head = false,
) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`,
  );
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  // A streamed upload may come aws-chunked: `<hex size>[;chunk-signature=…]\r\n<data>\r\n`…
  const encoding = String(req.headers['content-encoding'] ?? '');
  const sha = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!encoding.includes('aws-chunked') && !sha.startsWith('STREAMING-')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const md5Etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
/** S3 keeps second precision. */
const nowToTheSecond = () => new Date(Math.floor(Date.now() / 1000) * 1000);
const metadataOf = (req: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(req.headers)
      .filter(([name]) => name.startsWith('x-amz-meta-'))
      .map(([name, value]) => [name, String(value)]),
  );
const sendXml = (res: ServerResponse, xml: string) => {
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
};
/** The text of every `<tag>` in a request's XML body, in order. */
const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);

/** One Range header against a length, the way S3 reads it (single ranges only). */
function rangeOf(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match) return null;
  if (match[1] === '') {
    const n = Number(match[2]);
    return n > 0 && size > 0 ? { start: Math.max(0, size - n), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start < size && end >= start ? { start, end } : null;
}

export async function startS3TestServer(
  options: { bucket?: string; pageSize?: number; port?: number } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'touchline-media';
  const accessKeyId = 'TESTACCESSKEY0001';
  const secretAccessKey = 'test-secret-access-key-0123456789';
  const objects = new Map<string, StoredTestObject>();
  const multipart = new Map<string, MultipartUpload>();
  const calls: string[] = [];
  const state = { failing: false };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const head = req.method === 'HEAD';
      if (state.failing)
        return sendError(res, 503, 'SlowDown', 'Please reduce your request rate', head);
      // Signature V4 names the access key in its credential scope; anything else is refused.
      if (!String(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`))
        return sendError(res, 403, 'InvalidAccessKeyId', 'Unknown access key', head);
      const [, bucketName = '', ...keyParts] = url.pathname.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      if (bucketName !== bucket)
        return sendError(res, 404, 'NoSuchBucket', 'The bucket does not exist', head);

      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        calls.push(`LIST ${prefix}`);
        const max = Math.min(
          Number(url.searchParams.get('max-keys') ?? 1000),
          options.pageSize ?? 1000,
        );
        const after = url.searchParams.get('continuation-token') ?? '';
        const matching = [...objects.keys()]
          .filter((k) => k.startsWith(prefix) && k > after)
          .sort();
        const page = matching.slice(0, max);
        const truncated = matching.length > page.length;
        const contents = page
          .map((k) => {
            const o = objects.get(k)!;
            return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join('');
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1]!)}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
      }
      if (req.method === 'POST' && key === '' && url.searchParams.has('delete')) {
        const keys = xmlValues((await bodyOf(req)).toString(), 'Key');
        calls.push(`DELETE ${keys.join(' ')}`);
        for (const k of keys) objects.delete(k);
        return sendXml(
          res,
          `<DeleteResult>${keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('')}</DeleteResult>`,
        );
      }
      if (key === '') return sendError(res, 400, 'InvalidRequest', 'Not supported here', head);
      calls.push(`${req.method} ${key}`);

      const uploadId = url.searchParams.get('uploadId');
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomUUID();
        multipart.set(id, {
          key,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          metadata: metadataOf(req),
          parts: new Map(),
        });
        return sendXml(
          res,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (uploadId !== null) {
        const upload = multipart.get(uploadId);
        if (!upload || upload.key !== key)
          return sendError(res, 404, 'NoSuchUpload', 'The specified upload does not exist.', head);
        if (req.method === 'PUT') {
          const body = await bodyOf(req);
          const etag = md5Etag(body);
          upload.parts.set(Number(url.searchParams.get('partNumber')), {
            body,
            etag,
            lastModified: nowToTheSecond(),
          });
          res.writeHead(200, { etag });
          return res.end();
        }
        if (req.method === 'GET') {
          const parts = [...upload.parts.entries()]
            .sort(([x], [y]) => x - y)
            .map(
              ([n, part]) =>
                `<Part><PartNumber>${n}</PartNumber><LastModified>${part.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(part.etag)}</ETag><Size>${part.body.length}</Size></Part>`,
            )
            .join('');
          return sendXml(
            res,
            `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`,
          );
        }
        if (req.method === 'POST') {
          const named = xmlValues((await bodyOf(req)).toString(), 'PartNumber').map(Number);
          const bodies = named.map((n) => upload.parts.get(n)?.body);
          if (named.length === 0 || bodies.some((b) => !b))
            return sendError(res, 400, 'InvalidPart', 'A named part was not uploaded');
          const body = Buffer.concat(bodies as Buffer[]);
          const etag = md5Etag(body);
          objects.set(key, {
            body,
            contentType: upload.contentType,
            etag,
            lastModified: nowToTheSecond(),
            metadata: upload.metadata,
          });
          multipart.delete(uploadId);
          return sendXml(
            res,
            `<CompleteMultipartUploadResult><Location>${endpoint()}/${bucket}/${xmlEscape(key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
          );
        }
        if (req.method === 'DELETE') {
          multipart.delete(uploadId);
          res.writeHead(204);
          return res.end();
        }
      }

      if (req.method === 'PUT') {
        if (req.headers['x-amz-copy-source'])
          return sendError(res, 501, 'NotImplemented', 'Not supported by the test server');
        const body = await bodyOf(req);
        const etag = md5Etag(body);
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          etag,
          lastModified: nowToTheSecond(),
          metadata: metadataOf(req),
        });
        res.writeHead(200, { etag });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'GET' || head) {
        const object = objects.get(key);
        if (!object)
          return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
        const common = {
          'content-type': object.contentType,
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
          ...object.metadata,
        };
        const rangeHeader = req.headers.range;
        if (rangeHeader && !head) {
          const range = rangeOf(rangeHeader, object.body.length);
          if (!range)
            return sendError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
          res.writeHead(206, {
            ...common,
            'content-length': range.end - range.start + 1,
            'content-range': `bytes ${range.start}-${range.end}/${object.body.length}`,
          });
          return res.end(object.body.subarray(range.start, range.end + 1));
        }
        res.writeHead(200, { ...common, 'content-length': object.body.length });
        return res.end(head ? undefined : object.body);
      }
      return sendError(res, 405, 'MethodNotAllowed', 'Not supported', head);
    })().catch((error: unknown) => sendError(res, 500, 'InternalError', String(error)));
  });
  const endpoint = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return Object.assign(state, {
    endpoint: endpoint(),
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    multipart,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The environment that points the server at this bucket. */
export const s3Env = (s3: S3TestServer): Record<string, string> => ({
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'on',
});
