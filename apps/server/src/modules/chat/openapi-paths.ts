import { CHAT_SOCKET_PATH } from "@banca/contract/chat";

/** The chat's socket in the OpenAPI document: not an envelope call, a WebSocket upgrade. */
export const CHAT_SOCKET_OPENAPI_PATHS = {
  [CHAT_SOCKET_PATH]: {
    get: {
      operationId: "chatSocket",
      summary:
        'The live chat\'s push channel (CBS3), a WebSocket. First frame from the site: {"type":"hello","token":"<session token>","merchant":"<code>","afterId":<last message id held>} within 10 s. The server answers {"type":"ready",conversation,unreadCount}, then the messages after afterId, then {"type":"message"|"conversation"|"unread",...} as they happen (schemas: chatSocketEventSchema in the contract). Closes with 4401 for a missing, bad or ended session and 4403 for an account that may not chat (agents: use the information channel; trial accounts) or chat switched off',
      tags: ["chat"],
      "x-module-id": "CBS3",
      parameters: [
        {
          name: "Upgrade",
          in: "header",
          required: true,
          schema: { type: "string", enum: ["websocket"] },
        },
      ],
      responses: {
        101: { description: "Switching protocols: the socket is open, waiting for the hello" },
        400: { description: "Error envelope (request_param_err) for a plain request without the upgrade" },
      },
    },
  },
};
