import type { LotteryGameMenu } from "@banca/contract/calls/lottery";
import { intlLocale } from "@banca/contract/languages";
import type { TFunction } from "#app/i18n/translate.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, useSearchParams } from "#app/lib/router.tsx";
import { useLotteryGame, useLotteryMenu, useNear, usePopular, useRecent } from "./api.ts";
import { useLotteryFavourites } from "./favourites.ts";
import { GameView } from "./game-view.tsx";
import "./lottery.css";

/** A game drawn once a day or less often (the official Vietnamese draws) says "daily", not 1,440 minutes. */
const DAY_SECONDS = 86_400;

/** Weekday names in the site's language, Sunday first (2023-01-01 was a Sunday). */
const weekdayNames = (language: string) =>
  Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", timeZone: "UTC" }).format(
      Date.UTC(2023, 0, 1 + day),
    ),
  );

/** How often a game draws: every N minutes, daily, or on the weekdays its station draws. */
function drawSchedule(game: LotteryGameMenu, t: TFunction, language: string) {
  if (game.drawDays) {
    const names = weekdayNames(language);
    const days = new Intl.ListFormat(intlLocale(language), { type: "conjunction" }).format(
      game.drawDays.map((day) => names[day]!),
    );
    return t("lottery.onDays", { days });
  }
  return game.intervalSeconds >= DAY_SECONDS
    ? t("lottery.everyDay")
    : t("lottery.every", { count: game.intervalSeconds / 60 });
}

export const gamePath = (game: Pick<LotteryGameMenu, "gameCode" | "vassalage" | "defaultPlayType">) =>
  game.vassalage === "TCG_LOTTO_VN"
    ? `/vnlottery?gameCode=${game.gameCode}`
    : `/lottery?gameCode=${game.gameCode}&playType=${game.defaultPlayType}`;

function GameMenu({
  groups,
  current,
}: {
  groups: { gameGroupCode: string; labelName: string; gameMenus: LotteryGameMenu[] }[];
  current: string | null;
}) {
  return (
    <nav className="lottery-menu">
      {groups.map((group) => (
        <div key={group.gameGroupCode}>
          <h2 className="lottery-menu__group">
            <img
              src={`/media/lottery/${group.gameGroupCode.toLowerCase()}.svg`}
              alt=""
              width={20}
              height={20}
            />
            {group.labelName}
          </h2>
          {group.gameMenus.map((game) => (
            <Link
              key={game.gameCode}
              to={gamePath(game)}
              aria-current={game.gameCode === current ? "page" : undefined}
            >
              {game.labelName}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}

function AreaPage({ prizeMode }: { prizeMode: "VN" | "Lott" }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const menu = useLotteryMenu(prizeMode);
  const first = menu.data?.[0]?.gameMenus[0]?.gameCode ?? null;
  const code = params.get("gameCode") ?? first;
  const game = useLotteryGame(code);
  return (
    <div className="lottery-page">
      <GameMenu groups={menu.data ?? []} current={code} />
      <div className="lottery-page__body">
        {game.data ? (
          <GameView key={code} game={game.data} initialPlay={params.get("playType")} />
        ) : game.isError ? (
          <p className="lottery-muted">{t("errors.lottery.game.not.found")}</p>
        ) : (
          <p className="lottery-muted">{t("lottery.loading")}</p>
        )}
      </div>
    </div>
  );
}

/** /vnlottery: the Vietnam lottery (spec part 1 §2; optional gameCode). */
export const VnLotteryPage = () => <AreaPage prizeMode="VN" />;
/** /lottery: the lottery page (optional gameCode and playType). */
export const LotteryPage = () => <AreaPage prizeMode="Lott" />;

function LobbyCard({
  game,
  group,
  favourite,
  onFavourite,
}: {
  game: LotteryGameMenu;
  /** The game's group, whose artwork the card shows (/media/lottery/<group>.svg). */
  group: string | undefined;
  favourite?: boolean;
  onFavourite?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const near = useNear(game.gameCode);
  return (
    <article className="elott-card">
      <Link to={gamePath(game)} className="elott-card__link">
        {group ? (
          <img
            className="elott-card__art"
            src={`/media/lottery/${group.toLowerCase()}.svg`}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
        ) : null}
        <span className="elott-card__text">
          <span className="elott-card__name">{game.labelName}</span>
          <span className="lottery-muted">{drawSchedule(game, t, i18n.language)}</span>
          <span className="elott-card__last">{near.data?.previousNumero?.winNo ?? "—"}</span>
        </span>
      </Link>
      {onFavourite ? (
        <button type="button" className="link-button" aria-pressed={favourite} onClick={onFavourite}>
          {favourite ? t("lottery.unfavourite") : t("lottery.favourite")}
        </button>
      ) : null}
    </article>
  );
}

/** /elott: the e-lottery lobby: every game, the popular ones, the member's recent and favourites. */
export function ElottLobby() {
  const { t } = useTranslation();
  const lott = useLotteryMenu("Lott");
  const vn = useLotteryMenu("VN");
  const popular = usePopular();
  const recent = useRecent();
  const favourites = useLotteryFavourites();
  const all = [...(lott.data ?? []), ...(vn.data ?? [])].flatMap((group) => group.gameMenus);
  const favouriteGames = all.filter((game) => favourites.ids.includes(game.gameId));
  const groupOf = new Map(
    [...(lott.data ?? []), ...(vn.data ?? [])].flatMap((group) =>
      group.gameMenus.map((game) => [game.gameCode, group.gameGroupCode] as const),
    ),
  );
  const lane = (title: string, games: LotteryGameMenu[], testId: string) =>
    games.length === 0 ? null : (
      <section className="elott-lane" data-testid={testId}>
        <h2>{title}</h2>
        <div className="elott-grid">
          {games.map((game) => (
            <LobbyCard
              key={game.gameCode}
              game={game}
              group={groupOf.get(game.gameCode)}
              favourite={favourites.ids.includes(game.gameId)}
              {...(favourites.available ? { onFavourite: () => favourites.toggle(game.gameId) } : {})}
            />
          ))}
        </div>
      </section>
    );
  return (
    <div className="elott-lobby">
      <h1>{t("lottery.lobbyTitle")}</h1>
      <p className="lottery-muted">{t("lottery.lobbyIntro")}</p>
      {lane(t("lottery.favourites"), favouriteGames, "elott-favourites")}
      {lane(t("lottery.recent"), recent.data ?? [], "elott-recent")}
      {lane(t("lottery.popular"), popular.data ?? [], "elott-popular")}
      {[...(lott.data ?? []), ...(vn.data ?? [])].map((group) =>
        lane(group.labelName, group.gameMenus, `elott-${group.gameGroupCode}`),
      )}
    </div>
  );
}
