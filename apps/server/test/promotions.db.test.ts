import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { definition, otherMerchant, promotionTestKit } from "./support/promotions.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`promotions on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: [demoConfig(), otherMerchant()] }));
  const kit = promotionTestKit(t, "198.18.60");
  const ledgerIsSound = async () => expect((await checkLedger(t.db)).ok).toBe(true);
  const bonusEntries = (memberId: number) =>
    kit.count(
      "journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id WHERE e.kind = 'bonus.promotion' AND a.member_id = $1",
      [memberId],
    );

  describe("the list and the detail", () => {
    it("seeds the demo promotions and shows visitors each one's plain status, running ones first", async () => {
      const answer = await kit.list();
      expect(answer.statusCode).toBe(200);
      const list = answer.json().value.list as {
        title: string;
        status: string;
        phase: string;
        action: string | null;
        category: string;
      }[];
      const byTitle = Object.fromEntries(list.map((card) => [card.title, card]));
      expect(byTitle["A $10 welcome bonus"]).toMatchObject({
        category: "new_player",
        status: "claim",
        action: "claim",
        phase: "running",
      });
      expect(byTitle["Share your big win"]).toMatchObject({ status: "join", action: "join" });
      expect(byTitle["VIP Club"]).toMatchObject({ status: "process", action: null });
      expect(byTitle["Weekend reload +50%"]).toMatchObject({
        status: "coming_soon",
        phase: "upcoming",
        action: null,
      });
      expect(byTitle["Carnival of prizes"]).toMatchObject({ status: "close", phase: "ended", action: null });
      expect(list.at(-1)?.title).toBe("Carnival of prizes");
      const portuguese = (await kit.call("GET", ENDPOINTS.promotionList.path, { language: "pt" })).json()
        .value.list;
      expect(portuguese.map((card: { title: string }) => card.title)).toContain(
        "Bônus de boas-vindas de $10",
      );
    });

    it("filters by category and answers the detail with its rules and clean content", async () => {
      const newPlayer = (await kit.list(undefined, "?category=new_player")).json().value.list;
      expect(newPlayer.map((card: { category: string }) => card.category)).toEqual([
        "new_player",
        "new_player",
      ]);
      const firstDeposit = newPlayer.find((card: { title: string }) => card.title.startsWith("100%"));
      const detail = (await kit.detail(firstDeposit.id)).json().value;
      expect(detail.rules).toEqual({
        rule: "first_deposit",
        bonusAmount: null,
        minDeposit: 20,
        bonusPercent: 100,
        bonusCap: 100,
        turnoverMultiplier: 10,
        claimRequires: null,
      });
      expect(detail).toMatchObject({ application: null, claim: null, note: null, status: "claim" });
      expect(detail.content).toContain("<strong>100% of it as a bonus</strong>");
    });

    it("cleans operator HTML when it is written: no scripts, handlers or javascript: links", async () => {
      const id = await kit.create(
        definition("info", {
          content: {
            en: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="https://cdn.example/a.png" onerror="x()"></p>',
          },
        }),
      );
      const content = (await kit.detail(id)).json().value.content as string;
      expect(content).toBe('<p>Hi<a>x</a><img src="https://cdn.example/a.png" /></p>');
    });

    it("refuses bad queries and hides other merchants' and switched-off promotions", async () => {
      for (const query of ["?id=abc", "?id=0", "?id=-3", "", "?id=99999999999"]) {
        const answer = await kit.call("GET", `${ENDPOINTS.promotionDetail.path}${query}`);
        expect([answer.statusCode, answer.json().errorCode], query).toEqual([400, "request_param_err"]);
      }
      const badCategory = await kit.list(undefined, "?category=jackpot");
      expect([badCategory.statusCode, badCategory.json().errorCode]).toEqual([400, "request_param_err"]);
      expect((await kit.detail(987_654)).json().errorCode).toBe("promotion.not.found");

      const theirs = await kit.create(definition("info"), "other");
      const fromDemo = await kit.detail(theirs);
      expect([fromDemo.statusCode, fromDemo.json().errorCode]).toEqual([404, "promotion.not.found"]);
      expect((await kit.detail(theirs, undefined, "other")).statusCode).toBe(200);
      const demoIds = (await kit.list()).json().value.list.map((card: { id: number }) => card.id);
      expect(demoIds).not.toContain(theirs);

      const hidden = await kit.create(definition("info"));
      await (await kit.admin())("POST", "/admin/api/promotions/disable", { id: hidden });
      expect((await kit.detail(hidden)).statusCode).toBe(404);
      expect((await kit.list()).json().value.list.map((card: { id: number }) => card.id)).not.toContain(
        hidden,
      );
    });

    it("gives a merchant made before promotions existed the file's promotions once, by key", async () => {
      const late = { ...otherMerchant(), code: "late", domains: ["late.example"] };
      await seedMerchants(t.db, [{ ...late, promotions: [] }]);
      expect(await kit.count("promotions WHERE merchant_code = 'late'")).toBe(0);
      await seedMerchants(t.db, [late]);
      await seedMerchants(t.db, [late]);
      expect(await kit.count("promotions WHERE merchant_code = 'late'")).toBe(late.promotions.length);
      expect(late.promotions.length).toBeGreaterThanOrEqual(6);
    });

    it("reads a stale token as a visitor on the public calls", async () => {
      const answer = await kit.list("no-such-token");
      expect(answer.statusCode).toBe(200);
      expect(answer.json().value).toEqual((await kit.list()).json().value);
    });
  });

  describe("claims", () => {
    it("pays the welcome bonus once to a player registered in the period, with its turnover", async () => {
      const member = await kit.player();
      const id = await kit.create(definition("claim", { turnoverMultiplier: 5 }));
      expect((await kit.detail(id, member.token)).json().value).toMatchObject({
        status: "claim",
        action: "claim",
      });

      const claimed = await kit.claim(member.token, id);
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json().value).toMatchObject({
        claim: { amount: 10, requiredTurnover: 50 },
        balance: 10,
        replayed: false,
      });
      const again = await kit.claim(member.token, id);
      expect(again.json().value).toMatchObject({ claim: { amount: 10 }, balance: 10, replayed: true });
      expect(await kit.balance(member.token)).toBe(10);
      expect(await bonusEntries(member.id)).toBe(1);

      const detail = (await kit.detail(id, member.token)).json().value;
      expect(detail).toMatchObject({
        status: "claimed",
        action: null,
        claim: { amount: 10, requiredTurnover: 50 },
      });
      const bonuses = await kit.call(
        "GET",
        `${ENDPOINTS.bonusDetails.path}?startTime=${Date.now() - 60_000}&endTime=${Date.now() + 60_000}`,
        {
          token: member.token,
        },
      );
      expect(bonuses.json().value.list[0]).toMatchObject({
        source: "promotion",
        reason: "Teste claim",
        amount: 10,
        requiredTurnover: 50,
      });
      await ledgerIsSound();
    });

    it("grants once when the same member claims many times at once", async () => {
      const member = await kit.player();
      const id = await kit.create(definition("claim", { bonusAmount: "7.50" }));
      const answers = await Promise.all(Array.from({ length: 6 }, () => kit.claim(member.token, id)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.json().value.replayed === false)).toHaveLength(1);
      expect(await kit.balance(member.token)).toBe(7.5);
      expect(await bonusEntries(member.id)).toBe(1);
      expect(await kit.count("promotion_claims WHERE promotion_id = $1", [id])).toBe(1);
      await ledgerIsSound();
    });

    it("asks first for what the promotion requires, a verified mobile or a deposit, and says which", async () => {
      const needsMobile = await kit.create(definition("claim", { claimRequires: "verified_mobile" }));
      const needsDeposit = await kit.create(definition("claim", { claimRequires: "first_deposit" }));
      const member = await kit.player();
      for (const [id, claimRequires, note] of [
        [needsMobile, "verified_mobile", "mobile_required"],
        [needsDeposit, "first_deposit", "first_deposit_required"],
      ] as const) {
        // A condition the member can still meet reads "in process", with the note saying which.
        expect((await kit.detail(id, member.token)).json().value).toMatchObject({
          status: "process",
          action: null,
          note,
          rules: { rule: "registered_during", claimRequires },
        });
        const refused = await kit.claim(member.token, id);
        expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([
          400,
          "promotion.not.eligible",
          { note },
        ]);
      }
      expect(await kit.balance(member.token)).toBe(0);
      expect(await bonusEntries(member.id)).toBe(0);

      // As binding a number in the security centre leaves it (that path has its own tests).
      await t.db.query(
        "UPDATE members SET country_dialing_code = '+1', mobile_num = $2, mobile_verified_at = now() WHERE id = $1",
        [member.id, `60${String(Date.now()).slice(-8)}`],
      );
      expect((await kit.claim(member.token, needsMobile)).json().value).toMatchObject({ balance: 10 });
      expect((await kit.detail(needsDeposit, member.token)).json().value.note).toBe("first_deposit_required");
      await kit.creditedDeposit(member.token, "25.00");
      expect((await kit.claim(member.token, needsDeposit)).json().value).toMatchObject({ balance: 45 });
      await ledgerIsSound();
    });

    it("makes the demo's welcome bonus wait for a verified mobile number", async () => {
      const member = await kit.player();
      const welcome = (await kit.list(member.token))
        .json()
        .value.list.find((card: { title: string }) => card.title === "A $10 welcome bonus");
      expect((await kit.detail(welcome.id, member.token)).json().value).toMatchObject({
        status: "process",
        note: "mobile_required",
        rules: { claimRequires: "verified_mobile" },
      });
      expect((await kit.claim(member.token, welcome.id)).json().errorCode).toBe("promotion.not.eligible");
    });

    it("refuses a requirement on a promotion members do not claim", async () => {
      const answer = await (await kit.admin())(
        "POST",
        "/admin/api/promotions/create",
        definition("apply", { claimRequires: "verified_mobile" }),
      );
      expect([answer.statusCode, answer.json().errorCode]).toEqual([400, "request_param_err"]);
    });

    it("refuses a member registered before the period, and says why", async () => {
      const member = await kit.player();
      await pause(30);
      const id = await kit.create(definition("claim", { startsAt: "now" }));
      expect((await kit.detail(id, member.token)).json().value).toMatchObject({
        status: "close",
        action: null,
        note: "registered_before",
      });
      const refused = await kit.claim(member.token, id);
      expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([
        400,
        "promotion.not.eligible",
        { note: "registered_before" },
      ]);
      expect(await kit.balance(member.token)).toBe(0);
    });

    it("pays a percentage of a first deposit of at least the minimum, capped, credited in the period", async () => {
      const rule = {
        rule: "first_deposit",
        bonusAmount: null,
        minDeposit: "20",
        bonusPercent: 50,
        bonusCap: "30",
      };
      const id = await kit.create(definition("claim", { ...rule, turnoverMultiplier: 2 }));

      const waiting = await kit.player();
      expect((await kit.detail(id, waiting.token)).json().value).toMatchObject({
        status: "process",
        note: "deposit_required",
      });
      expect((await kit.claim(waiting.token, id)).json().value).toEqual({ note: "deposit_required" });

      await kit.creditedDeposit(waiting.token, "40.00");
      const small = await kit.claim(waiting.token, id);
      expect(small.json().value).toMatchObject({ claim: { amount: 20, requiredTurnover: 40 }, balance: 60 });

      const big = await kit.player();
      await kit.creditedDeposit(big.token, "500");
      await kit.creditedDeposit(big.token, "10");
      expect((await kit.claim(big.token, id)).json().value.claim.amount).toBe(30);

      const tooSmall = await kit.player();
      await kit.creditedDeposit(tooSmall.token, "15");
      await kit.creditedDeposit(tooSmall.token, "100");
      expect((await kit.detail(id, tooSmall.token)).json().value).toMatchObject({
        status: "close",
        note: "deposit_too_small",
      });
      expect((await kit.claim(tooSmall.token, id)).json().errorCode).toBe("promotion.not.eligible");

      const early = await kit.player();
      await kit.creditedDeposit(early.token, "100");
      await pause(30);
      const later = await kit.create(definition("claim", { ...rule, startsAt: "now" }));
      expect((await kit.claim(early.token, later)).json().value).toEqual({ note: "deposit_before_start" });
      await ledgerIsSound();
    });

    it("refuses bad claims and writes nothing", async () => {
      const member = await kit.player();
      const apply = await kit.create(definition("apply"));
      const info = await kit.create(definition("info"));
      const upcoming = await kit.create(definition("claim", { startsAt: "now+1d", endsAt: "now+2d" }));
      const ended = await kit.create(definition("claim", { startsAt: "now-3d", endsAt: "now-1d" }));
      const theirs = await kit.create(definition("claim"), "other");
      const cases: [unknown, number, string][] = [
        [undefined, 400, "request_param_err"],
        ["abc", 400, "request_param_err"],
        [-1, 400, "request_param_err"],
        [987_654, 404, "promotion.not.found"],
        [theirs, 404, "promotion.not.found"],
        [apply, 400, "promotion.action.invalid"],
        [info, 400, "promotion.action.invalid"],
        [upcoming, 409, "promotion.not.running"],
        [ended, 409, "promotion.not.running"],
      ];
      for (const [promotionId, status, code] of cases) {
        const answer = await kit.claim(member.token, promotionId);
        expect([answer.statusCode, answer.json().errorCode], String(promotionId)).toEqual([status, code]);
      }
      const visitor = await kit.call("POST", ENDPOINTS.claimPromotion.path, { body: { promotionId: apply } });
      expect([visitor.statusCode, visitor.json().errorCode]).toEqual([401, "login.not.session"]);
      const trial = (await kit.call("POST", ENDPOINTS.freeplayLogin.path, { ip: kit.nextIp() })).json().value
        .token;
      const welcome = await kit.create(definition("claim"));
      const refused = await kit.claim(trial, welcome);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "trial.account"]);
      expect((await kit.detail(welcome, trial)).json().value).toMatchObject({
        status: "claim",
        action: "claim",
      });
      expect(await kit.balance(member.token)).toBe(0);
      expect(await kit.count("promotion_claims WHERE member_id = $1", [member.id])).toBe(0);
    });

    it("keeps a claimed bonus shown after the promotion is switched off in the reward centre", async () => {
      const member = await kit.player();
      const id = await kit.create(definition("claim"));
      await kit.claim(member.token, id);
      await (await kit.admin())("POST", "/admin/api/promotions/disable", { id });
      const centre = await kit.call("GET", ENDPOINTS.myPromotions.path, { token: member.token });
      expect(centre.json().value).toMatchObject({
        totalCount: 1,
        list: [{ kind: "claim", promotionId: id, status: "claimed", amount: 10 }],
      });
      expect((await kit.claim(member.token, id)).json().errorCode).toBe("promotion.not.found");
    });
  });
});
