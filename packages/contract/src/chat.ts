// Free of zod: the site reads these limits and the socket's path without pulling the schemas in.

/** The live chat's limits (decision 060); images as every other upload (spec part 2 §5). */
export const CHAT_LIMITS = {
  /** Characters of one message's text. */
  maxText: 1000,
  /** Messages of one history page. */
  pageSize: 30,
  maxPageSize: 100,
  /** One image per message: png or jpg, at most 5 MB. */
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ["image/png", "image/jpeg"],
  /** Images a member may send in a row while no operator has answered. */
  maxImagesUnanswered: 3,
} as const;

/** Club ranks above this one are served by the VIP service (spec part 1 §4). */
export const CHAT_VIP_ABOVE_RANK = 4;

/** The socket that pushes the member's chat; the site says hello with its token first. */
export const CHAT_SOCKET_PATH = "/wps/chat/socket";

/** The queues of the service desk: the general service, and the VIP service. */
export const CHAT_QUEUES = ["service", "vip"] as const;
export type ChatQueue = (typeof CHAT_QUEUES)[number];

export const CHAT_CONVERSATION_STATUSES = ["waiting", "open", "closed"] as const;
export type ChatConversationStatus = (typeof CHAT_CONVERSATION_STATUSES)[number];

/** Socket close codes the site acts on: log in again, stop retrying, or come back at once. */
export const CHAT_SOCKET_CLOSE = {
  /** The instance is restarting (RFC 6455 "service restart"): reconnect now, another one answers. */
  serviceRestart: 1012,
  /** No hello, a bad hello, or a session that ended: the site stops until the next login. */
  unauthorized: 4401,
  /** The account may not chat (an agent, a trial account) or the merchant switched chat off. */
  refused: 4403,
} as const;
