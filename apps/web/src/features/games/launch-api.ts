import type { launchGameCall } from "@banca/contract/calls/launch";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { callApi } from "#app/lib/api-client.ts";

export type LaunchRequest = {
  nodeId: number;
  vassalage: string;
  language: string;
  platform: string;
  theme: "dark" | "light";
  /** A PVP room from the room list (`<id>-<level>`). */
  roomId?: string;
  /** One per launch the player asks for: a retry moves no money twice (decision 040). */
  requestId?: string;
};

/**
 * Asks the vendor launch for the game's address (spec part 2 §2; the wire's launch shape). The
 * site's theme goes along so the vendor's page matches the site.
 */
export const requestGameUrl = ({
  nodeId,
  vassalage,
  language,
  platform,
  theme,
  roomId,
  requestId,
}: LaunchRequest) =>
  callApi<typeof launchGameCall>(ENDPOINTS.launchGame, {
    body: {
      nodeId,
      gameId: nodeId,
      ...(roomId ? { roomId } : {}),
      ...(requestId ? { requestId } : {}),
      theme,
      vassalage,
      accountType: 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform,
      clientType: 3,
      language,
    },
  });
