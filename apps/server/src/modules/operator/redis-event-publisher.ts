// Publishing from a process that holds no sockets (the operator command): a socket.io server
// that is never attached to HTTP, with the same Redis adapter as the portal's processes. Its room
// broadcasts go out on the adapter's Redis channel, and every portal process delivers them to its
// own sockets in that room, exactly as if one of them had emitted the message.
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { connectRedisRelay } from '../../realtime/redis-adapter';
import { createRealtimeService } from '../../realtime/realtime-service';
import type { RealtimeServer } from '../../realtime/realtime-types';
import type { EventPublisher } from '../../realtime/event-publisher';

export interface RedisEventPublisher {
  publisher: EventPublisher;
  /** Flushes what was published and disconnects. */
  close(): Promise<void>;
}

export async function connectRedisEventPublisher(
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<RedisEventPublisher> {
  const relay = await connectRedisRelay(redisUrl, log);
  const io: RealtimeServer = new Server({ serveClient: false });
  io.adapter(relay.adapter);
  const service = createRealtimeService(io, { relayed: true });
  return {
    // The portal processes forget the tenant's cached answers before the change is announced.
    publisher: {
      toEvent: (tenantId, eventId, name, message) => {
        service.staleAnswers?.(tenantId);
        service.toEvent(tenantId, eventId, name, message);
      },
    },
    close: async () => {
      await io.of('/').adapter.close();
      // The Redis clients close gracefully: queued PUBLISH commands are sent first.
      await relay.close();
    },
  };
}
