import type { ReactNode } from "react";
/** The form's main button; it says it is busy while the call runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--primary auth-submit"
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? <span className="auth-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A message about the whole form (wrong password, network), read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-alert" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}

/** A message about the whole of a member-centre form, read out when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert">
      {message}
    </p>
  );
}
