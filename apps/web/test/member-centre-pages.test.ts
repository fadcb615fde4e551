import { describe, expect, it } from "vitest";
import { type MemberCentrePage, visiblePages } from "#app/features/member-centre/pages.ts";
import type { MemberInfo } from "#app/stores/session-store.ts";

const member = (toUpline: boolean): MemberInfo => ({
  id: 1,
  account: "player1",
  nickname: "player1",
  type: 0,
  mobile: "",
  email: "",
  toUpline,
  regDate: 0,
  clubLabel: { labelName: "", color: "", color2: "", rankLevel: 0 },
  memberLabel: [],
});

const page = (key: MemberCentrePage["key"], extra: Partial<MemberCentrePage> = {}): MemberCentrePage => ({
  key,
  labelKey: `memberCentre.pages.${key}`,
  icon: "wallet",
  load: async () => ({ default: () => null }),
  ...extra,
});

describe("member centre menu", () => {
  const pages = [
    page("profile"),
    page("withdraw"),
    page("transferUpline", { module: "AGETRANSFERUP3", shownFor: (info) => info.toUpline }),
    page("securityCenter"),
    page("depositv2", { module: "DPSTBAS3" }),
  ];

  it("lists the pages in the spec's menu order, whatever order they were added in", () => {
    expect(visiblePages(member(true), {}, pages).map((entry) => entry.key)).toEqual([
      "securityCenter",
      "depositv2",
      "withdraw",
      "transferUpline",
      "profile",
    ]);
  });

  it("leaves out pages whose module is off or that do not apply to the member", () => {
    const keys = visiblePages(member(false), { DPSTBAS3: false, AGETRANSFERUP3: true }, pages).map(
      (entry) => entry.key,
    );
    expect(keys).toEqual(["securityCenter", "withdraw", "profile"]);
  });
});
