import type { Queryable } from "#app/db/database.ts";

/** An origin as a CSP source takes it: scheme, host and port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/**
 * The game-launch hosts (`site.launchGameCDNs`, spec part 1 §9) of every merchant, as one CSP source
 * list: the site frames a game on one of them. Read when the server starts, like the merchants'
 * configuration files; an entry that is not a bare origin is left out.
 */
export async function merchantLaunchHosts(db: Queryable): Promise<string> {
  const rows = await db.query<{ hosts: unknown }>(
    "SELECT settings->'site'->'launchGameCDNs' AS hosts FROM merchants",
  );
  const hosts = rows.flatMap((row) => (Array.isArray(row.hosts) ? row.hosts : []));
  const origins = hosts
    .filter((host): host is string => typeof host === "string")
    .map((host) => host.trim().replace(/\/+$/, ""))
    .filter((host) => ORIGIN.test(host));
  return [...new Set(origins)].join(" ");
}

/** Whether any merchant sets an analytics tag id: without one, the CSP names no analytics origin. */
export async function anyMerchantAnalytics(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM merchants WHERE coalesce(settings->'site'->>'gtagId', '') <> ''",
  );
  return (rows[0]?.n ?? 0) > 0;
}
