import { type FormEvent, type ReactNode, useId } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";

/**
 * A back-office form on its card: the heading (`h3` where the card stands in a panel), a hint,
 * the fields. `noValidate` where the form checks the draft with the server's schema itself.
 */
export function FormCard({
  title,
  hint,
  onSubmit,
  noValidate,
  heading: Heading = "h2",
  children,
}: {
  title: string;
  hint?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate?: boolean;
  heading?: "h2" | "h3";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form className="card stack" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate={noValidate}>
      <Heading id={`${id}-title`}>{title}</Heading>
      {hint ? <p className="hint">{hint}</p> : null}
      {children}
    </form>
  );
}

/**
 * The end every back-office form shares: what the form's own check refused (each field by its
 * label), the server's error, what the save did, and the button.
 */
export function FormEnd({
  problems = [],
  error,
  done,
  busy,
  submit,
}: {
  problems?: readonly string[];
  error: unknown;
  /** The success note, or nothing before a save succeeded. */
  done?: ReactNode;
  busy: boolean;
  submit: string;
}) {
  return (
    <>
      {problems.length > 0 ? (
        <ul className="error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <ErrorText error={error} />
      {done ? (
        <p className="notice success" role="status">
          {done}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {submit}
      </button>
    </>
  );
}
