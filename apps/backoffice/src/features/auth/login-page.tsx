import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { ApiError } from "#bo/lib/api.ts";
import { confirmEnrolment, type Enrolment, login, type Me, meKey, verifyTotp } from "./api.ts";

type Step =
  | { kind: "password" }
  | { kind: "totp" }
  | { kind: "enrol"; enrolment: Enrolment }
  | { kind: "recovery"; staff: Me; codes: string[] };

/**
 * Log-in in two steps: username and password, then the authenticator's six digits (or a recovery
 * code). A first log-in enrols the authenticator from the QR code and shows the recovery codes once.
 */
export function LoginPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const answer = await login({
        username: String(form.get("username") ?? "").trim(),
        password: String(form.get("password") ?? ""),
      });
      setStep(answer.step === "enrol" ? { kind: "enrol", enrolment: answer.enrolment } : { kind: "totp" });
    });
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    void run(async () => {
      if (step.kind === "enrol") {
        const answer = await confirmEnrolment(code);
        setStep({ kind: "recovery", staff: answer.staff, codes: answer.recoveryCodes });
      } else {
        const answer = await verifyTotp(code);
        client.setQueryData(meKey, answer.staff);
      }
    });
  }

  return (
    <main className="login">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t("login.title")}</h1>
        {step.kind === "password" ? (
          <form onSubmit={onPassword} className="stack">
            <label>
              {t("login.username")}
              <input name="username" autoComplete="username" required maxLength={64} />
            </label>
            <label>
              {t("login.password")}
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            <ErrorText error={error} />
            <button className="primary" type="submit" disabled={busy}>
              {t("login.next")}
            </button>
          </form>
        ) : null}
        {step.kind === "enrol" ? (
          <div className="stack">
            <p>{t("login.enrolIntro")}</p>
            <img
              className="login-qr"
              alt={t("login.qrAlt")}
              src={`data:image/svg+xml;utf8,${encodeURIComponent(step.enrolment.qrSvg)}`}
            />
            <p>
              {t("login.secret")} <code className="secret">{step.enrolment.secret}</code>
            </p>
          </div>
        ) : null}
        {step.kind === "totp" || step.kind === "enrol" ? (
          <form onSubmit={onCode} className="stack">
            <label>
              {step.kind === "enrol" ? t("login.enrolCode") : t("login.code")}
              <input
                name="code"
                autoComplete="one-time-code"
                inputMode={step.kind === "enrol" ? "numeric" : "text"}
                required
                maxLength={32}
              />
            </label>
            {step.kind === "totp" ? <p className="hint">{t("login.recoveryHint")}</p> : null}
            <ErrorText error={error} />
            <button className="primary" type="submit" disabled={busy}>
              {t("login.submit")}
            </button>
          </form>
        ) : null}
        {step.kind === "recovery" ? (
          <div className="stack">
            <p>{t("login.recoveryIntro")}</p>
            <ol className="recovery-codes">
              {step.codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <button className="primary" type="button" onClick={() => client.setQueryData(meKey, step.staff)}>
              {t("login.recoveryDone")}
            </button>
          </div>
        ) : null}
      </section>
    </main>
  );
}

export const isSessionError = (error: unknown) => error instanceof ApiError && error.status === 401;
