import type { ReactNode } from "react";
import { placeholderOf } from "#app/components/form/field-rules.ts";
import { TextField } from "#app/components/form/text-field.tsx";
import { paths } from "#app/config/paths.ts";
import { Trans, useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { TEXT_FIELDS, type TextFieldName } from "./register-fields.ts";

type RegisterTextFieldProps = {
  name: TextFieldName;
  value: string;
  onValue(value: string): void;
  error?: string;
  required: boolean;
};

/** A plain registration field, typed as its name says (e-mail, phone-like contacts, codes). */
export function RegisterTextField({ name, required, ...field }: RegisterTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      {...TEXT_FIELDS[name]}
      name={name}
      label={t(`auth.fields.${name}`)}
      placeholder={placeholderOf(t, name, required)}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={255}
    />
  );
}

/** Terms, privacy policy and the minimum age in one box, on by default (spec part 1 §1). */
export function AgreementBox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | null;
}) {
  return (
    <div className={`auth-agreement ${error ? "has-error" : ""}`}>
      <label className="auth-check">
        <input
          type="checkbox"
          name="agreement"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        <span>
          <Trans
            i18nKey="auth.agreementText"
            components={{
              terms: <HelpLink topic="terms-and-conditions" />,
              privacy: <HelpLink topic="privacy-policy" />,
            }}
          />
        </span>
      </label>
      {error ? (
        <p className="auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A help topic in a new tab, so the form keeps what the player typed. */
function HelpLink({ topic, children }: { topic: string; children?: ReactNode }) {
  return (
    <Link to={paths.help(topic)} className="auth-link" target="_blank" rel="noopener">
      {children}
    </Link>
  );
}
