/**
 * Query parameters whose values open something: one-time and reset codes, launch tokens of game
 * addresses (`launch` for BGS, `token` for the demo and outside vendors), session tokens handed to
 * the site, the social sign-in's `code` and `state`, and the usual names of secrets. Compared in
 * lower case.
 */
const SECRET_PARAMS = new Set([
  "token",
  "launch",
  "launchtoken",
  "ticket",
  "code",
  "resetcode",
  "verificationcode",
  "state",
  "nonce",
  "code_verifier",
  "access_token",
  "id_token",
  "refresh_token",
  "client_secret",
  "password",
  "secret",
  "signature",
  "sign",
  "key",
  "session",
]);

export const REDACTED = "[REDACTED]";

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** An address inside a parameter (`/game?url=…`, `returnTo=…`) can carry secrets of its own. */
const looksLikeAddress = (value: string) => /^(https?:\/\/|\/)/i.test(value) && value.includes("?");

/**
 * The request target as it may be written to a log: the values of secret query parameters replaced
 * by `[REDACTED]`, also inside addresses passed as parameters. Everything else is kept as sent.
 */
export function redactUrl(url: string, depth = 0): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const hash = url.indexOf("#", mark);
  const query = url.slice(mark + 1, hash < 0 ? undefined : hash);
  const pairs = query.split("&").map((pair) => {
    const equals = pair.indexOf("=");
    if (equals < 0) return pair;
    const name = pair.slice(0, equals);
    if (SECRET_PARAMS.has(decode(name).toLowerCase())) return `${name}=${REDACTED}`;
    const value = decode(pair.slice(equals + 1));
    if (depth < 3 && looksLikeAddress(value)) {
      const inner = redactUrl(value, depth + 1);
      if (inner !== value) return `${name}=${encodeURIComponent(inner)}`;
    }
    return pair;
  });
  return `${url.slice(0, mark)}?${pairs.join("&")}${hash < 0 ? "" : url.slice(hash)}`;
}
