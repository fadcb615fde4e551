import type { Vendor } from "@banca/contract/calls/games";
import { describe, expect, it } from "vitest";
import { seamlessVendors } from "#app/features/games/seamless-vendors.ts";

const vendor = (vassalage: string, gameType: Vendor["gameType"], wallet: Vendor["wallet"]): Vendor => ({
  vassalage,
  displayName: vassalage,
  gameType,
  logo: "",
  wallet,
});

describe("the seamless area's vendors", () => {
  it("are the seamless-wallet vendors in menu order, without transfer wallets or the site's own lottery", () => {
    const menus = [
      {
        gameType: "RNG" as const,
        vendors: [vendor("NOVA", "RNG", "seamless"), vendor("AURA", "RNG", "seamless")],
      },
      {
        gameType: "LIVE" as const,
        vendors: [vendor("VLIVE", "LIVE", "transfer"), vendor("ORCL", "LIVE", "seamless")],
      },
      { gameType: "LOTT" as const, vendors: [vendor("TCG_LOTTO_VN", "LOTT", "seamless")] },
      { gameType: "ELOTT" as const, vendors: [vendor("TCG_SEA", "ELOTT", "seamless")] },
      { gameType: "INHOUSE" as const, vendors: [vendor("BGS", "INHOUSE", "seamless")] },
    ];
    expect(seamlessVendors(menus).map((item) => item.vassalage)).toEqual(["NOVA", "AURA", "ORCL", "BGS"]);
    expect(seamlessVendors([])).toEqual([]);
  });
});
