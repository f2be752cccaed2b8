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
  | { kind: 'status'; joined: number; reconnects: number; progress: ClientsProgress }
  | { kind: 'armed' }
  | { kind: 'received'; at: number[] };

/** Where the sockets stand, for a run that stalls to say why. */
export interface ClientsProgress {
  opened: number;
  connected: number;
  joined: number;
  connectErrors: number;
  joinRetries: number;
}

/**
 * Sockets connecting or joining at once. Opening them in big bursts (the first version opened
 * 250 at a time and waited up to 20 s for most of a burst) piled handshakes on busy processes:
 * join acks passed their timeout, those sockets never joined, and the run waited for them until
 * its 10 minutes were up. A window keeps the rate at what the processes answer.
 */
const inFlightWindow = 100;
const joinTimeoutMs = 30_000;
const clock = () => performance.timeOrigin + performance.now();

interface ScoreMessage {
  event?: { score?: { home: number; away: number } | null };
}

export async function runClients(job: ClientsJob, port: NonNullable<typeof parentPort>) {
  const sockets: Socket[] = [];
  const joined = new Set<Socket>();
  const connected = new Set<Socket>();
  let reconnects = 0;
  let connectErrors = 0;
  let joinRetries = 0;
  /** Resolves the wait of the opening loop whenever a socket joins or gives up. */
  let settled: () => void = () => undefined;
  const send = (message: FromClients) => port.postMessage(message);
  const join = (socket: Socket) => {
    socket
      .timeout(joinTimeoutMs)
      .emitWithAck('join-event-room', { eventId: job.eventId })
      .then(
        () => {
          joined.add(socket);
          settled();
        },
        () => {
          // A join lost or too slow is asked again while the socket is up: never left unjoined.
          if (!socket.connected) return;
          joinRetries += 1;
          join(socket);
        },
      );
  };
  const open = () => {
    const socket = io(job.proxy, {
      path: '/ws',
      transports: ['websocket'],
      forceNew: true,
      // Spread reconnections (after a process is killed, a third of the sockets reconnect at
      // once): socket.io's jitter of ±50 % over a first delay of 1 s.
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      timeout: 60_000,
      extraHeaders: { host: job.host },
    });
    let first = true;
    socket.on('connect', () => {
      connected.add(socket);
      if (!first) reconnects += 1;
      first = false;
      join(socket);
    });
    socket.on('connect_error', () => {
      connectErrors += 1;
      settled();
    });
    socket.on('disconnect', () => {
      connected.delete(socket);
      joined.delete(socket);
    });
    return socket;
  };
  port.on('message', (message: ToClients) => {
    if (message.kind === 'close') {
      for (const socket of sockets) socket.disconnect();
      port.close();
      return;
    }
    if (message.kind === 'status') {
      send({
        kind: 'status',
        joined: joined.size,
        reconnects,
        progress: {
          opened: sockets.length,
          connected: connected.size,
          joined: joined.size,
          connectErrors,
          joinRetries,
        },
      });
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
  // A new socket whenever fewer than the window are still connecting or joining.
  while (sockets.length < job.clients) {
    if (sockets.length - joined.size < inFlightWindow) {
      sockets.push(open());
      continue;
    }
    await new Promise<void>((resolve) => {
      settled = resolve;
      // Bounded: sockets that lost their process (reconnecting) do not hold the opening back.
      setTimeout(resolve, 1_000);
    });
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
