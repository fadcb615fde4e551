import { pickText } from "@banca/contract/localized";
import type { Database } from "#app/db/database.ts";
import { createClubLevelService } from "#app/modules/members/club-levels.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { cliActor } from "./balance-command.ts";

export const CLUB_USAGE = `  club levels <merchant>         the club (VIP) levels with how many members stand on each
  club set <merchant> <username> <rank> <reason...>  put a member on a level (rank 0: on none)`;

const USAGE_EXAMPLE = "Usage: npm run ops -- club set demo demoplayer 3 loyal since launch";

/** `club levels` and `club set`: members' club levels, each change audited. */
export async function clubCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, merchantCode, username, rank, ...reasonWords] = args;
  if ((action !== "levels" && action !== "set") || !merchantCode) throw new Error(USAGE_EXAMPLE);
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const clubLevels = createClubLevelService(db);
  if (action === "levels") {
    const language = merchant.settings.languages.default;
    const levels = (await clubLevels.levels(merchant)).list;
    if (levels.length === 0) return [`${merchantCode}: no club levels`];
    return levels.map(
      (level) =>
        `${level.rankLevel}\t${pickText(level.name, language, language)}\t${level.color} on ${level.color2}\t${level.members} members`,
    );
  }
  const reason = reasonWords.join(" ").trim();
  if (!username || !rank || !/^\d{1,2}$/.test(rank) || reason.length < 3) throw new Error(USAGE_EXAMPLE);
  const result = await clubLevels.setLevel(merchant, {
    username,
    rankLevel: Number(rank),
    reason,
    actor: cliActor(),
  });
  return [
    result.rankLevel === 0
      ? `${result.username}: on no club level`
      : `${result.username}: club level ${result.rankLevel} (${result.labelName})`,
  ];
}
