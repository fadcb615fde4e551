import { createHash, randomBytes } from "node:crypto";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { minesView, publicBet } from "./bet-views.ts";
import { createInstantGames } from "./instant-games.ts";
import { createMinesRounds } from "./mines-rounds.ts";
import { isBgsGame } from "./play.ts";
import { type BgsSessionRow, createBgsRepository, playerOf } from "./repository.ts";
import { createSeedService } from "./seed-service.ts";
import { badRequest } from "./stake.ts";
import { type BgsWallet, decimalsOf, isDefiniteRefusal } from "./wallet.ts";
import { createWalletRounds } from "./wallet-rounds.ts";

const SESSION_SECONDS = 12 * 3600;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** BGS as its pages see it: sessions, state, seeds, history, and the three games. */
export function createBgsService(db: Database, wallet: BgsWallet) {
  const repo = createBgsRepository(db);
  const seeds = createSeedService(db);
  const rounds = createWalletRounds(db, wallet, seeds);

  async function state(session: BgsSessionRow) {
    const player = playerOf(session);
    await rounds.settlePending(session).catch(() => undefined);
    const open = await repo.openMines(player);
    return {
      username: session.username,
      currency: session.currency,
      decimals: session.decimals,
      language: session.language,
      game: session.game_code,
      balance: await rounds.balanceOf(session),
      seeds: await seeds.seedsView(player),
      minesRound: open ? minesView(session, open) : null,
    };
  }

  return {
    async session(token: unknown): Promise<BgsSessionRow> {
      if (typeof token !== "string" || token.length < 20)
        throw new AppError("login.not.session", "Open the game from the lobby");
      const session = await repo.findSession(hashToken(token));
      if (!session)
        throw new AppError(
          "login.not.session",
          "Your game session has ended; open the game again from the lobby",
        );
      return session;
    },

    /** Exchanges the launch token from the game's address for a BGS session (one time only). */
    async open(merchantCode: string, launchToken: string) {
      const client = await wallet.clientFor(merchantCode);
      let opened: Awaited<ReturnType<typeof client.session>>;
      try {
        opened = await client.session(launchToken);
      } catch (error) {
        if (isDefiniteRefusal(error)) {
          throw new AppError("login.not.session", "This game link has already been used or has expired");
        }
        throw error;
      }
      if (!isBgsGame(opened.gameCode)) throw badRequest("This game is not a BGS game");
      const token = randomBytes(32).toString("base64url");
      const row: BgsSessionRow = {
        merchant_code: merchantCode,
        member_id: String(opened.memberId),
        username: opened.username,
        seamless_token: opened.sessionToken,
        currency: opened.currency,
        decimals: decimalsOf(opened.balance),
        language: opened.language,
        game_code: opened.gameCode,
      };
      await repo.insertSession(hashToken(token), row, SESSION_SECONDS);
      return { token, ...(await state(row)) };
    },

    state,
    rotate: (session: BgsSessionRow, clientSeed: unknown) => seeds.rotate(playerOf(session), clientSeed),
    revealedSeeds: (session: BgsSessionRow) => seeds.revealedSeeds(playerOf(session)),

    async history(session: BgsSessionRow) {
      return (await repo.recentBets(playerOf(session), 30)).map((row) => publicBet(session, row));
    },

    ...createInstantGames(rounds),
    ...createMinesRounds(db, rounds),
  };
}
export type BgsService = ReturnType<typeof createBgsService>;
