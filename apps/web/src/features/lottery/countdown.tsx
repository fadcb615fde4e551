import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Near } from "./api.ts";

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

/** What stands in a field before there is an issue to show. */
const NONE = "—";

function Field({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <span className="lottery-countdown__label">{label}</span>
      {children}
    </div>
  );
}

/**
 * The issue on sale and the time left until its sales close and its draw, ticking every second. An
 * official draw names its station, a platform draw shows its seed's hash. Until the near call
 * answers, while no issue is on sale, and where an issue names no station or hash, the same fields
 * hold their places empty: the play tabs below do not move when the answer comes, where a tap meant
 * for one tab would land beside it.
 */
export function Countdown({ near, officialDraw }: { near: Near | undefined; officialDraw: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const current = near?.currentNumero;
  const drawIn = current ? current.drawTime - now : 0;
  const lockIn = current ? drawIn - (current.remainTime - current.lockTime * 1000) : 0;
  const locked = !current?.isSale || lockIn <= 0;
  return (
    <div
      className="lottery-countdown"
      aria-busy={near === undefined}
      {...(current ? { "data-testid": "lottery-countdown" } : {})}
    >
      <Field label={t("lottery.issue")}>
        <strong data-testid={current ? "current-numero" : undefined}>
          {current ? current.numero : near ? t("lottery.waitingIssue") : NONE}
        </strong>
      </Field>
      {officialDraw ? (
        <Field label={t("lottery.stationLabel")}>
          <strong data-testid={current?.station ? "current-station" : undefined}>
            {current?.station || NONE}
          </strong>
        </Field>
      ) : null}
      <Field label={locked ? t("lottery.drawIn") : t("lottery.closesIn")}>
        <strong className="lottery-countdown__clock">
          {current ? clock(locked ? drawIn : lockIn) : "--:--:--"}
        </strong>
      </Field>
      {officialDraw ? null : (
        <Field label={t("lottery.seedHash")} className="lottery-countdown__hash">
          <code title={t("lottery.seedHashHelp")}>
            {current?.seedHash ? `${current.seedHash.slice(0, 16)}…` : NONE}
          </code>
        </Field>
      )}
    </div>
  );
}
