import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

const settingSchema = z.object({
  /**
   * On: launching a game of a transfer-wallet vendor first brings every other vendor wallet back to
   * the main wallet, then moves the whole main balance into that vendor's wallet; launching any
   * other game brings vendor wallets back. Off: money moves only by wallet transfers.
   */
  autoTransfer: z.boolean(),
});

export const autoTransferSettingCall = defineCall({
  id: "autoTransferSetting",
  ...ENDPOINTS.autoTransferSetting,
  tag: "wallet",
  summary:
    "Whether launching a game moves the member's money to the wallet that game plays from (on by default)",
  auth: "member",
  value: settingSchema,
});

export const setAutoTransferCall = defineCall({
  id: "setAutoTransfer",
  ...ENDPOINTS.setAutoTransfer,
  tag: "wallet",
  summary: "Switches the member's automatic transfer on game launch on or off; answers the setting now",
  auth: "member",
  moduleId: "FUNDTRANS3",
  body: settingSchema,
  value: settingSchema,
});
