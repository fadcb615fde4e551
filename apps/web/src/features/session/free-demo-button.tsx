import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { startFreeDemo } from "./free-demo.ts";

/** The visitor's free demo (FREEPLAY3): one click opens a trial account and comes back logged in. */
export function FreeDemoButton({ className, onStarted }: { className: string; onStarted?(): void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), 6000);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const start = async () => {
    setPending(true);
    setFailed(false);
    try {
      await startFreeDemo();
      onStarted?.();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <span className="free-demo">
      <button
        type="button"
        className={className}
        aria-busy={pending}
        disabled={pending}
        onClick={() => void start()}
      >
        {t("header.freeDemo")}
      </button>
      {failed ? (
        <span className="free-demo__error" role="alert">
          {t("session.demoError")}
        </span>
      ) : null}
    </span>
  );
}
