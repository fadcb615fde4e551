import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Database } from "#app/db/database.ts";

/**
 * What one server instance tells the others about a member's chat: ids only, so the payload stays
 * far below NOTIFY's 8000 bytes and every instance reads what it pushes from the database.
 */
export type ChatEvent = {
  merchantCode: string;
  memberId: number;
  kind: "message" | "conversation" | "unread";
  id?: number;
};

/** Fans chat events out to every instance (decision 061). */
export type ChatBus = {
  readonly kind: "database" | "redis";
  publish(event: ChatEvent): Promise<void>;
  /** Every event, from this instance and the others. */
  subscribe(handler: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = "banca_chat";

function parseEvent(payload: string): ChatEvent | null {
  try {
    const event = JSON.parse(payload) as ChatEvent;
    return typeof event.memberId === "number" && typeof event.merchantCode === "string" ? event : null;
  } catch {
    return null;
  }
}

function handlerSet() {
  const handlers = new Set<(event: ChatEvent) => void>();
  return {
    add(handler: (event: ChatEvent) => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    dispatch(payload: string) {
      const event = parseEvent(payload);
      if (event) for (const handler of handlers) handler(event);
    },
  };
}

/** LISTEN/NOTIFY on the application's own database: nothing more to run (PostgreSQL and PGlite). */
async function databaseBus(db: Database): Promise<ChatBus> {
  const handlers = handlerSet();
  const stop = await db.listen(CHANNEL, (payload) => handlers.dispatch(payload));
  return {
    kind: "database",
    async publish(event) {
      await db.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: handlers.add,
    close: stop,
  };
}

// An in-memory PGlite database is one process's own: its Redis channel must not meet another's.
const pgliteNamespaces = new WeakMap<Database, string>();

/** Names the database, so instances of one database share a Redis channel and no one else does. */
async function namespaceOf(db: Database): Promise<string> {
  if (db.kind === "pglite") {
    const known = pgliteNamespaces.get(db) ?? randomUUID();
    pgliteNamespaces.set(db, known);
    return known;
  }
  const rows = await db.query<{ name: string }>(
    "SELECT current_database() || '.' || current_schema() AS name",
  );
  return rows[0]?.name ?? "default";
}

/** Redis pub/sub: one connection publishes, one subscribes (a subscribed connection does nothing else). */
async function redisBus(db: Database, url: string): Promise<ChatBus> {
  const channel = `banca:chat:${await namespaceOf(db)}`;
  const handlers = handlerSet();
  const options = { maxRetriesPerRequest: 3, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    subscriber.on("message", (from: string, payload: string) => {
      if (from === channel) handlers.dispatch(payload);
    });
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    kind: "redis",
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: handlers.add,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/** Redis pub/sub when REDIS_URL is set, else the database's LISTEN/NOTIFY. */
export function openChatBus(db: Database, redisUrl?: string): Promise<ChatBus> {
  return redisUrl ? redisBus(db, redisUrl) : databaseBus(db);
}
