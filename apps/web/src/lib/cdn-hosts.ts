/**
 * Image and game-launch hosts (spec part 1 §9): the status call lists them (`imageCDNs`,
 * `launchGameCDNs`) and the site picks one at random per page load. Only the site's own addresses
 * ("/media/…") move to a host; an address that already names one (a vendor's game, an uploaded
 * avatar's data URL) is left as it is. With no list, everything stays on the site's own origin.
 */
type Kind = "image" | "launch";

const lists: Record<Kind, readonly string[]> = { image: [], launch: [] };
// One random starting point per page load and kind, so the images of a page share a host.
const starts: Record<Kind, number> = { image: Math.random(), launch: Math.random() };

/** Hosts as the merchant gives them: an origin such as "https://img1.example.com" (no path). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

export function setCdnHosts(hosts: { imageCDNs: readonly string[]; launchGameCDNs: readonly string[] }) {
  const clean = (list: readonly string[]) =>
    list.map((host) => host.trim().replace(/\/+$/, "")).filter((host) => ORIGIN.test(host));
  lists.image = clean(hosts.imageCDNs);
  lists.launch = clean(hosts.launchGameCDNs);
}

/** The hosts to try in order: the page's random pick, then the others, then the site itself (""). */
export function hostOrder(kind: Kind): string[] {
  const list = lists[kind];
  if (list.length === 0) return [""];
  const first = Math.floor(starts[kind] * list.length);
  return [...list.slice(first), ...list.slice(0, first), ""];
}

const siteRelative = (path: string) => path.startsWith("/") && !path.startsWith("//");

/** `path` on `host` when it is one of the site's own addresses; unchanged otherwise. */
export function onHost(host: string, path: string): string {
  return host && siteRelative(path) ? `${host}${path}` : path;
}

/**
 * The address of an image's `attempt` (0 = first load): each retry moves to the next host, the
 * last falls back to the site itself; a retry on a host already tried carries a marker the server
 * ignores, so the browser does not answer from its failure.
 */
export function imageSource(path: string, attempt: number): string {
  const hosts = siteRelative(path) ? hostOrder("image") : [""];
  const host = hosts[Math.min(attempt, hosts.length - 1)] ?? "";
  const url = onHost(host, path);
  if (attempt < hosts.length) return url;
  return `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
}

/**
 * A launch address the server answered, on the page's launch host when the game is one this site
 * serves (its own origin, or a path); a vendor's address is left as the vendor gave it.
 */
export function launchAddress(url: string): string {
  const host = hostOrder("launch")[0] ?? "";
  if (!host) return url;
  if (siteRelative(url)) return `${host}${url}`;
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin
      ? `${host}${parsed.pathname}${parsed.search}${parsed.hash}`
      : url;
  } catch {
    return url;
  }
}
