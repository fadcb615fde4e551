import type { BgsReplay } from "@banca/contract/calls/bgs-replay";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import type { BetRound } from "./betting-api.ts";
import { bgsReplayQuery } from "./replay-api.ts";
import { ReplayBoard, StepText } from "./replay-boards.tsx";

/** The seeds the round was drawn from, for the player to recompute it elsewhere. */
function SeedList({ seeds }: { seeds: BgsReplay["seeds"] }) {
  const { t } = useTranslation();
  const rows: [string, string | number | null][] = [
    ["serverSeedHash", seeds.serverSeedHash],
    ["serverSeed", seeds.serverSeed],
    ["clientSeed", seeds.clientSeed],
    ["nonce", seeds.nonce],
    ["firstBlock", seeds.firstBlock],
  ];
  return (
    <section className="round-replay__seeds" aria-labelledby="round-replay-seeds">
      <h4 id="round-replay-seeds">{t("records.replay.seedsTitle")}</h4>
      <dl data-testid="replay-seeds">
        {rows.map(([name, value]) => (
          <div key={name} className="round-replay__seed">
            <dt>{t(`records.replay.seeds.${name}`)}</dt>
            <dd className={value === null ? "round-replay__hidden" : "round-replay__mono"}>
              {value === null ? t("records.replay.serverSeedHidden") : String(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReplayView({ replay, round }: { replay: BgsReplay; round: BetRound }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { decimals } = useSiteStatus().info.site.currency;
  const total = replay.steps.length;
  // Steps shown so far: the replay opens at its first step and walks forward on request.
  const [shown, setShown] = useState(Math.min(1, total));
  const current = replay.steps[shown - 1];
  return (
    <div className="round-replay" data-testid="round-replay">
      <p className="round-replay__summary">
        {t("records.replay.summary", {
          bet: money(round.bet),
          win: money(Number(replay.win) / 10 ** decimals),
        })}
      </p>
      <ReplayBoard replay={replay} shown={shown} />
      <div className="round-replay__nav">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setShown((value) => Math.max(1, value - 1))}
          disabled={shown <= 1}
        >
          {t("records.replay.previous")}
        </button>
        <span aria-live="polite" data-testid="replay-position">
          {t("records.replay.position", { current: shown, total })}
        </span>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setShown((value) => Math.min(total, value + 1))}
          disabled={shown >= total}
          data-testid="replay-next"
        >
          {t("records.replay.next")}
        </button>
      </div>
      {current ? (
        <p className="round-replay__current" data-testid="replay-current">
          <StepText step={current} index={shown - 1} />
        </p>
      ) : null}
      <ol className="round-replay__steps" data-testid="replay-steps">
        {replay.steps.slice(0, shown).map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a finished round never change
          <li key={index} className="round-replay__step">
            <StepText step={step} index={index} />
            {step.words.length > 0 ? (
              <span className="round-replay__words">
                {t("records.replay.words")}: <code>{step.words.join(" ")}</code>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p
        className={`round-replay__check ${replay.matches ? "is-ok" : "is-bad"}`}
        data-testid="replay-check"
        role="status"
      >
        {t(replay.matches ? "records.replay.matches" : "records.replay.mismatch")}
      </p>
      <SeedList seeds={replay.seeds} />
    </div>
  );
}

/** Game recall: one of the member's in-house rounds, replayed step by step from its seeds. */
export default function RoundReplayDialog({
  round,
  betId,
  onClose,
}: {
  round: BetRound;
  betId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const query = useQuery(bgsReplayQuery(betId));
  return (
    <Modal title={t("records.replay.title", { game: round.gameName })} onClose={onClose} width={720}>
      {query.data ? (
        <ReplayView replay={query.data} round={round} />
      ) : query.isError ? (
        <LoadFailed
          className="round-replay__failed"
          message={t("records.replay.loadFailed")}
          retryLabel={t("records.retry")}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <p className="round-replay__loading">{t("records.replay.loading")}</p>
      )}
    </Modal>
  );
}
