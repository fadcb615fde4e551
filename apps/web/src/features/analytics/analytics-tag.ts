/**
 * The analytics adapter: Google's gtag.js by default, whatever script the server names
 * (`ANALYTICS_SCRIPT_URL`), loaded with the merchant's id. The command queue is set up here rather
 * than in an inline script, which the site's CSP does not allow.
 */
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let loadedId: string | null = null;

export function loadAnalyticsTag(scriptUrl: string, tagId: string): void {
  if (!scriptUrl || !tagId || loadedId === tagId) return;
  loadedId = tagId;
  const page = window as TagWindow;
  page.dataLayer ??= [];
  page.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet pushes it.
    // biome-ignore lint/complexity/noArguments: the queue's format is the arguments object
    page.dataLayer?.push(arguments);
  };
  page.gtag("js", new Date());
  page.gtag("config", tagId);
  const script = document.createElement("script");
  script.async = true;
  const url = new URL(scriptUrl);
  url.searchParams.set("id", tagId);
  script.src = url.toString();
  script.dataset.analytics = "tag";
  document.head.append(script);
}
