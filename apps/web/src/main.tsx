import { isLanguage } from "@banca/contract/languages";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Boot } from "./app/boot.tsx";
import { preloadRoute } from "./app/routes.tsx";
import { announcementsQuery } from "./features/announcements/api.ts";
import { applyLanguage } from "./i18n/i18n.ts";
import { queryClient } from "./lib/query-client.ts";
import { statusQuery } from "./lib/site-status.ts";
import { local, STORAGE_KEYS } from "./lib/storage.ts";
import { adoptTokenFromUrl } from "./stores/session-store.ts";
import "./styles/index.css";

async function start() {
  adoptTokenFromUrl();
  // The merchant's languages are not known yet: start in the stored choice (or PT) and let the
  // start-up settle the final one once the permissions arrive.
  const stored = local.get(STORAGE_KEYS.language);
  const language = isLanguage(stored) ? stored : "pt";
  const catalogue = applyLanguage(language, { remember: false });
  // Everything the first page needs travels at once, not one after the other: the permissions, the
  // catalogue, the first page's part of the build and the banners (its largest picture) with the
  // notices. The calls already speak `language`, the one the site most likely settles on (Boot asks
  // again in another if the merchant's settings say so).
  // A part that fails to load is the error page's to show once the site is up (its page asks again).
  const firstPage = preloadRoute(window.location.pathname).catch(() => undefined);
  void queryClient.prefetchQuery(statusQuery(language, queryClient));
  void queryClient.prefetchQuery(announcementsQuery(language));
  await catalogue;
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Boot firstPage={firstPage} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// Evaluating this bundle (React DOM, the stores, the route table) is one task and the start-up's
// work another. On a slow phone each is a long task by itself, and the blocking time counts a long
// task by what it lasts past 50 ms, so two tasks of half the size block less than one. The calls
// leave one task later, a few milliseconds.
setTimeout(() => void start(), 0);
