import { paths } from "#app/config/paths.ts";
import { setRequestContext } from "#app/lib/api-client.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { navigate } from "#app/lib/router.tsx";
import { cachedStatus } from "#app/lib/site-status.ts";
import { endSession } from "#app/stores/session-store.ts";
import { logout } from "./api.ts";

/**
 * Logout (spec part 1 §4): ends the token on the server, forgets the session in the tab, puts the
 * merchant back on the calls and goes home (or to `to`). The tab forgets the session even when the
 * server cannot be reached: the player asked to leave, and the token expires on its own.
 */
export async function signOut(to: string = paths.home) {
  try {
    await logout();
  } catch {
    // Already ended (401) or unreachable: nothing the player can do about it here.
  }
  endSession();
  const merchant = cachedStatus(queryClient)?.info.site.merchantCode;
  if (merchant) setRequestContext({ merchant });
  navigate(to);
}
