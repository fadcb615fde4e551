import type { Country } from "@banca/contract/countries";
import { placeholderOf } from "#app/components/form/field-rules.ts";
import { PhoneField } from "#app/components/form/phone-field.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import type { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { sendRegisterSms } from "./api.ts";
import type { PhoneAuth } from "./phone-auth.ts";
import type { RegisterTab, RegisterValues } from "./register-fields.ts";

type RegisterPhoneProps = {
  form: ReturnType<typeof useForm<RegisterValues>>;
  tab: RegisterTab;
  country: Country;
  onCountry(country: Country): void;
  mobileRequired: boolean;
  /** The SMS code is asked for (mobile tab, or REGMOBVERF3 on the username tab). */
  withCode: boolean;
  validateMobile(): boolean;
  /** The merchant's phone-authentication provider, which then sends the code; null: built-in SMS. */
  phoneAuth: PhoneAuth | null;
};

/** The mobile number of a registration and, when the merchant asks for it, its SMS code. */
export function RegisterPhone({
  form,
  tab,
  country,
  onCountry,
  mobileRequired,
  withCode,
  validateMobile,
  phoneAuth,
}: RegisterPhoneProps) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneField
        {...form.field("mobileNum")}
        country={country}
        onCountry={onCountry}
        required={mobileRequired}
      />
      {withCode ? (
        <SmsCodeField
          {...form.field("verificationCode")}
          required
          placeholder={placeholderOf(t, "verificationCode", true)}
          validateMobile={validateMobile}
          send={async () => {
            if (phoneAuth) return phoneAuth.send(country.countryDialingCode, form.values.mobileNum);
            const sent = await sendRegisterSms({
              countryDialingCode: country.countryDialingCode,
              mobileNo: form.values.mobileNum.trim(),
              type: tab,
            });
            return untilAfterMinutes(sent.expiredMinutes);
          }}
        />
      ) : null}
    </>
  );
}
