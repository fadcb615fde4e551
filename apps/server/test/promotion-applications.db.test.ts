import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import {
  definition,
  image,
  jpegBytes,
  otherMerchant,
  pngBytes,
  promotionTestKit,
} from "./support/promotions.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`promotion applications and the back office on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: [demoConfig(), otherMerchant()] }));
  const kit = promotionTestKit(t, "198.18.61");
  const ledgerIsSound = async () => expect((await checkLedger(t.db)).ok).toBe(true);
  const audits = (action: string, targetId: number) =>
    t.db.query<{ actor: string; detail: Record<string, unknown> }>(
      "SELECT actor, detail FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id",
      [action, String(targetId)],
    );

  describe("joining", () => {
    it("takes an application with a comment and images, once, and shows the member it is under review", async () => {
      const member = await kit.player();
      const id = await kit.create(definition("apply"));
      expect((await kit.detail(id, member.token)).json().value).toMatchObject({
        status: "join",
        action: "join",
      });

      const joined = await kit.join(member.token, {
        promotionId: id,
        comment: "  Won 500x on Dragon Reels yesterday  ",
        images: [image(pngBytes()), image(jpegBytes())],
      });
      expect(joined.statusCode).toBe(200);
      expect(joined.json().value.application).toMatchObject({
        status: "applying",
        comment: "Won 500x on Dragon Reels yesterday",
        imageCount: 2,
        bonusAmount: null,
      });
      const again = await kit.join(member.token, { promotionId: id, comment: "again" });
      expect([again.statusCode, again.json().errorCode, again.json().value]).toEqual([
        409,
        "promotion.already.joined",
        { status: "applying" },
      ]);
      expect((await kit.detail(id, member.token)).json().value).toMatchObject({
        status: "applying",
        action: null,
        application: { status: "applying", imageCount: 2 },
      });
    });

    it("accepts one application when the same member joins many times at once", async () => {
      const member = await kit.player();
      const id = await kit.create(definition("apply"));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => kit.join(member.token, { promotionId: id, comment: "me" })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.json().errorCode === "promotion.already.joined")).toHaveLength(
        4,
      );
    });

    it("refuses images over the limits and bad applications, and writes nothing", async () => {
      const member = await kit.player();
      const id = await kit.create(definition("apply"));
      const claimOnly = await kit.create(definition("claim"));
      const upcoming = await kit.create(definition("apply", { startsAt: "now+1d", endsAt: "now+9d" }));
      const theirs = await kit.create(definition("apply"), "other");
      const fake = { data: Buffer.from("this is text, named proof.png").toString("base64") };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ promotionId: id, images: [1, 2, 3, 4].map(() => image(pngBytes())) }, 400, "upload.count"],
        [{ promotionId: id, images: [fake] }, 400, "upload.type"],
        [{ promotionId: id, images: [image(pngBytes()), { data: "" }] }, 400, "upload.type"],
        [{ promotionId: id, images: [image(pngBytes(5 * 1024 * 1024 + 1))] }, 413, "upload.too.large"],
        [{ promotionId: id, images: [{ data: "not base64!" }] }, 400, "request_param_err"],
        [{ promotionId: id, comment: "x".repeat(141) }, 400, "request_param_err"],
        [{ promotionId: id, comment: 42 }, 400, "request_param_err"],
        [{ comment: "no promotion" }, 400, "request_param_err"],
        [{ promotionId: 987_654 }, 404, "promotion.not.found"],
        [{ promotionId: theirs }, 404, "promotion.not.found"],
        [{ promotionId: claimOnly }, 400, "promotion.action.invalid"],
        [{ promotionId: upcoming }, 409, "promotion.not.running"],
      ];
      for (const [body, status, code] of cases) {
        const answer = await kit.join(member.token, body);
        expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body).slice(0, 80)).toEqual([
          status,
          code,
        ]);
      }
      const visitor = await kit.call("POST", ENDPOINTS.joinPromotion.path, { body: { promotionId: id } });
      expect([visitor.statusCode, visitor.json().errorCode]).toEqual([401, "login.not.session"]);
      const trial = (await kit.call("POST", ENDPOINTS.freeplayLogin.path, { ip: kit.nextIp() })).json().value
        .token;
      const refused = await kit.join(trial, { promotionId: id, images: [image(pngBytes())] });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "trial.account"]);
      expect(await kit.count("promotion_applications WHERE promotion_id = $1", [id])).toBe(0);
      expect(
        await kit.count(
          "promotion_application_images i JOIN promotion_applications a ON a.id = i.application_id WHERE a.promotion_id = $1",
          [id],
        ),
      ).toBe(0);

      const allowed = await kit.join(member.token, {
        promotionId: id,
        comment: "x".repeat(140),
        images: [1, 2, 3].map(() => image(jpegBytes(5 * 1024 * 1024))),
      });
      expect(allowed.json().value.application.imageCount).toBe(3);
    });
  });

  describe("the operator's decision", () => {
    async function applied(change: Record<string, unknown> = {}) {
      const member = await kit.player();
      const promotionId = await kit.create(definition("apply", change));
      const answer = await kit.join(member.token, {
        promotionId,
        comment: "big win",
        images: [image(pngBytes())],
      });
      return { member, promotionId, applicationId: answer.json().value.application.id as number };
    }

    it("approves with an amount: the bonus reaches the member with the promotion's turnover, audited", async () => {
      const { member, promotionId, applicationId } = await applied();
      const operator = await kit.admin();
      const desk = (
        await operator("GET", `/admin/api/promotions/applications?status=applying&promotionId=${promotionId}`)
      ).json().value;
      expect(desk.list).toMatchObject([
        { id: applicationId, username: member.username, comment: "big win", imageCount: 1 },
      ]);
      const detail = (
        await operator("GET", `/admin/api/promotions/applications/detail?id=${applicationId}`)
      ).json().value;
      expect(detail.images[0].dataUrl).toMatch(/^data:image\/png;base64,/);

      const approved = await operator("POST", "/admin/api/promotions/applications/approve", {
        id: applicationId,
        amount: "25.50",
      });
      expect(approved.json().value).toMatchObject({
        status: "issued",
        bonusAmount: "25.50",
        replayed: false,
        username: member.username,
        promotionTitle: "Teste apply",
      });
      expect(await kit.balance(member.token)).toBe(25.5);
      expect((await kit.detail(promotionId, member.token)).json().value).toMatchObject({
        status: "issued",
        application: { status: "issued", bonusAmount: 25.5 },
      });
      const bonuses = await kit.call(
        "GET",
        `${ENDPOINTS.bonusDetails.path}?startTime=${Date.now() - 60_000}&endTime=${Date.now() + 60_000}`,
        { token: member.token },
      );
      expect(bonuses.json().value.list[0]).toMatchObject({
        source: "promotion",
        amount: 25.5,
        requiredTurnover: 51,
      });
      expect(await audits("promotion.application.approve", applicationId)).toMatchObject([
        { actor: expect.stringMatching(/^operator:/), detail: { amount: "25.50", promotionId } },
      ]);
      await ledgerIsSound();
    });

    it("grants one bonus when two operators approve at once", async () => {
      const { member, applicationId } = await applied();
      const [first, second] = [await kit.admin(), await kit.admin()];
      const answers = await Promise.all([
        first("POST", "/admin/api/promotions/applications/approve", { id: applicationId, amount: "10" }),
        second("POST", "/admin/api/promotions/applications/approve", { id: applicationId, amount: "10" }),
        second("POST", "/admin/api/promotions/applications/approve", { id: applicationId, amount: "10.00" }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.json().value.replayed).sort()).toEqual([false, true, true]);
      const raced = await Promise.all([
        first("POST", "/admin/api/promotions/applications/approve", { id: applicationId, amount: "12" }),
        second("POST", "/admin/api/promotions/applications/reject", {
          id: applicationId,
          reason: "too late",
        }),
      ]);
      expect(raced.map((answer) => answer.json().errorCode)).toEqual([
        "promotion.application.state",
        "promotion.application.state",
      ]);
      expect(await kit.balance(member.token)).toBe(10);
      expect(await audits("promotion.application.approve", applicationId)).toHaveLength(1);
      await ledgerIsSound();
    });

    it("rejects with a reason the member reads; the member may then apply again", async () => {
      const { member, promotionId, applicationId } = await applied();
      const operator = await kit.admin();
      const rejected = await operator("POST", "/admin/api/promotions/applications/reject", {
        id: applicationId,
        reason: "The screenshot does not show the win",
      });
      expect(rejected.json().value).toMatchObject({ status: "rejected" });
      expect((await kit.detail(promotionId, member.token)).json().value).toMatchObject({
        status: "rejected",
        action: "join",
        application: { status: "rejected", rejectReason: "The screenshot does not show the win" },
      });
      const approveRejected = await operator("POST", "/admin/api/promotions/applications/approve", {
        id: applicationId,
        amount: "5",
      });
      expect([approveRejected.statusCode, approveRejected.json().errorCode]).toEqual([
        409,
        "promotion.application.state",
      ]);
      const second = await kit.join(member.token, { promotionId, comment: "clearer picture" });
      expect(second.json().value.application.status).toBe("applying");
      const centre = (await kit.call("GET", ENDPOINTS.myPromotions.path, { token: member.token })).json()
        .value;
      expect(centre.list.map((entry: { status: string }) => entry.status)).toEqual(["applying", "rejected"]);
      expect(await audits("promotion.application.reject", applicationId)).toHaveLength(1);
      expect(await kit.balance(member.token)).toBe(0);
      // The decision reaches the member's inbox with its reason, once.
      const inbox = (
        await kit.call("GET", `${ENDPOINTS.messageList.path}?pageNo=1&pageSize=10`, { token: member.token })
      ).json().value;
      expect(
        inbox.list
          .filter((message: { template: string | null }) => message.template === "promotionRejected")
          .map((message: { params: Record<string, string> }) => message.params.reason),
      ).toEqual(["The screenshot does not show the win"]);
    });

    it("refuses bad decisions and other merchants' applications, and writes nothing", async () => {
      const { member, applicationId } = await applied({ bonusCap: "50.00" });
      const operator = await kit.admin();
      const cases: [string, Record<string, unknown>, number, string][] = [
        ["approve", { id: applicationId, amount: "0" }, 400, "request_param_err"],
        ["approve", { id: applicationId, amount: "-5" }, 400, "request_param_err"],
        ["approve", { id: applicationId, amount: "1.234" }, 400, "request_param_err"],
        ["approve", { id: applicationId, amount: "50.01" }, 400, "request_param_err"],
        ["approve", { id: applicationId }, 400, "request_param_err"],
        ["approve", { id: 987_654, amount: "5" }, 404, "promotion.application.not.found"],
        ["reject", { id: applicationId, reason: "no" }, 400, "request_param_err"],
        ["reject", { id: 987_654, reason: "nope nope" }, 404, "promotion.application.not.found"],
      ];
      for (const [action, body, status, code] of cases) {
        const answer = await operator("POST", `/admin/api/promotions/applications/${action}`, body);
        expect([answer.statusCode, answer.json().errorCode], `${action} ${JSON.stringify(body)}`).toEqual([
          status,
          code,
        ]);
      }
      const otherDesk = await kit.admin("other");
      const fromOther = await otherDesk("POST", "/admin/api/promotions/applications/approve", {
        id: applicationId,
        amount: "5",
      });
      expect([fromOther.statusCode, fromOther.json().errorCode]).toEqual([
        404,
        "promotion.application.not.found",
      ]);
      const boundToOther = operatorCalls(t, await operatorKey(t.db, "other"), "demo");
      const forbidden = await boundToOther("POST", "/admin/api/promotions/applications/approve", {
        id: applicationId,
        amount: "5",
      });
      expect([forbidden.statusCode, forbidden.json().errorCode]).toEqual([403, "operator.forbidden"]);
      const unsigned = await t.app.inject({
        method: "GET",
        url: "/admin/api/promotions",
        headers: { merchant: "demo" },
      });
      expect(unsigned.statusCode).toBe(401);
      expect(await kit.balance(member.token)).toBe(0);
      expect(
        (await operator("GET", "/admin/api/promotions/applications?status=applying")).json().value.list,
      ).toEqual(expect.arrayContaining([expect.objectContaining({ id: applicationId, status: "applying" })]));
    });
  });

  describe("defining promotions", () => {
    it("creates, changes and switches off promotions, audited, and refuses definitions that do not hold", async () => {
      const operator = await kit.admin();
      const bad: Record<string, unknown>[] = [
        definition("claim", { rule: null }),
        definition("claim", { bonusAmount: null }),
        definition("claim", { rule: "first_deposit" }),
        definition("info", { bonusCap: "5" }),
        definition("info", { turnoverMultiplier: 3 }),
        definition("apply", { bonusCap: "5.555" }),
        definition("apply", { endsAt: "now-2d" }),
        definition("apply", { artwork: "javascript:alert(1)" }),
        definition("apply", { category: "jackpot" }),
        definition("apply", { title: {} }),
        definition("apply", { startsAt: "tomorrow" }),
      ];
      const before = await kit.count("promotions");
      for (const body of bad) {
        const answer = await operator("POST", "/admin/api/promotions/create", body);
        expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body).slice(0, 120)).toEqual([
          400,
          "request_param_err",
        ]);
      }
      expect(await kit.count("promotions")).toBe(before);

      const id = await kit.create(definition("apply"));
      const changed = await operator("POST", "/admin/api/promotions/update", {
        id,
        sort: -5,
        title: { en: "Renamed" },
      });
      expect(changed.statusCode).toBe(200);
      expect((await kit.list()).json().value.list[0]).toMatchObject({ id, title: "Renamed" });
      const broken = await operator("POST", "/admin/api/promotions/update", { id, mode: "claim" });
      expect([broken.statusCode, broken.json().errorCode]).toEqual([400, "request_param_err"]);
      for (const body of [{ id }, { id, colour: "red" }, { id: 987_654, sort: 1 }]) {
        expect(
          (await operator("POST", "/admin/api/promotions/update", body)).statusCode,
          JSON.stringify(body),
        ).not.toBe(200);
      }
      expect((await kit.detail(id)).json().value.mode).toBe("apply");
      await operator("POST", "/admin/api/promotions/disable", { id });
      expect((await kit.detail(id)).statusCode).toBe(404);
      const listed = (await operator("GET", "/admin/api/promotions")).json().value.list;
      expect(listed.find((entry: { id: number }) => entry.id === id)).toMatchObject({
        enabled: false,
        title: { en: "Renamed" },
      });
      expect(
        (
          await t.db.query(
            "SELECT action FROM audit_log WHERE target_type = 'promotion' AND target_id = $1 ORDER BY id",
            [String(id)],
          )
        ).map((row) => (row as { action: string }).action),
      ).toEqual(["promotion.create", "promotion.update", "promotion.disable"]);
    });
  });
});
