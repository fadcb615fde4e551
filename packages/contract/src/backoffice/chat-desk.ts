// Free of zod: the back office reads the desk socket's path and events without pulling schemas in.

/**
 * The chat desk's push channel (decision 088): a WebSocket on the back office's own origin,
 * authenticated by the staff session cookie at the upgrade, for one merchant (`?merchant=<code>`).
 */
export const CHAT_DESK_SOCKET_PATH = "/admin/api/chat/socket";

/** The desk says `{"type":"ping"}` this often; the server checks the session again at each. */
export const CHAT_DESK_PING_MS = 25_000;

/** A conversation as the desk's list shows it (the row of `GET /admin/api/chat/conversations`). */
export type ChatDeskConversation = {
  id: number;
  queue: "service" | "vip";
  status: "waiting" | "open" | "closed";
  createdAt: number;
  takenAt: number | null;
  closedAt: number | null;
  lastMessageAt: number;
  username: string;
  vip: boolean;
  /** The operator (a staff member's username, or an operator key's name) who holds it. */
  operator: string | null;
  unread: number;
  last: { from: "member" | "operator"; text: string; image: boolean } | null;
};

/** A message as the desk's history shows it. */
export type ChatDeskMessage = {
  id: number;
  from: "member" | "operator";
  operator: string | null;
  text: string;
  image: { contentType: string; size: number } | null;
  time: number;
};

/**
 * What the server pushes to the desk. `queued`: a member's first message opened a conversation;
 * `message`: a new message of a conversation in progress (the member's, or another operator's
 * answer); `conversation`: taken or closed (by whoever, the row says by whom).
 */
export type ChatDeskEvent =
  | { type: "ready"; merchant: string }
  | { type: "queued"; conversation: ChatDeskConversation; message: ChatDeskMessage }
  | { type: "message"; conversation: ChatDeskConversation; message: ChatDeskMessage }
  | { type: "conversation"; conversation: ChatDeskConversation }
  | { type: "pong" };
