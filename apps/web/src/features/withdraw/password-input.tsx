import { useId } from "react";

type PasswordInputProps = {
  name: string;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  /** Payment passwords are digits: phones show the number pad. */
  numeric?: boolean;
  autoComplete?: string;
};

/** A labelled password input whose message sits under it and is announced to screen readers. */
export function PasswordInput({
  name,
  label,
  value,
  onValue,
  error,
  numeric,
  autoComplete = "off",
}: PasswordInputProps) {
  const id = `${useId()}-${name}`;
  return (
    <label className="form__field" htmlFor={id}>
      {label}
      <input
        id={id}
        name={name}
        type="password"
        value={value}
        inputMode={numeric ? "numeric" : undefined}
        autoComplete={autoComplete}
        maxLength={128}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="form__error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
