import { existsSync } from "node:fs";
import path from "node:path";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "#app/config/env.ts";
import { AVATAR_COUNT, defaultAvatarId } from "#app/modules/members/avatars.ts";
import { TRIALS_PER_IP_PER_HOUR } from "#app/modules/trial/service.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";

function switchedOff(nodes: ModuleNode[], modIds: string[]): ModuleNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: modIds.includes(node.modId) ? "0" : node.enabled,
    childrenNodes: switchedOff(node.childrenNodes ?? [], modIds),
  }));
}

describe(`free play, avatars and language on ${databaseKind}`, () => {
  const demo = demoConfig();
  const other: MerchantConfig = {
    ...demo,
    code: "other",
    name: "Other brand",
    domains: ["other.example"],
    whitelabel: switchedOff(demo.whitelabel, ["FREEPLAY3", "PROFPIC3"]),
  };
  const t = useTestApp(() => ({ merchants: [demo, other] }));
  const { call, register, login, nextIp } = memberCalls(t, "198.18.7");

  const freeplay = (ip = nextIp(), merchant?: string) =>
    call("POST", ENDPOINTS.freeplayLogin.path, { ip, ...(merchant ? { merchant } : {}) });
  const members = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*) AS n FROM members"))[0]?.n);
  const memberRow = async (id: number) =>
    (
      await t.db.query<{
        kind: string;
        password_hash: string | null;
        avatar_id: number | null;
        language: string;
      }>("SELECT kind, password_hash, avatar_id, language FROM members WHERE id = $1", [id])
    )[0]!;

  describe("free play", () => {
    it("opens a trial account with a session: account code 4, first login, no password", async () => {
      const response = await freeplay();
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, customerType: 4 });
      expect(value.userName).toMatch(/^guest\d{7}$/);
      expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const info = await call("GET", ENDPOINTS.memberInfo.path, { token: value.token });
      expect(info.json().value).toMatchObject({ id: value.id, account: value.userName, type: 4 });
      expect(await memberRow(value.id)).toMatchObject({ kind: "trial", password_hash: null });
    });

    it("gives every visitor a different guest, and none of them can log in with a password", async () => {
      const first = (await freeplay()).json().value;
      const second = (await freeplay()).json().value;
      expect(second.userName).not.toBe(first.userName);
      expect(second.id).not.toBe(first.id);
      for (const password of ["", "123456", first.userName]) {
        const attempt = await login(first.userName, password || "x");
        expect(attempt.json().errorCode).toBe("login.failed");
      }
    });

    it(`opens at most ${TRIALS_PER_IP_PER_HOUR} trial accounts an hour from one address`, async () => {
      const ip = nextIp();
      for (let index = 0; index < TRIALS_PER_IP_PER_HOUR; index++) {
        expect((await freeplay(ip)).statusCode).toBe(200);
      }
      const before = await members();
      const refused = await freeplay(ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorCode: "too-many-requests" });
      expect(await members()).toBe(before);
      expect((await freeplay(nextIp())).statusCode).toBe(200);
      // An hour later the address may start again.
      await t.db.query(
        "UPDATE members SET created_at = now() - interval '61 minutes' WHERE register_ip = $1",
        [ip],
      );
      expect((await freeplay(ip)).statusCode).toBe(200);
    });

    it("holds concurrent sign-ups from one address to the limit", async () => {
      const ip = nextIp();
      const answers = await Promise.all(
        Array.from({ length: TRIALS_PER_IP_PER_HOUR + 3 }, () => freeplay(ip)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(TRIALS_PER_IP_PER_HOUR);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    });

    it("is refused where free play is switched off, writing nothing", async () => {
      const before = await members();
      const refused = await freeplay(nextIp(), "other");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe("function.not.available");
      expect(await members()).toBe(before);
    });

    it("keeps a trial account to what a guest may do", async () => {
      const trial = (await freeplay()).json().value;
      const avatar = await call("POST", ENDPOINTS.updatePlayerAvatar.path, {
        token: trial.token,
        body: { avatarId: 3 },
      });
      expect(avatar.statusCode).toBe(403);
      expect(avatar.json().errorCode).toBe("trial.account");
      expect((await memberRow(trial.id)).avatar_id).toBeNull();
      // Looking at the avatar, choosing a language and logging out are fine.
      expect((await call("GET", ENDPOINTS.memberIcon.path, { token: trial.token })).statusCode).toBe(200);
      const language = await call("POST", ENDPOINTS.updateLanguage.path, {
        token: trial.token,
        body: { language: "en" },
      });
      expect(language.statusCode).toBe(200);
      expect((await call("POST", ENDPOINTS.logout.path, { token: trial.token })).statusCode).toBe(200);
      expect((await call("GET", ENDPOINTS.memberInfo.path, { token: trial.token })).statusCode).toBe(401);
    });
  });

  describe("avatars", () => {
    it("has an image for each of the twelve choices", () => {
      for (let id = 1; id <= AVATAR_COUNT; id++) {
        expect(existsSync(path.join(REPO_ROOT, `apps/web/public/media/avatars/${id}.svg`)), `${id}`).toBe(
          true,
        );
      }
    });

    it("gives a default picked from the member id, then the chosen one", async () => {
      const member = await register("avatar001", PASSWORD);
      const expected = defaultAvatarId(member.id);
      const icon = await call("GET", ENDPOINTS.memberIcon.path, { token: member.token });
      expect(icon.json().value).toEqual({ icon: `/media/avatars/${expected}.svg` });
      const avatars = (await call("GET", ENDPOINTS.playerAvatar.path, { token: member.token })).json().value;
      expect(avatars.current).toEqual({ id: expected, url: `/media/avatars/${expected}.svg` });
      expect(avatars.choices).toHaveLength(AVATAR_COUNT);
      expect(avatars.choices.map((choice: { id: number }) => choice.id)).toEqual(
        Array.from({ length: AVATAR_COUNT }, (_, index) => index + 1),
      );

      const chosen = expected === 7 ? 8 : 7;
      const update = await call("POST", ENDPOINTS.updatePlayerAvatar.path, {
        token: member.token,
        body: { avatarId: chosen },
      });
      expect(update.json().value).toEqual({ id: chosen, url: `/media/avatars/${chosen}.svg` });
      expect((await call("GET", ENDPOINTS.memberIcon.path, { token: member.token })).json().value.icon).toBe(
        `/media/avatars/${chosen}.svg`,
      );
      const again = (await call("GET", ENDPOINTS.playerAvatar.path, { token: member.token })).json().value;
      expect(again.current.id).toBe(chosen);
    });

    it("gives neighbouring accounts different default avatars", () => {
      const defaults = new Set(
        Array.from({ length: AVATAR_COUNT }, (_, index) => defaultAvatarId(100 + index)),
      );
      expect(defaults.size).toBe(AVATAR_COUNT);
    });

    it("refuses an avatar that is not offered, or not a number, and keeps the old one", async () => {
      const member = await register("avatar002", PASSWORD);
      for (const body of [
        { avatarId: 0 },
        { avatarId: AVATAR_COUNT + 1 },
        { avatarId: -3 },
        { avatarId: 2.5 },
        { avatarId: "3" },
        { avatarId: null },
        {},
      ]) {
        const refused = await call("POST", ENDPOINTS.updatePlayerAvatar.path, { token: member.token, body });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().errorCode).toBe("request_param_err");
      }
      expect((await memberRow(member.id)).avatar_id).toBeNull();
    });

    it("needs a session of this merchant, and PROFPIC3 to choose", async () => {
      const member = await register("avatar003", PASSWORD);
      for (const [method, url] of [
        ["GET", ENDPOINTS.memberIcon.path],
        ["GET", ENDPOINTS.playerAvatar.path],
        ["POST", ENDPOINTS.updatePlayerAvatar.path],
      ] as const) {
        const body = method === "POST" ? { avatarId: 2 } : undefined;
        const anonymous = await call(method, url, { body });
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json().errorCode).toBe("login.not.session");
        const elsewhere = await call(method, url, { body, token: member.token, merchant: "other" });
        expect(elsewhere.statusCode, url).toBe(method === "POST" ? 400 : 401);
        expect(elsewhere.json().errorCode).toBe(
          method === "POST" ? "function.not.available" : "user.or.token.invalid",
        );
      }
      const otherMember = await register("avatar004", PASSWORD, "other");
      const off = await call("POST", ENDPOINTS.updatePlayerAvatar.path, {
        token: otherMember.token,
        merchant: "other",
        body: { avatarId: 2 },
      });
      expect(off.json().errorCode).toBe("function.not.available");
      expect((await memberRow(otherMember.id)).avatar_id).toBeNull();
    });
  });

  describe("language", () => {
    const setLanguage = (token: string | undefined, body: unknown, merchant?: string) =>
      call("POST", ENDPOINTS.updateLanguage.path, {
        body,
        ...(token ? { token } : {}),
        ...(merchant ? { merchant } : {}),
      });

    it("stores one of the merchant's languages on the member", async () => {
      const member = await register("lingua001", PASSWORD);
      const answer = await setLanguage(member.token, { language: "en" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, value: null });
      expect((await memberRow(member.id)).language).toBe("en");
    });

    it("refuses languages the merchant does not offer, unknown ones and bad bodies", async () => {
      const member = await register("lingua002", PASSWORD);
      await setLanguage(member.token, { language: "pt" });
      for (const body of [
        { language: "th" },
        { language: "xx" },
        { language: "EN" },
        { language: 7 },
        { language: "e".repeat(300) },
        {},
      ]) {
        const refused = await setLanguage(member.token, body);
        expect(refused.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(refused.json().errorCode).toBe("request_param_err");
      }
      expect((await memberRow(member.id)).language).toBe("pt");
    });

    it("needs a session of this merchant", async () => {
      const member = await register("lingua003", PASSWORD);
      const anonymous = await setLanguage(undefined, { language: "en" });
      expect(anonymous.statusCode).toBe(401);
      const elsewhere = await setLanguage(member.token, { language: "en" }, "other");
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json().errorCode).toBe("user.or.token.invalid");
      expect((await memberRow(member.id)).language).not.toBe("en");
    });
  });
});
