import { describe, expect, it } from "vitest";
import { gameTypePath, LOBBY_TYPES } from "#app/config/paths.ts";

describe("where a game type's menu entry leads", () => {
  it("each lobby type leads to its lobby", () => {
    for (const type of LOBBY_TYPES) expect(gameTypePath(type)).toBe(`/${type.toLowerCase()}`);
  });

  it("the lottery types lead to the Vietnam lottery and the e-lottery lobby", () => {
    expect(gameTypePath("LOTT")).toBe("/vnlottery");
    expect(gameTypePath("ELOTT")).toBe("/elott");
  });
});
