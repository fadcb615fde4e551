import pg from "pg";

type Handler = (payload: string) => void;

const RECONNECT_MS = 1000;
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN needs one connection kept open outside the pool: opened with the first listener, closed
 * with the database. A dropped connection is opened again and listens to every channel again; what
 * was notified meanwhile is lost, so listeners must catch up by reading (the chat's sockets do).
 */
export function createPostgresListener(config: pg.ClientConfig) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client(config);
    next.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    next.on("error", () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      if (!closed && handlers.size > 0) setTimeout(() => void ensure().catch(() => {}), RECONNECT_MS);
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    return next;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (opened) => {
        client = opened;
        connecting = null;
        return opened;
      },
      (error: unknown) => {
        connecting = null;
        if (!closed && handlers.size > 0) setTimeout(() => void ensure().catch(() => {}), RECONNECT_MS);
        throw error;
      },
    );
    return connecting;
  }

  return {
    async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set<Handler>();
      set.add(handler);
      handlers.set(channel, set);
      const connection = await ensure();
      if (first) await connection.query(`LISTEN ${quoted(channel)}`);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      const open = client ?? (await connecting?.catch(() => null));
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
