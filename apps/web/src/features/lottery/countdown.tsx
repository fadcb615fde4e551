import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Near } from "./api.ts";

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

/** The issue on sale and the time left until its sales close and its draw, ticking every second. */
export function Countdown({ near }: { near: Near | undefined }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const current = near?.currentNumero;
  if (!current) return <div className="lottery-countdown">{t("lottery.waitingIssue")}</div>;
  const drawIn = current.drawTime - now;
  const lockIn = drawIn - (current.remainTime - current.lockTime * 1000);
  const locked = !current.isSale || lockIn <= 0;
  return (
    <div className="lottery-countdown" data-testid="lottery-countdown">
      <div>
        <span className="lottery-countdown__label">{t("lottery.issue")}</span>
        <strong data-testid="current-numero">{current.numero}</strong>
      </div>
      {current.station ? (
        <div>
          <span className="lottery-countdown__label">{t("lottery.stationLabel")}</span>
          <strong data-testid="current-station">{current.station}</strong>
        </div>
      ) : null}
      <div>
        <span className="lottery-countdown__label">
          {locked ? t("lottery.drawIn") : t("lottery.closesIn")}
        </span>
        <strong className="lottery-countdown__clock">{clock(locked ? drawIn : lockIn)}</strong>
      </div>
      {current.seedHash ? (
        <div className="lottery-countdown__hash" title={t("lottery.seedHashHelp")}>
          <span className="lottery-countdown__label">{t("lottery.seedHash")}</span>
          <code>{current.seedHash.slice(0, 16)}…</code>
        </div>
      ) : null}
    </div>
  );
}
