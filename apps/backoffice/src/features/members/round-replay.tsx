import type { BgsReplay } from "@banca/contract/calls/bgs-replay";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { adminCall } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";

type Round = { betId: number; gameCode: string; state: string; bet: string; win: string; createdAt: number };

const roundsQuery = (merchant: string, username: string) =>
  queryOptions({
    queryKey: [merchant, "members", "bgs-rounds", username],
    queryFn: () =>
      adminCall<{ list: Round[] }>("GET", "/admin/api/bgs/rounds", { query: { username, limit: 10 } }),
  });
const replayQuery = (merchant: string, betId: number) =>
  queryOptions({
    queryKey: [merchant, "members", "bgs-replay", betId],
    queryFn: () => adminCall<BgsReplay>("GET", "/admin/api/bgs/rounds/replay", { query: { betId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A step as the game computed it: its kind and what it drew, for staff reading a dispute. */
const stepText = (step: BgsReplay["steps"][number]) =>
  `${step.step} · ${Object.entries(step.detail)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(",") : String(value)}`)
    .join(" · ")}`;

function Replay({ betId }: { betId: number }) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const query = useQuery(replayQuery(merchant, betId));
  const [shown, setShown] = useState(1);
  const replay = query.data;
  if (!replay)
    return query.error ? <ErrorText error={query.error} /> : <p role="status">{t("common.loading")}</p>;
  const total = replay.steps.length;
  return (
    <div className="round-replay stack" data-testid="bo-round-replay">
      <div className="round-replay__nav">
        <button type="button" disabled={shown <= 1} onClick={() => setShown((value) => value - 1)}>
          {t("replay.previous")}
        </button>
        <span aria-live="polite">{t("replay.position", { current: Math.min(shown, total), total })}</span>
        <button type="button" disabled={shown >= total} onClick={() => setShown((value) => value + 1)}>
          {t("replay.next")}
        </button>
      </div>
      <ol className="entries">
        {replay.steps.slice(0, shown).map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a finished round never change
          <li key={index}>
            {stepText(step)}
            {step.words.length > 0 ? (
              <code className="truncate">
                {" "}
                · {t("replay.words")} {step.words.join(" ")}
              </code>
            ) : null}
          </li>
        ))}
      </ol>
      <p role="status" className={replay.matches ? "ok" : "error"}>
        {t(replay.matches ? "replay.matches" : "replay.mismatch")}
      </p>
      <p>{t("replay.win", { win: replay.win, stored: replay.stored.win })}</p>
      <Facts
        items={[
          [t("replay.serverSeedHash"), replay.seeds.serverSeedHash],
          [t("replay.serverSeed"), replay.seeds.serverSeed ?? t("replay.hidden")],
          [t("replay.clientSeed"), replay.seeds.clientSeed],
          [t("replay.nonce"), String(replay.seeds.nonce)],
          [t("replay.firstBlock"), replay.seeds.firstBlock ?? t("replay.hidden")],
        ]}
      />
    </div>
  );
}

/** Game recall for staff: the member's last in-house rounds, any of them replayed step by step. */
export function RoundReplay({ username }: { username: string }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const rounds = useQuery(roundsQuery(merchant, username));
  const [open, setOpen] = useState<number | null>(null);
  const list = rounds.data?.list ?? [];
  return (
    <section aria-labelledby="bo-round-replay-title">
      <h3 id="bo-round-replay-title">{t("replay.title")}</h3>
      <ErrorText error={rounds.error} />
      {rounds.data && list.length === 0 ? <p>{t("replay.none")}</p> : null}
      <ul className="entries">
        {list.map((round) => (
          <li key={round.betId}>
            {formatTime(new Date(round.createdAt).toISOString(), locale)} ·{" "}
            {t("replay.round", { id: round.betId, game: round.gameCode, state: round.state })}{" "}
            {round.state === "settled" ? (
              <button
                type="button"
                onClick={() => setOpen(open === round.betId ? null : round.betId)}
                aria-expanded={open === round.betId}
              >
                {t("replay.open")}
              </button>
            ) : null}
            {open === round.betId ? <Replay betId={round.betId} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
