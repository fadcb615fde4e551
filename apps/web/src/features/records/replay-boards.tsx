import type { BgsReplay } from "@banca/contract/calls/bgs-replay";
import { useTranslation } from "#app/i18n/use-translation.tsx";

type Step = BgsReplay["steps"][number];
const num = (value: unknown) => (typeof value === "number" ? value : Number(value ?? 0));
const SYMBOL_GLYPHS: Record<string, string> = {
  wild: "★",
  seven: "7",
  bar: "▬",
  bell: "🔔",
  grape: "🍇",
  cherry: "🍒",
  lemon: "🍋",
};
const MINES_TILES = 25;
/** Rolls and targets travel in hundredths (0.00 to 99.99). */
const hundredths = (value: unknown) => (num(value) / 100).toFixed(2);

/** What one step did, in a sentence. */
export function StepText({ step, index }: { step: Step; index: number }) {
  const { t } = useTranslation();
  const d = step.detail;
  switch (step.step) {
    case "reel":
      return <>{t("records.replay.steps.reel", { reel: num(d.reel), stop: num(d.stop), of: num(d.of) })}</>;
    case "line":
      return (
        <>
          {t("records.replay.steps.line", {
            line: num(d.line) + 1,
            count: num(d.count),
            symbol: t(`records.replay.symbols.${String(d.symbol)}`),
            pay: num(d.pay),
          })}
        </>
      );
    case "roll":
      return (
        <>
          {t("records.replay.steps.roll", {
            roll: hundredths(d.roll),
            direction: t(`records.replay.${d.direction === "over" ? "over" : "under"}`),
            target: hundredths(d.target),
            result: t(d.won ? "records.replay.won" : "records.replay.lost"),
          })}
        </>
      );
    case "layout":
      return <>{t("records.replay.steps.layout", { count: Array.isArray(d.mines) ? d.mines.length : 0 })}</>;
    case "pick":
      return (
        <>
          {t("records.replay.steps.pick", {
            n: index,
            tile: num(d.tile) + 1,
            result: t(d.mine ? "records.replay.mine" : "records.replay.safe"),
          })}
        </>
      );
    default:
      return <>{step.step}</>;
  }
}

/** The slot's reels: a reel shows its symbols once its step is reached. */
function SlotBoard({ steps, shown }: { steps: Step[]; shown: number }) {
  const { t } = useTranslation();
  const reels = steps.filter((step) => step.step === "reel");
  return (
    <div className="replay-slot" data-testid="replay-slot">
      {reels.map((reel, index) => {
        const symbols = (reel.detail.symbols as string[] | undefined) ?? [];
        const open = index < shown;
        return (
          <div key={String(reel.detail.reel)} className={`replay-slot__reel ${open ? "is-open" : ""}`}>
            {symbols.map((symbol, row) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a reel's rows never move
                key={row}
                className="replay-slot__cell"
                role="img"
                aria-label={open ? t(`records.replay.symbols.${symbol}`) : "?"}
              >
                {open ? (SYMBOL_GLYPHS[symbol] ?? symbol) : "?"}
              </span>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The dice: the roll against the target once rolled. */
function DiceBoard({ steps, shown }: { steps: Step[]; shown: number }) {
  const { t } = useTranslation();
  const roll = steps[0];
  if (!roll) return null;
  const d = roll.detail;
  return (
    <div className="replay-dice" data-testid="replay-dice">
      <span className={`replay-dice__roll ${shown > 0 ? (d.won ? "is-won" : "is-lost") : ""}`}>
        {shown > 0 ? hundredths(d.roll) : "—"}
      </span>
      <span className="replay-dice__target">
        {t(`records.replay.${d.direction === "over" ? "over" : "under"}`)} {hundredths(d.target)}
      </span>
    </div>
  );
}

/** The mines field: the layout once placed, then each pick numbered in the order it was made. */
function MinesBoard({ steps, shown }: { steps: Step[]; shown: number }) {
  const { t } = useTranslation();
  const layout = steps[0]?.step === "layout" && shown > 0 ? (steps[0].detail.mines as number[]) : [];
  const picks = steps
    .slice(1, shown)
    .filter((step) => step.step === "pick")
    .map((step) => num(step.detail.tile));
  return (
    <div className="replay-mines" data-testid="replay-mines">
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const order = picks.indexOf(tile);
        const mine = layout.includes(tile);
        const state = order >= 0 ? (mine ? "is-hit" : "is-safe") : mine ? "is-mine" : "";
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are the field's fixed places
            key={tile}
            className={`replay-mines__tile ${state}`}
            title={`${tile + 1}${mine ? ` · ${t("records.replay.mine")}` : ""}`}
          >
            {order >= 0 ? order + 1 : mine ? "✹" : ""}
          </span>
        );
      })}
    </div>
  );
}

/** The game's own picture of the round, up to the step shown. */
export function ReplayBoard({ replay, shown }: { replay: BgsReplay; shown: number }) {
  if (replay.steps.some((step) => step.step === "reel"))
    return <SlotBoard steps={replay.steps} shown={shown} />;
  if (replay.steps[0]?.step === "roll") return <DiceBoard steps={replay.steps} shown={shown} />;
  if (replay.steps[0]?.step === "layout") return <MinesBoard steps={replay.steps} shown={shown} />;
  return null;
}
