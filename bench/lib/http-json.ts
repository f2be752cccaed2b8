// One JSON request with an explicit Host header (the server picks the tenant by host name, and
// fetch may not set Host), answering the status and the parsed body.
import { request } from 'node:http';

export interface JsonAnswer {
  status: number;
  body: unknown;
  bytes: number;
}

export function requestJson(
  url: string,
  host: string,
  method: 'GET' | 'POST',
  body?: unknown,
): Promise<JsonAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          host,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: keep the text for the error message
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, bytes: Buffer.byteLength(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
