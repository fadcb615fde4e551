import { PasswordField } from "#app/components/form/text-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

type Form = {
  field(name: "newPassword" | "confirmNewPassword"): {
    name: string;
    value: string;
    onValue(value: string): void;
    error?: string;
  };
};

/** New password and its confirmation, as a password manager expects them. */
export function NewPasswordFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...form.field("newPassword")}
        label={t("auth.fields.newPassword")}
        placeholder={`${t("auth.placeholders.newPassword")} *`}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        {...form.field("confirmNewPassword")}
        label={t("auth.fields.confirmNewPassword")}
        placeholder={`${t("auth.placeholders.confirmPassword")} *`}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
