import { requiredRule, useFieldRules } from "#app/components/form/field-rules.ts";
import { TextField } from "#app/components/form/text-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { bindEmail, sendBindEmailCode } from "./api.ts";
import { BindDialog } from "./bind-dialog.tsx";
import type { OwnerProof } from "./owner-proof-fields.tsx";

/** Binds an e-mail, or replaces the bound one. */
export function BindEmailDialog({
  replacing,
  owner,
  onClose,
}: {
  replacing: boolean;
  owner: OwnerProof;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <BindDialog
      title={replacing ? t("security.email.changeTitle") : t("security.email.bindTitle")}
      intro={t("security.email.intro")}
      submitLabel={t("security.email.submit")}
      testId="bind-email"
      contactField="email"
      contactRule={{ ...requiredRule(rules.email, { minLength: 3 }), patternId: 3 }}
      owner={owner}
      onClose={onClose}
      renderContact={(field) => (
        <TextField
          {...field}
          label={t("auth.fields.email")}
          placeholder={`${t("security.email.placeholder")} *`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={255}
        />
      )}
      sendCode={sendBindEmailCode}
      bind={(email, proof) => bindEmail({ email, ...proof })}
    />
  );
}
