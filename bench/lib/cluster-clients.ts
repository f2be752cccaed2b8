// The socket.io clients of the cluster bench, in a worker thread (so parsing thousands of
// receipts does not stall the coordinating thread): they connect through the proxy (websocket
// transport), join one event room, rejoin it after every reconnection, and stamp each score
// change they receive on the clock both threads share (timeOrigin + now).
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

export const clientsRole = 'cluster-clients';

export interface ClientsJob {
  role: typeof clientsRole;
  proxy: string;
  host: string;
  eventId: string;
  clients: number;
}
export type ToClients =
  | { kind: 'arm'; home: number; away: number; timeoutMs: number }
  | { kind: 'status' }
  | { kind: 'close' };
export type FromClients =
  | { kind: 'status'; joined: number; reconnects: number }
  | { kind: 'armed' }
  | { kind: 'received'; at: number[] };

const connectBatch = 250;
const clock = () => performance.timeOrigin + performance.now();

interface ScoreMessage {
  event?: { score?: { home: number; away: number } | null };
}

export async function runClients(job: ClientsJob, port: NonNullable<typeof parentPort>) {
  const sockets: Socket[] = [];
  const joined = new Set<Socket>();
  let reconnects = 0;
  const send = (message: FromClients) => port.postMessage(message);
  const open = () => {
    const socket = io(job.proxy, {
      path: '/ws',
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 3_000,
      extraHeaders: { host: job.host },
    });
    let first = true;
    socket.on('connect', () => {
      if (!first) reconnects += 1;
      first = false;
      socket
        .timeout(30_000)
        .emitWithAck('join-event-room', { eventId: job.eventId })
        .then(
          () => joined.add(socket),
          () => undefined,
        );
    });
    socket.on('disconnect', () => joined.delete(socket));
    return socket;
  };
  port.on('message', (message: ToClients) => {
    if (message.kind === 'close') {
      for (const socket of sockets) socket.disconnect();
      port.close();
      return;
    }
    if (message.kind === 'status') {
      send({ kind: 'status', joined: joined.size, reconnects });
      return;
    }
    const at: number[] = [];
    const handlers = new Map<Socket, (payload: ScoreMessage) => void>();
    const finish = () => {
      clearTimeout(timer);
      for (const [socket, handler] of handlers) socket.off('update-event', handler);
      send({ kind: 'received', at });
    };
    const timer = setTimeout(finish, message.timeoutMs);
    for (const socket of sockets) {
      const handler = (payload: ScoreMessage) => {
        const score = payload.event?.score;
        if (score?.home !== message.home || score.away !== message.away) return;
        at.push(clock());
        socket.off('update-event', handler);
        if (at.length === sockets.length) finish();
      };
      handlers.set(socket, handler);
      socket.on('update-event', handler);
    }
    send({ kind: 'armed' });
  });
  for (let i = 0; i < job.clients; i += connectBatch) {
    const batch = Array.from({ length: Math.min(connectBatch, job.clients - i) }, open);
    sockets.push(...batch);
    // The next batch once most of this one joined (bounded: a slow batch does not stop the run).
    const deadline = Date.now() + 20_000;
    while (joined.size < sockets.length - 10 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if ((workerData as ClientsJob | null)?.role === clientsRole && parentPort)
  void runClients(workerData as ClientsJob, parentPort);

/** This file in a worker thread, with TypeScript loading (tsx) registered there first. */
export function startClientsWorker(job: ClientsJob): Worker {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)}))`;
  return new Worker(boot, { eval: true, workerData: job });
}

/** The worker's next message of `kind`, or a rejection after `timeoutMs`. */
export function nextFrom<K extends FromClients['kind']>(
  worker: Worker,
  kind: K,
  timeoutMs: number,
): Promise<Extract<FromClients, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the client worker sent no ${kind} within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(message: FromClients) {
      if (message.kind !== kind) return;
      done();
      resolve(message as Extract<FromClients, { kind: K }>);
    }
    function onError(error: Error) {
      done();
      reject(error);
    }
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
}
