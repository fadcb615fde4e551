import type { ChatDeskEvent } from "@banca/contract/backoffice/chat-desk";
import type { Database } from "#app/db/database.ts";
import type { ChatBus } from "./bus.ts";
import { readDeskChange } from "./operator-service.ts";

export type DeskListener = { send(event: ChatDeskEvent): void };

/**
 * This instance's open desk sockets by merchant. Every change of the bus reaches every instance;
 * one holding desk sockets of that merchant reads the change once and pushes it to them all.
 */
export function createDeskHub(db: Database, bus: ChatBus, onError: (error: unknown) => void) {
  const listeners = new Map<string, Set<DeskListener>>();

  const unsubscribe = bus.subscribe((event) => {
    const targets = listeners.get(event.merchantCode);
    if (!targets || targets.size === 0) return;
    readDeskChange(db, event).then((change) => {
      if (!change) return;
      const pushed: ChatDeskEvent = change.message
        ? {
            type: change.first ? "queued" : "message",
            conversation: change.conversation,
            message: change.message,
          }
        : { type: "conversation", conversation: change.conversation };
      for (const listener of targets) listener.send(pushed);
    }, onError);
  });

  return {
    /** Registers a desk socket of a merchant; answers how to let it go. */
    join(merchantCode: string, listener: DeskListener): () => void {
      const set = listeners.get(merchantCode) ?? new Set<DeskListener>();
      set.add(listener);
      listeners.set(merchantCode, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(merchantCode) === set) listeners.delete(merchantCode);
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
export type DeskHub = ReturnType<typeof createDeskHub>;
