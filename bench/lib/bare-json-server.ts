// The API benchmark's baseline: a bare Fastify app answering static JSON (no database, no tenant,
// no validation), run as its own process like the real server so neither shares a core with the
// load generator. Usage: node --import tsx bench/lib/bare-json-server.ts <port> <payloads.json>
// where payloads.json is `{ "list": …, "event": … }`, served by POST /bare/list and GET /bare/event.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [portText, payloadFile] = process.argv.slice(2);
if (!portText || !payloadFile) throw new Error('usage: bare-json-server.ts <port> <payloads.json>');
const payloads = JSON.parse(readFileSync(payloadFile, 'utf8')) as { list: unknown; event: unknown };

const app = Fastify({ logger: false });
app.post('/bare/list', () => payloads.list);
app.get('/bare/event', () => payloads.event);
await app.listen({ port: Number(portText), host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
