type Cookie = { name: string; value: string; host: string; path: string };

/** RFC 6265 default-path: the request path up to its last "/". */
function defaultPath(pathname: string): string {
  const cut = pathname.lastIndexOf("/");
  return cut <= 0 ? "/" : pathname.slice(0, cut);
}

/**
 * Just enough of a browser for redirect flows over real HTTP: it keeps cookies per host (like a
 * browser, whatever the port) with their paths, and never follows a redirect by itself, so a test
 * sees and can change every hop.
 */
export function createTestBrowser() {
  const cookies = new Map<string, Cookie>();

  function store(url: URL, header: string) {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = defaultPath(url.pathname);
    let expired = false;
    for (const attribute of attributes) {
      const [key = "", raw = ""] = attribute.split("=");
      const lower = key.toLowerCase();
      if (lower === "path" && raw.startsWith("/")) path = raw;
      if (lower === "max-age" && Number(raw) <= 0) expired = true;
      if (lower === "expires" && Date.parse(raw) < Date.now()) expired = true;
    }
    const key = `${url.hostname}|${path}|${name}`;
    if (expired) cookies.delete(key);
    else cookies.set(key, { name, value, host: url.hostname, path });
  }

  function cookieHeader(url: URL): string {
    return [...cookies.values()]
      .filter((cookie) => cookie.host === url.hostname)
      .filter(
        (cookie) =>
          url.pathname === cookie.path || url.pathname.startsWith(`${cookie.path.replace(/\/$/, "")}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }

  return {
    /** One request; `form` sends an HTML form post. */
    async request(
      address: string,
      options: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
    ): Promise<Response> {
      const url = new URL(address);
      const headers: Record<string, string> = { ...options.headers };
      const cookie = cookieHeader(url);
      if (cookie) headers.cookie = cookie;
      if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
      const response = await fetch(url, {
        method: options.method ?? (options.form ? "POST" : "GET"),
        headers,
        body: options.form ? new URLSearchParams(options.form).toString() : undefined,
        redirect: "manual",
      });
      for (const line of response.headers.getSetCookie()) store(url, line);
      return response;
    },
    /** Where a redirect answer leads, as an absolute address. */
    location(response: Response, from: string): string {
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`expected a redirect from ${from}, got ${response.status}`);
      }
      return new URL(location, from).href;
    },
    cookie: (host: string, name: string) =>
      [...cookies.values()].find((cookie) => cookie.host === host && cookie.name === name)?.value,
    forget: (name: string) => {
      for (const [key, cookie] of cookies) if (cookie.name === name) cookies.delete(key);
    },
  };
}
export type TestBrowser = ReturnType<typeof createTestBrowser>;
