import { useEffect, useState } from "react";
import { signOut } from "#app/features/session/sign-out.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { readRealityCheck } from "./api.ts";

type Reading = Awaited<ReturnType<typeof readRealityCheck>>;

/** When the next check is due: the next whole interval since the session began. */
function nextDue(reading: Reading, now: number): number {
  const interval = (reading.realityCheckMinutes ?? 0) * 60_000;
  const started = new Date(reading.sessionStartedAt).getTime();
  return started + (Math.floor((now - started) / interval) + 1) * interval;
}

/**
 * The reality check (decision 084): at the interval the player chose, the time played this session
 * and its net result, with "continue" and "log out". The server holds the interval and the figures;
 * the game frame of the in-house games sits under this dialog, so it shows over them too.
 */
export function RealityCheckDialog() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const token = useSessionStore((state) => state.token);
  const [shown, setShown] = useState<Reading | null>(null);
  const [dismissedAt, setDismissedAt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session or a dismissal schedules the next check
  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const schedule = async () => {
      try {
        const reading = await readRealityCheck();
        if (cancelled || !reading.realityCheckMinutes) {
          timer = setTimeout(() => void schedule(), 60_000);
          return;
        }
        const due = nextDue(reading, Date.now());
        timer = setTimeout(
          async () => {
            const fresh = await readRealityCheck().catch(() => null);
            if (!cancelled && fresh?.realityCheckMinutes) setShown(fresh);
          },
          Math.min(due - Date.now(), 60_000 * 60),
        );
      } catch {
        // Signed out or unreachable: try again later.
        timer = setTimeout(() => void schedule(), 60_000);
      }
    };
    void schedule();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [token, dismissedAt]);

  if (!shown) return null;
  return (
    <div className="modal-backdrop reality-check" role="presentation">
      <div
        className="modal reality-check__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        data-testid="reality-check"
      >
        <h2 id="reality-check-title">{t("protection.reality.dialogTitle")}</h2>
        <p data-testid="reality-played">
          {t("protection.reality.played", {
            // Counted on this clock from the session's start, so the figure matches the moment shown.
            count: Math.max(
              shown.minutesPlayed,
              Math.floor((Date.now() - Date.parse(shown.sessionStartedAt)) / 60_000),
            ),
          })}
        </p>
        <p data-testid="reality-net">
          {t("protection.reality.net", { amount: money(shown.netResult, { signed: true }) })}
        </p>
        <div className="reality-check__actions">
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            {t("protection.reality.logout")}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="reality-continue"
            onClick={() => {
              setShown(null);
              setDismissedAt(Date.now());
            }}
          >
            {t("protection.reality.continue")}
          </button>
        </div>
      </div>
    </div>
  );
}
