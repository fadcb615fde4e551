import { BANNER_GROUPS } from "@banca/contract/site";
import { describe, expect, it } from "vitest";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`announcements, banners and vendors on ${databaseKind}`, () => {
  const demo = demoConfig();

  const t = useTestApp();

  const announcements = async (types: string, language = "en") =>
    (
      await t.app.inject({
        url: `/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=W`,
        headers: { language },
      })
    ).json();

  it("has banners for every route group, in the seeded order", async () => {
    const { value } = await announcements("B");
    const groups = new Set(value.banners.map((banner: { groupName: string }) => banner.groupName));
    expect([...groups].sort()).toEqual([...BANNER_GROUPS].sort());
    const home = value.banners.filter((banner: { groupName: string }) => banner.groupName === "w_home");
    expect(home.map((banner: { title: string }) => banner.title)).toEqual(
      demo.banners.filter((banner) => banner.groupName === "w_home").map((banner) => banner.title.en),
    );
    expect(value.player).toEqual([]);
  });

  it("groups notices by type, newest first, and only the types asked for", async () => {
    const { value } = await announcements("PL,PU,PR,H");
    expect(value.banners).toEqual([]);
    for (const [group, type] of [
      ["player", "PL"],
      ["popup", "PU"],
      ["promotion", "PR"],
      ["headline", "H"],
    ] as const) {
      expect(value[group].length).toBe(demo.announcements.filter((notice) => notice.type === type).length);
      const times = value[group].map((notice: { timestamp: number }) => notice.timestamp);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it("defaults to banners when no type is given and refuses unknown types", async () => {
    const plain = (await t.app.inject({ url: "/wps/relay/MCSFE_getListAnnouncements" })).json();
    expect(plain.value.banners.length).toBe(demo.banners.length);
    const bad = await t.app.inject({ url: "/wps/relay/MCSFE_getListAnnouncements?types=B,XX" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("request_param_err");
  });

  it("serves notice HTML cleaned of scripts and unsafe links", async () => {
    const { value } = await announcements("PL,PU,PR,H");
    const html = [...value.player, ...value.popup, ...value.promotion].map(
      (notice: { content: string }) => notice.content,
    );
    for (const content of html) {
      expect(content).not.toMatch(/<script|javascript:|onerror=/i);
    }
  });

  it("lists game types that have vendors, in menu order, with their vendors", async () => {
    const menus = (await t.app.inject({ url: "/lgw/games/game_menus" })).json().value;
    expect(menus.map((menu: { gameType: string }) => menu.gameType)).toEqual([
      "RNG",
      "LIVE",
      "FISH",
      "PVP",
      "SPORTS",
      "ESPORTS",
      "LOTT",
      "ELOTT",
      "INHOUSE",
    ]);
    expect(menus[0].vendors[0]).toEqual({
      vassalage: "NOVA",
      displayName: "Nova Reels",
      gameType: "RNG",
      logo: "/media/vendors/NOVA.svg",
      wallet: "seamless",
    });
    const lanes = (await t.app.inject({ url: "/wps/relay/GCSGAME_newGameVendor" })).json().value;
    expect(lanes.map((lane: { title: string }) => lane.title)).toEqual(
      menus.map((menu: { gameType: string }) => menu.gameType),
    );
  });
});
