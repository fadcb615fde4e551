import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "name">;

export type TextFieldProps = InputProps & {
  name: string;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  /** Drawn inside the input's box, at its end (a send button, a captcha image). */
  addon?: ReactNode;
  /** Drawn inside the input's box, before it (the dialing code). */
  leading?: ReactNode;
};

/**
 * A labelled input whose message sits right under it and is announced to screen readers. The
 * `name` is the spec's field name: password managers and assistive tools rely on it.
 */
export function TextField({
  name,
  label,
  value,
  onValue,
  error,
  hint,
  addon,
  leading,
  className,
  id: givenId,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? `${ownId}-${name}`;
  const messageId = `${id}-message`;
  return (
    <div className={`auth-field ${error ? "has-error" : ""} ${className ?? ""}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <div className="auth-field__box">
        {leading}
        <input
          {...input}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="auth-field__input"
        />
        {addon}
      </div>
      {error ? (
        <p id={messageId} className="auth-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide switch; never stored by the site, only by the browser's manager. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "addon">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      addon={
        <button
          type="button"
          className="auth-field__icon"
          aria-label={visible ? t("auth.hidePassword") : t("auth.showPassword")}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? "eye-off" : "eye"} size={18} />
        </button>
      }
    />
  );
}
