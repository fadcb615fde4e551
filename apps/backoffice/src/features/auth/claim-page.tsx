import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { adminCall } from "#bo/lib/api.ts";

/** The one-time token of an enrolment link (`/backoffice/#/enrol?token=...`), if the address is one. */
export function enrolmentToken(): string | null {
  const match = /^#\/enrol\?(.*)$/.exec(window.location.hash);
  return match ? new URLSearchParams(match[1]).get("token") : null;
}

/**
 * A new staff member's enrolment link: they choose their password (the players' rules), then log
 * in, where the first log-in enrols their authenticator.
 */
export function ClaimPage({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setMismatch(password !== String(form.get("confirm") ?? ""));
    if (password !== String(form.get("confirm") ?? "")) return;
    setBusy(true);
    setError(null);
    try {
      await adminCall<{ username: string }>("POST", "/admin/api/staff/session/claim", {
        body: { token, password },
        merchant: false,
      });
      window.history.replaceState(null, "", window.location.pathname);
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <section className="login-card" aria-labelledby="claim-title">
        <h1 id="claim-title">{t("claim.title")}</h1>
        <form className="stack" onSubmit={submit}>
          <p className="hint">{t("claim.intro")}</p>
          <label>
            {t("login.password")}
            <input name="password" type="password" autoComplete="new-password" required maxLength={128} />
          </label>
          <label>
            {t("claim.confirm")}
            <input name="confirm" type="password" autoComplete="new-password" required maxLength={128} />
          </label>
          {mismatch ? (
            <p className="error" role="alert">
              {t("claim.mismatch")}
            </p>
          ) : null}
          <ErrorText error={error} />
          <button className="primary" type="submit" disabled={busy}>
            {t("claim.submit")}
          </button>
        </form>
      </section>
    </main>
  );
}
