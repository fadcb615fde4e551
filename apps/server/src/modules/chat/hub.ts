import type { ChatSocketEvent } from "@banca/contract/calls/chat";
import type { Database } from "#app/db/database.ts";
import type { ChatBus, ChatEvent } from "./bus.ts";
import { createChatRepository } from "./repository.ts";
import { toWireConversation, toWireMessage } from "./wire.ts";

export type ChatListener = { send(event: ChatSocketEvent): void };

const keyOf = (merchantCode: string, memberId: number) => `${merchantCode}:${memberId}`;

/**
 * This instance's open chat sockets by member. Every event of the bus reaches every instance; only
 * one holding a socket of that member reads the database, once per event, and pushes to them all.
 */
export function createChatHub(db: Database, bus: ChatBus, onError: (error: unknown) => void) {
  const listeners = new Map<string, Set<ChatListener>>();

  async function eventFor(event: ChatEvent): Promise<ChatSocketEvent | null> {
    const chat = createChatRepository(db);
    switch (event.kind) {
      case "message": {
        const message = event.id ? await chat.message(event.memberId, event.id) : null;
        if (!message) return null;
        return {
          type: "message",
          message: toWireMessage(message),
          unreadCount: await chat.memberUnread(event.memberId),
        };
      }
      case "conversation": {
        const conversation = event.id ? await chat.conversation(event.merchantCode, event.id) : null;
        if (!conversation || conversation.memberId !== event.memberId) return null;
        return { type: "conversation", conversation: toWireConversation(conversation) };
      }
      case "unread":
        return { type: "unread", unreadCount: await chat.memberUnread(event.memberId) };
    }
  }

  const unsubscribe = bus.subscribe((event) => {
    const targets = listeners.get(keyOf(event.merchantCode, event.memberId));
    if (!targets || targets.size === 0) return;
    eventFor(event).then((pushed) => {
      if (pushed) for (const listener of targets) listener.send(pushed);
    }, onError);
  });

  return {
    /** Registers a socket of a member; answers how to let it go. */
    join(merchantCode: string, memberId: number, listener: ChatListener): () => void {
      const key = keyOf(merchantCode, memberId);
      const set = listeners.get(key) ?? new Set<ChatListener>();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
    get size() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
    close: unsubscribe,
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
