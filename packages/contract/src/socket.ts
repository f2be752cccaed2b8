// Realtime messages over socket.io at /ws (spec §7 "Realtime socket"): payload schemas and the
// typed event maps for `Server<ClientToServerEvents, ServerToClientEvents>` and `Socket<…>`.
import { z } from 'zod';
import { event } from './entities/event';
import { purchaseStatus } from './entities/product';
import { wireError } from './errors';
import { tagWire } from './entities/tag';
import { id, isoDate } from './ids';

/** Handshake `auth`: the access token lets the server check which user room a socket may join. */
export const socketAuth = z.object({ token: z.string().min(1).optional() });
export type SocketAuth = z.infer<typeof socketAuth>;

// Client → server
export const userRoomMessage = z.object({ userId: id }).strict();
export const joinEventRoomMessage = z.object({ eventId: id }).strict();
export const leaveEventRoomMessage = z
  .object({
    eventId: id,
    /** The tenant's short name (customer config `shortName`). */
    customer: z.string().min(1).max(64),
  })
  .strict();
export type UserRoomMessage = z.infer<typeof userRoomMessage>;
export type JoinEventRoomMessage = z.infer<typeof joinEventRoomMessage>;
export type LeaveEventRoomMessage = z.infer<typeof leaveEventRoomMessage>;

export const clientMessages = {
  'join-user-room': userRoomMessage,
  'leave-user-room': userRoomMessage,
  'join-event-room': joinEventRoomMessage,
  'leave-event-room': leaveEventRoomMessage,
} as const;
export type ClientMessageName = keyof typeof clientMessages;

/**
 * The acknowledgement of a client message, when the client asks for one: `{ ok: true }`, or a
 * failure in the same wire format as an HTTP failure (decisions.md), `ok: false` added.
 */
export const roomAnswer = z.union([
  z.object({ ok: z.literal(true) }),
  wireError.extend({ ok: z.literal(false) }),
]);
export type RoomAnswer = z.infer<typeof roomAnswer>;

// Server → client
export const eventUrlChangeMessage = z.object({
  eventId: id,
  /** The new stream address; null for an event that is not free, whose address is signed per
   *  viewer: the page asks for the event again (docs/decisions/035). */
  eventUrl: z.string().min(1).nullable(),
});
export const removeUserDeviceMessage = z.object({
  /** The client-generated device id (Device.deviceId) that was removed. */
  deviceId: id,
});
export const updateEventMessage = z.object({ event: event });
export const userAccountMessage = z.object({ userId: id });
export const mediaComment = z.object({
  id: id,
  mediaId: id,
  userId: id,
  authorName: z.string(),
  text: z.string().min(1).max(2000),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type MediaComment = z.infer<typeof mediaComment>;
/**
 * A comment on a video, or a global timeline tag, which reaches every open page of the video the
 * same way: `comment-on-media` when created, `-updated` when changed, `-deleted` (commentId = the
 * tag's id) when removed or made private.
 */
export const commentOnMediaMessage = z.union([
  z.object({ comment: mediaComment }),
  z.object({ tag: tagWire }),
]);
export const commentDeletedMessage = z.object({ mediaId: id, commentId: id });
export const userPurchaseStatusMessage = z.object({
  contractId: id.nullable(),
  productId: id,
  status: purchaseStatus,
});
export type EventUrlChangeMessage = z.infer<typeof eventUrlChangeMessage>;
export type RemoveUserDeviceMessage = z.infer<typeof removeUserDeviceMessage>;
export type UpdateEventMessage = z.infer<typeof updateEventMessage>;
export type UserAccountMessage = z.infer<typeof userAccountMessage>;
export type CommentOnMediaMessage = z.infer<typeof commentOnMediaMessage>;
export type CommentDeletedMessage = z.infer<typeof commentDeletedMessage>;
export type UserPurchaseStatusMessage = z.infer<typeof userPurchaseStatusMessage>;

export const serverMessages = {
  'event-url-change': eventUrlChangeMessage,
  'remove-user-device': removeUserDeviceMessage,
  'update-event': updateEventMessage,
  'register-user': userAccountMessage,
  'unregister-user': userAccountMessage,
  'comment-on-media': commentOnMediaMessage,
  'comment-on-media-updated': commentOnMediaMessage,
  'comment-on-media-deleted': commentDeletedMessage,
  'user-purchase-status': userPurchaseStatusMessage,
} as const;
export type ServerMessageName = keyof typeof serverMessages;

export interface ClientToServerEvents {
  'join-user-room': (message: UserRoomMessage) => void;
  'leave-user-room': (message: UserRoomMessage) => void;
  'join-event-room': (message: JoinEventRoomMessage) => void;
  'leave-event-room': (message: LeaveEventRoomMessage) => void;
}

export interface ServerToClientEvents {
  'event-url-change': (message: EventUrlChangeMessage) => void;
  'remove-user-device': (message: RemoveUserDeviceMessage) => void;
  'update-event': (message: UpdateEventMessage) => void;
  'register-user': (message: UserAccountMessage) => void;
  'unregister-user': (message: UserAccountMessage) => void;
  'comment-on-media': (message: CommentOnMediaMessage) => void;
  'comment-on-media-updated': (message: CommentOnMediaMessage) => void;
  'comment-on-media-deleted': (message: CommentDeletedMessage) => void;
  'user-purchase-status': (message: UserPurchaseStatusMessage) => void;
}

/** Rooms carry the tenant id because demo and imported ids may repeat across tenants. */
export const socketRooms = {
  user: (tenantId: string, userId: string) => `t:${tenantId}:user:${userId}`,
  event: (tenantId: string, eventId: string) => `t:${tenantId}:event:${eventId}`,
} as const;
