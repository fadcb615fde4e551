import { createHash } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { drawRaffle } from "@banca/contract/raffle";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { drawDueRaffles, raffleDrawJob } from "#app/modules/raffles/draw.ts";
import { raffleConsumer } from "#app/modules/raffles/tickets.ts";
import { DRAWN_RAFFLE_KEY, RUNNING_RAFFLE_KEY } from "#app/seed/demo-raffles.ts";
import { seedDemoRaffles } from "#app/seed/seed-demo-raffles.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openRound, runLoyalty } from "./support/loyalty.ts";
import { promotionTestKit } from "./support/promotions.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const HOUR = 3_600_000;

/** A raffle promotion running now, ending in an hour and drawn an hour later; `raffle` overrides its rule. */
function raffleDefinition(raffle: Record<string, unknown> = {}, change: Record<string, unknown> = {}) {
  return {
    category: "special",
    title: { en: `Lucky draw ${Math.random().toString(36).slice(2, 8)}` },
    artwork: "/media/promotions/lucky-draw.svg",
    startsAt: "now-1d",
    endsAt: "now+1h",
    mode: "raffle",
    turnoverMultiplier: 2,
    raffle: {
      betPerTicket: "10.00",
      depositMin: "50.00",
      depositTickets: 3,
      maxTickets: 40,
      drawAt: "now+2h",
      claimHours: 24,
      prizes: [
        { places: 1, amount: "100.00" },
        { places: 2, amount: "25.00" },
      ],
      ...raffle,
    },
    ...change,
  };
}

describe(`raffle promotions on ${databaseKind}`, () => {
  const t = useTestApp();
  const kit = promotionTestKit(t, "198.18.66");
  const afterDraw = () => new Date(Date.now() + 3 * HOUR);
  const drawRunner = () => createJobRunner(t.db, [raffleDrawJob]);
  /** One run of the draw job's work at `at` (a runner would skip a slot an earlier test ran). */
  const runDrawJob = (at: Date) =>
    t.db.transaction((tx) => raffleDrawJob.handler(tx, {}, { now: at, attempt: 1 }));
  const loyalty = () => runLoyalty(t.db, [raffleConsumer]);
  const raffleOf = async (id: number, token?: string) => (await kit.detail(id, token)).json().value;
  const ticketsOf = async (promotionId: number, memberId: number) =>
    Number(
      (
        await t.db.query<{ tickets: number }>(
          "SELECT tickets FROM raffle_entries WHERE promotion_id = $1 AND member_id = $2",
          [promotionId, memberId],
        )
      )[0]?.tickets ?? 0,
    );
  const bet = async (memberId: number, amount: bigint) =>
    (await openRound(t.db, { merchantCode: "demo", memberId, gameType: "RNG", bet: amount })).settle();
  const claim = (token: string, promotionId: unknown) =>
    kit.call("POST", ENDPOINTS.claimRaffle.path, { token, body: { promotionId } });
  const drawData = async (promotionId: number) =>
    (await kit.call("GET", `${ENDPOINTS.raffleDraw.path}?promotionId=${promotionId}`)).json().value;

  describe("defining a raffle", () => {
    it("creates a raffle with its published seed hash, and refuses bad rules without writing anything", async () => {
      const admin = await kit.admin();
      const before = await kit.count("promotions");
      const bad: [string, Record<string, unknown>][] = [
        ["no rule", { ...raffleDefinition(), raffle: null }],
        ["a rule on another mode", { ...raffleDefinition(), mode: "info", turnoverMultiplier: 0 }],
        ["no way to earn", raffleDefinition({ betPerTicket: null, depositMin: null })],
        ["draw before the end", raffleDefinition({ drawAt: "now" })],
        ["draw long after the end", raffleDefinition({ drawAt: "now+9d" })],
        ["no prizes", raffleDefinition({ prizes: [] })],
        ["a zero prize", raffleDefinition({ prizes: [{ places: 1, amount: "0" }] })],
        ["too many places", raffleDefinition({ prizes: [{ places: 501, amount: "1.00" }] })],
        ["a long claim window", raffleDefinition({ claimHours: 337 })],
        ["an unknown field", raffleDefinition({ jackpot: true })],
      ];
      for (const [what, body] of bad) {
        const answer = await admin("POST", "/admin/api/promotions/create", body);
        expect([answer.statusCode, answer.json().errorCode], what).toEqual([400, "request_param_err"]);
      }
      expect(await kit.count("promotions")).toBe(before);

      const id = await kit.create(raffleDefinition());
      const detail = await raffleOf(id);
      expect(detail).toMatchObject({ mode: "raffle", status: "process", action: null, phase: "running" });
      expect(detail.raffle).toMatchObject({
        betPerTicket: 10,
        depositMin: 50,
        depositTickets: 3,
        maxTickets: 40,
        repeatWins: false,
        prizes: [
          { fromPlace: 1, toPlace: 1, amount: 100 },
          { fromPlace: 2, toPlace: 3, amount: 25 },
        ],
        seed: null,
        drawnAt: null,
        myTickets: null,
        winners: [],
        totalTickets: 0,
      });
      expect(detail.raffle.seedHash).toMatch(/^[0-9a-f]{64}$/);

      const modeChange = await admin("POST", "/admin/api/promotions/update", { id, mode: "info" });
      expect([modeChange.statusCode, modeChange.json().errorCode]).toEqual([400, "request_param_err"]);
      const listed = (await admin("GET", "/admin/api/promotions")).json().value.list;
      expect(listed.find((row: { id: number }) => row.id === id).raffle).toMatchObject({
        betPerTicket: "10.00",
        prizes: [
          { places: 1, amount: "100.00" },
          { places: 2, amount: "25.00" },
        ],
      });
    });
  });

  describe("tickets", () => {
    it("counts each bet and deposit once, whatever order bets settle in and however often events arrive", async () => {
      const id = await kit.create(raffleDefinition());
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.bigInt({ min: 1n, max: 80_00n }), { minLength: 1, maxLength: 7 }),
          fc.array(fc.bigInt({ min: 1_00n, max: 150_00n }), { maxLength: 3 }),
          fc.infiniteStream(fc.boolean()),
          fc.integer({ min: 0, max: 1_000_000 }),
          async (bets, deposits, runAfter, seed) => {
            const member = await kit.player();
            const rounds = [];
            for (const amount of bets) {
              rounds.push(
                await openRound(t.db, {
                  merchantCode: "demo",
                  memberId: member.id,
                  gameType: "LIVE",
                  bet: amount,
                }),
              );
            }
            const order = rounds.map((round, index) => ({ round, key: (index * 7919 + seed) % 104_729 }));
            order.sort((a, b) => a.key - b.key);
            const runs = runAfter[Symbol.iterator]();
            for (const { round } of order) {
              await round.settle();
              if (runs.next().value) await loyalty();
            }
            for (const [index, amount] of deposits.entries()) {
              await depositToMain(t.db, {
                merchantCode: "demo",
                memberId: member.id,
                amount,
                key: `raffle-deposit-${member.id}-${index}`,
              });
            }
            // A replayed outbox: every event of this member delivered a second time.
            await t.db.query(
              `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
               SELECT merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at
                 FROM loyalty_events WHERE member_id = $1`,
              [member.id],
            );
            await loyalty();
            await loyalty();
            const total = bets.reduce((sum, amount) => sum + amount, 0n);
            const qualifying = deposits.filter((amount) => amount >= 50_00n).length;
            const expected = Math.min(40, Number(total / 10_00n) + qualifying * 3);
            expect(await ticketsOf(id, member.id)).toBe(expected);
          },
        ),
        { numRuns: 8 },
      );
    });

    it("counts only the period's activity of real members, and a member sees only its own tickets", async () => {
      const id = await kit.create(raffleDefinition({ maxTickets: 1000 }));
      const ended = await kit.create(
        raffleDefinition({ drawAt: "now-1d" }, { startsAt: "now-3d", endsAt: "now-1d" }),
      );
      const alice = await kit.player();
      const bob = await kit.player();
      await bet(alice.id, 123_00n);
      await bet(bob.id, 40_00n);
      await loyalty();
      expect(await ticketsOf(id, alice.id)).toBe(12);
      expect(await ticketsOf(ended, alice.id)).toBe(0);

      expect((await raffleOf(id, alice.token)).raffle).toMatchObject({ myTickets: 12 });
      expect((await raffleOf(id, alice.token)).status).toBe("joined");
      expect((await raffleOf(id, bob.token)).raffle).toMatchObject({ myTickets: 4 });
      expect((await raffleOf(id)).raffle).toMatchObject({ myTickets: null });
      const newcomer = await kit.player();
      expect(await raffleOf(id, newcomer.token)).toMatchObject({ status: "process" });
      expect((await raffleOf(id, newcomer.token)).raffle).toMatchObject({ myTickets: 0 });
      // The card list answers the same standing.
      const card = (await kit.list(alice.token))
        .json()
        .value.list.find((row: { id: number }) => row.id === id);
      expect(card).toMatchObject({ status: "joined", mode: "raffle" });

      // Free play: trial accounts earn nothing and read as visitors.
      const trial = (await kit.call("POST", ENDPOINTS.freeplayLogin.path, { ip: kit.nextIp() })).json().value;
      await bet(trial.id, 500_00n);
      await loyalty();
      expect((await raffleOf(id, trial.token)).raffle).toMatchObject({ myTickets: null });
      expect(
        await kit.count("raffle_entries e JOIN members m ON m.id = e.member_id WHERE m.kind = 'trial'"),
      ).toBe(0);
    });
  });

  describe("the draw", () => {
    it("draws once with two runners, after every bet of the period is counted, and anyone can recompute it", async () => {
      const id = await kit.create(raffleDefinition({ repeatWins: false }));
      const players = [await kit.player(), await kit.player(), await kit.player(), await kit.player()];
      for (const [index, player] of players.entries()) await bet(player.id, BigInt(index + 1) * 50_00n);

      // Bets of the period still in the outbox: the draw waits for them.
      const [first, second] = [drawRunner(), drawRunner()];
      await Promise.all([first.runDue(afterDraw()), second.runDue(afterDraw())]);
      expect((await raffleOf(id)).raffle.drawnAt).toBeNull();

      await loyalty();
      const later = new Date(afterDraw().getTime() + 20_000);
      await Promise.all([first.runDue(later), second.runDue(later)]);
      // Runs of another slot, and a draw by hand, find it drawn.
      await Promise.all([
        t.db.transaction((tx) => drawDueRaffles(tx, new Date(later.getTime() + 60_000))),
        t.db.transaction((tx) => drawDueRaffles(tx, new Date(later.getTime() + 60_000))),
      ]);
      expect(await kit.count("raffle_winners WHERE promotion_id = $1", [id])).toBe(3);

      const detail = await raffleOf(id);
      expect(detail.status).toBe("close");
      expect(detail.raffle.totalTickets).toBe(5 + 10 + 15 + 20);
      expect(detail.raffle.entrants).toBe(4);
      expect(detail.raffle.winners.map((winner: { place: number }) => winner.place)).toEqual([1, 2, 3]);
      expect(detail.raffle.winners[0].player).toMatch(/\*\*\*/);
      // Three different members (no repeat wins): told apart by id, as two masked names can match.
      expect(
        await kit.count("(SELECT DISTINCT member_id FROM raffle_winners WHERE promotion_id = $1) AS won", [
          id,
        ]),
      ).toBe(3);

      // The verifier's recomputation: the seed's hash, then the places from the holders in ticket order.
      const data = await drawData(id);
      expect(createHash("sha256").update(Buffer.from(data.seed, "hex")).digest("hex")).toBe(data.seedHash);
      expect(data.seedHash).toBe(detail.raffle.seedHash);
      const picks = await drawRaffle({
        seed: data.seed,
        promotionId: id,
        holders: data.holders.map((holder: { tickets: number }) => holder.tickets),
        places: data.places,
        repeatWins: data.repeatWins,
      });
      expect(
        picks.map((pick) => ({
          place: pick.place,
          ticket: pick.ticket,
          player: data.holders[pick.holder].player,
        })),
      ).toEqual(data.winners);
      expect(data.holders.map((holder: { firstTicket: number }) => holder.firstTicket)).toEqual([
        1, 6, 16, 31,
      ]);

      // Once drawn, what the draw used stays; the words may change.
      const admin = await kit.admin();
      const change = await admin("POST", "/admin/api/promotions/update", {
        id,
        raffle: raffleDefinition().raffle,
      });
      expect([change.statusCode, change.json().errorCode]).toEqual([409, "promotion.raffle.drawn"]);
      const retitled = await admin("POST", "/admin/api/promotions/update", {
        id,
        title: { en: "Renamed draw" },
      });
      expect(retitled.statusCode).toBe(200);
      // Tickets earned after the draw change nothing.
      await bet(players[0]!.id, 500_00n);
      await loyalty();
      expect((await drawData(id)).holders).toEqual(data.holders);

      const winners = (await admin("GET", `/admin/api/promotions/raffle/winners?promotionId=${id}`)).json()
        .value;
      expect(winners.list.map((winner: { status: string }) => winner.status)).toEqual(["won", "won", "won"]);
      const tickets = (await admin("GET", `/admin/api/promotions/raffle/tickets?promotionId=${id}`)).json()
        .value;
      expect(tickets.list[0]).toMatchObject({ tickets: 20, firstTicket: 31, validBet: "200.00" });
      expect(tickets.draw.totalTickets).toBe(50);
    });

    it("reveals no seed before the draw and refuses bad draw queries", async () => {
      const id = await kit.create(raffleDefinition());
      expect(await drawData(id)).toMatchObject({ seed: null, holders: [], winners: [] });
      for (const query of ["", "?promotionId=x", "?promotionId=0"]) {
        const answer = await kit.call("GET", `${ENDPOINTS.raffleDraw.path}${query}`);
        expect([answer.statusCode, answer.json().errorCode], query).toEqual([400, "request_param_err"]);
      }
      const welcome = await kit.create({
        ...raffleDefinition(),
        mode: "info",
        raffle: null,
        turnoverMultiplier: 0,
      });
      expect(
        (await kit.call("GET", `${ENDPOINTS.raffleDraw.path}?promotionId=${welcome}`)).json().errorCode,
      ).toBe("promotion.not.found");
    });
  });

  describe("claiming prizes", () => {
    /** A drawn raffle where one member holds every ticket and wins the first place. */
    async function drawnWithWinner() {
      const id = await kit.create(raffleDefinition({ prizes: [{ places: 1, amount: "100.00" }] }));
      const winner = await kit.player();
      const loser = await kit.player();
      await bet(winner.id, 30_00n);
      await loyalty();
      await runDrawJob(afterDraw());
      return { id, winner, loser };
    }

    it("pays the prize once under concurrent claims, with its turnover, and says so in the reward centre", async () => {
      const { id, winner, loser } = await drawnWithWinner();
      expect(await raffleOf(id, winner.token)).toMatchObject({ status: "claim", action: "claim" });
      expect((await raffleOf(id, winner.token)).raffle.myPrizes).toMatchObject([
        { place: 1, amount: 100, status: "won", claimedAt: null },
      ]);
      expect(await raffleOf(id, loser.token)).toMatchObject({ status: "close", action: null });

      const answers = await Promise.all(Array.from({ length: 6 }, () => claim(winner.token, id)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((answer) => !answer.json().value.replayed)).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.json().value).toMatchObject({
          balance: 100,
          prizes: [{ place: 1, amount: 100, status: "claimed", requiredTurnover: 200 }],
        });
      }
      expect(await kit.balance(winner.token)).toBe(100);
      expect(
        await kit.count(
          "journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id WHERE e.kind = 'bonus.promotion' AND a.member_id = $1",
          [winner.id],
        ),
      ).toBe(1);
      expect(await raffleOf(id, winner.token)).toMatchObject({ status: "claimed" });
      const rewards = (await kit.call("GET", ENDPOINTS.myPromotions.path, { token: winner.token })).json()
        .value;
      expect(rewards.list[0]).toMatchObject({
        kind: "raffle",
        status: "claimed",
        amount: 100,
        promotionId: id,
      });
      const inbox = await kit.count(
        "member_messages WHERE member_id = $1 AND template = 'raffleWon' AND reference = $2",
        [winner.id, `raffle:${id}:place:1:won`],
      );
      expect(inbox).toBe(1);

      const notWinner = await claim(loser.token, id);
      expect([notWinner.statusCode, notWinner.json().errorCode]).toEqual([
        400,
        "promotion.raffle.not.winner",
      ]);
      await expectLedgerSound(t.db);
    });

    it("lets an unclaimed prize lapse when the window closes, and then pays nothing", async () => {
      const { id, winner } = await drawnWithWinner();
      await runDrawJob(new Date(Date.now() + 3 * HOUR + 25 * HOUR));
      const answer = await claim(winner.token, id);
      expect([answer.statusCode, answer.json().errorCode]).toEqual([409, "promotion.raffle.claim.expired"]);
      expect(await kit.balance(winner.token)).toBe(0);
      expect(await raffleOf(id, winner.token)).toMatchObject({ status: "close" });
      expect((await raffleOf(id, winner.token)).raffle.myPrizes[0].status).toBe("lapsed");
      expect((await raffleOf(id)).raffle.winners[0].status).toBe("lapsed");
    });

    it("refuses trial accounts, visitors, claims before the draw, other modes and bad input", async () => {
      const running = await kit.create(raffleDefinition());
      const member = await kit.player();
      const cases: [unknown, number, string][] = [
        [running, 409, "promotion.raffle.not.drawn"],
        [987_654, 404, "promotion.not.found"],
        ["abc", 400, "request_param_err"],
        [0, 400, "request_param_err"],
      ];
      for (const [promotionId, status, code] of cases) {
        const answer = await claim(member.token, promotionId);
        expect([answer.statusCode, answer.json().errorCode], String(promotionId)).toEqual([status, code]);
      }
      const info = await kit.create({
        ...raffleDefinition(),
        mode: "info",
        raffle: null,
        turnoverMultiplier: 0,
      });
      const other = await claim(member.token, info);
      expect([other.statusCode, other.json().errorCode]).toEqual([400, "promotion.action.invalid"]);
      const visitor = await kit.call("POST", ENDPOINTS.claimRaffle.path, { body: { promotionId: running } });
      expect([visitor.statusCode, visitor.json().errorCode]).toEqual([401, "login.not.session"]);
      const trial = (await kit.call("POST", ENDPOINTS.freeplayLogin.path, { ip: kit.nextIp() })).json().value
        .token;
      const refused = await claim(trial, running);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "trial.account"]);
      expect(await kit.balance(member.token)).toBe(0);
    });
  });

  describe("the winners list and the demo", () => {
    it("seeds a running raffle with the demo players' tickets and a drawn one with winners to claim, once", async () => {
      const config = demoConfig();
      expect(await seedDemoRaffles(t.db, [config])).toEqual(["demo"]);
      expect(await seedDemoRaffles(t.db, [config])).toEqual([]);
      const ids = await t.db.query<{ id: string; seed_key: string }>(
        "SELECT id::text, seed_key FROM promotions WHERE seed_key = ANY ($1::text[])",
        [[RUNNING_RAFFLE_KEY, DRAWN_RAFFLE_KEY]],
      );
      const idOf = (key: string) => Number(ids.find((row) => row.seed_key === key)?.id);
      const login = await kit.login("demoplayer", "Demo2026");
      const token = login.json().value.token as string;
      const running = await raffleOf(idOf(RUNNING_RAFFLE_KEY), token);
      expect(running).toMatchObject({ status: "joined", phase: "running" });
      expect(running.raffle).toMatchObject({ myTickets: 27, drawnAt: null, seed: null });
      const drawn = await raffleOf(idOf(DRAWN_RAFFLE_KEY), token);
      expect(drawn.raffle.drawnAt).not.toBeNull();
      expect(drawn.raffle.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(drawn.raffle.winners.length).toBeGreaterThan(0);
      expect(drawn.raffle.claimUntil).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);

      const latest = (
        await kit.call("GET", `${ENDPOINTS.raffleWinners.path}?size=50`, { language: "en" })
      ).json().value.list;
      const demoDraw = latest.filter(
        (row: { title: string }) => row.title === "Mid-month lucky draw: $310 in prizes",
      );
      expect(demoDraw.map((row: { place: number }) => row.place)).toEqual(
        drawn.raffle.winners.map((winner: { place: number }) => winner.place),
      );
      const bad = await kit.call("GET", `${ENDPOINTS.raffleWinners.path}?size=500`);
      expect([bad.statusCode, bad.json().errorCode]).toEqual([400, "request_param_err"]);
    });

    it("lists the biggest wins of a chosen period on the winner board", async () => {
      for (const query of ["?days=1", "?days=30&size=50", "?gameType=RNG&days=7"]) {
        const answer = await kit.call("GET", `${ENDPOINTS.winnerBoard.path}${query}`);
        expect(answer.statusCode, query).toBe(200);
      }
      for (const query of ["?days=2", "?size=51", "?days=x"]) {
        const answer = await kit.call("GET", `${ENDPOINTS.winnerBoard.path}${query}`);
        expect([answer.statusCode, answer.json().errorCode], query).toEqual([400, "request_param_err"]);
      }
    });
  });
});
