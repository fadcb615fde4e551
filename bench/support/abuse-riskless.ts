// The near-riskless strategy: the demo start's agent brings a player into its team; the player
// deposits, bets the in-house dice at its 98 % chance until the turnover is reached, and the team
// then takes every reward the platform pays for that play (the agent's rebates and salary, points
// converted to cash, mission rewards), playing through whatever a reward holds back.
import { missionSummaryCall } from "@banca/contract/calls/missions";
import { pointBalanceCall } from "@banca/contract/calls/points";
import {
  type Account,
  claimMissions,
  confirmMobile,
  convertPoints,
  deposit,
  type Funds,
  funds,
  login,
  register,
  settle,
} from "./abuse-account.ts";
import { CallRefused, createClient, type Operator } from "./abuse-client.ts";
import { addPlay, NEAR_RISKLESS, noPlay, type Play, playDice, playThrough } from "./abuse-dice.ts";

/** The demo start's agent (README) and its affiliate code. */
const DEMO_AGENT = { username: "demoagent", password: "Agent2026", affiliateCode: "RIOAGENT" };

export type RisklessResult = {
  play: Play;
  deposited: number;
  /** Cents the team could take out at the end less what it had and paid in. */
  teamNet: number;
  /** Cents the platform paid the team for the play: the team's net less the game's own result. */
  rewards: number;
  refusals: string[];
};

const withdrawable = (state: Funds) => state.withdrawable;

export async function runRiskless(
  base: string,
  operator: Operator,
  { turnover = 150_000, mobile }: { turnover?: number; mobile: string },
): Promise<RisklessResult> {
  const agentClient = createClient({ base, address: "198.18.10.1", cookies: new Map() });
  await login(agentClient, DEMO_AGENT.username, DEMO_AGENT.password);
  const agent: Account = {
    client: agentClient,
    username: DEMO_AGENT.username,
    password: DEMO_AGENT.password,
    paymentPassword: "",
    deposited: 0,
    refusals: [],
  };
  const player = await register(
    createClient({ base, address: "198.18.10.2", cookies: new Map() }),
    { affiliateCode: DEMO_AGENT.affiliateCode },
    "rl",
  );
  try {
    await confirmMobile(player, mobile);
  } catch (error) {
    if (!(error instanceof CallRefused)) throw error;
    player.refusals.push(`${player.username} mobile: ${error.errorCode}`);
  }

  // What the demo's own history still pays the agent (bills of past periods) lands before the start.
  await settle(async () => String((await funds(agent)).balance));
  const start = { agent: withdrawable(await funds(agent)), player: withdrawable(await funds(player)) };

  // Enough to cover a losing streak, and the most a deposit mission asks this week.
  const { list } = await player.client.call<{ list: { kind: string; target: number }[] }>(missionSummaryCall);
  const depositTarget = Math.max(0, ...list.filter((m) => m.kind === "deposit").map((m) => m.target));
  await deposit(player, operator, Math.min(Math.max(20_000, Math.round(depositTarget * 100)), 100_000));

  const play = noPlay();
  addPlay(play, await playDice(player, turnover, { target: NEAR_RISKLESS }));

  const reading = async () =>
    JSON.stringify([
      (await funds(agent)).balance,
      (await player.client.call<{ balance: number }>(pointBalanceCall)).balance,
      (await funds(player)).balance,
    ]);
  await settle(reading);
  // The agent's own payment password is not the bench's to know: it claims missions only.
  await convertPoints(player);
  for (const account of [player, agent]) await claimMissions(account);
  await settle(reading, 8_000, 30_000);
  for (const account of [player, agent]) addPlay(play, await playThrough(account, NEAR_RISKLESS));

  const end = { agent: withdrawable(await funds(agent)), player: withdrawable(await funds(player)) };
  const teamNet = end.agent - start.agent + end.player - start.player - player.deposited;
  return {
    play,
    deposited: player.deposited,
    teamNet,
    rewards: teamNet - play.net,
    refusals: [...agent.refusals, ...player.refusals],
  };
}
