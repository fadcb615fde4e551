import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { navigate } from "#app/lib/router.tsx";
import { usePopular } from "./api.ts";
import { menuGamePath } from "./lottery-launch.ts";

/** The areas the TCG_SEA vendor serves, each with the artwork of a game group it holds. */
const AREAS = [
  { key: "vnlottery", path: "/vnlottery", art: "vn" },
  { key: "lottery", path: "/lottery", art: "ssc" },
  { key: "elott", path: "/elott", art: "keno" },
] as const;

/** How many of the popular games the dialog offers as shortcuts. */
const POPULAR_SHOWN = 6;

/**
 * The TCG_SEA special dialog (spec part 1 §4 lottery start, decision 068): the lottery category of
 * the left bar starts the TCG_SEA vendor, whose games span the Vietnam lottery, the quick draws and
 * the e-lottery lobby; the player chooses where to play, or one of the popular games at once.
 */
export function LotteryStartModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const popular = usePopular();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const games = (popular.data ?? []).slice(0, POPULAR_SHOWN);
  return (
    <Modal
      title={t("gameLaunch.lottery.title")}
      onClose={onClose}
      width={640}
      className="launch-dialog lottery-start"
    >
      <p className="lottery-start__intro">{t("gameLaunch.lottery.intro")}</p>
      <ul className="lottery-start__areas" data-testid="lottery-start-areas">
        {AREAS.map((area) => (
          <li key={area.key}>
            <button type="button" className="lottery-start__area" onClick={() => go(area.path)}>
              <img src={`/media/lottery/${area.art}.svg`} alt="" width={72} height={72} />
              <span className="lottery-start__name">{t(`gameLaunch.lottery.${area.key}`)}</span>
              <span className="lottery-start__text">{t(`gameLaunch.lottery.${area.key}Text`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {games.length > 0 ? (
        <>
          <h3 className="launch-dialog__subtitle">{t("gameLaunch.lottery.popular")}</h3>
          <ul className="lottery-start__popular" data-testid="lottery-start-popular">
            {games.map((game) => (
              <li key={game.gameCode}>
                <button type="button" className="vendor-chip" onClick={() => go(menuGamePath(game))}>
                  {game.labelName}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="launch-dialog__actions">
        <button type="button" name="close" className="button button--secondary" onClick={onClose}>
          {t("gameLaunch.close")}
        </button>
      </div>
    </Modal>
  );
}
