import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "name" | "id">;

export type LabelledInputProps = InputProps & {
  name: string;
  label: ReactNode;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  /** Shown under the input, above its message. */
  hint?: ReactNode;
};

/**
 * A labelled input of the member centre's plain forms, whose message sits under it and is announced
 * to screen readers. The sign-in forms use `TextField` instead.
 */
export function LabelledInput({ name, label, value, onValue, error, hint, ...input }: LabelledInputProps) {
  const id = `${useId()}-${name}`;
  return (
    <label className="form__field" htmlFor={id}>
      {label}
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint}
      {error ? (
        <span id={`${id}-error`} className="form__error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
