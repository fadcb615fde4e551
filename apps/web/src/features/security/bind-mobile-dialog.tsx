import { requiredRule, useFieldRules } from "#app/components/form/field-rules.ts";
import { PhoneField, useCountry } from "#app/components/form/phone-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { bindMobile, sendBindMobileCode } from "./api.ts";
import { BindDialog } from "./bind-dialog.tsx";
import type { OwnerProof } from "./owner-proof-fields.tsx";

/** Binds a mobile number, or replaces the bound one. */
export function BindMobileDialog({
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
  const [country, setCountry] = useCountry();
  const { countryDialingCode } = country;
  return (
    <BindDialog
      title={replacing ? t("security.mobile.changeTitle") : t("security.mobile.bindTitle")}
      intro={t("security.mobile.intro")}
      submitLabel={t("security.mobile.submit")}
      testId="bind-mobile"
      contactField="mobileNum"
      contactRule={requiredRule(rules.mobileNum, { patternId: 6, minLength: 5, maxLength: 15 })}
      owner={owner}
      onClose={onClose}
      renderContact={(field) => <PhoneField country={country} onCountry={setCountry} required {...field} />}
      sendCode={(mobileNum) => sendBindMobileCode({ countryDialingCode, mobileNum })}
      bind={(mobileNum, proof) => bindMobile({ countryDialingCode, mobileNum, ...proof })}
    />
  );
}
