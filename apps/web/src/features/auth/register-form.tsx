import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { placeholderOf, useFieldRules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { useCountry } from "#app/components/form/phone-field.tsx";
import { PasswordField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { WarningDialog } from "#app/components/form/warning-dialog.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useModules } from "#app/lib/site-status.ts";
import { checkAffiliateCode } from "./api.ts";
import { CaptchaField, useCaptcha } from "./captcha-field.tsx";
import { usePhoneAuth } from "./phone-auth.ts";
import { AgreementBox, RegisterTextField } from "./register-field-views.tsx";
import {
  EMPTY_VALUES,
  formRules,
  OPTIONAL_FIELDS,
  type RegisterTab,
  shown,
  type TextFieldName,
} from "./register-fields.ts";
import { RegisterPhone } from "./register-phone.tsx";
import { registerAndLogIn } from "./register-submit.ts";
import { useAffiliate, useUrlCode } from "./use-affiliate.ts";

/**
 * One registration form (username or mobile tab). Which fields show and which are required is the
 * merchant's rules; the shared validator checks them here and again on the server.
 */
export function RegisterForm({
  tab,
  footer,
}: {
  tab: RegisterTab;
  footer?: (reset: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const modules = useModules();
  const rules = useFieldRules();
  const validate = useValidator();
  // The merchant's phone-authentication provider, when it has one, sends and checks the code.
  const phoneAuth = usePhoneAuth();
  const affiliate = useAffiliate();
  const urlReferral = useUrlCode("referralCode");
  const initial = { ...EMPTY_VALUES, referralCode: urlReferral, affiliateCode: affiliate.urlCode };
  const form = useForm(initial);
  const [country, setCountry] = useCountry();
  const [agreed, setAgreed] = useState(true);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const captchaOn = Boolean(modules.CAPTCHA3);
  const captcha = useCaptcha(captchaOn);
  const active = formRules(rules, {
    tab,
    smsOnUsername: Boolean(modules.REGMOBVERF3),
    captcha: captchaOn,
    affiliateShown: affiliate.fieldShown,
  });
  const on = (field: string) => shown(active, field);
  const required = (field: string) => Boolean(active[field]?.required);
  const { values } = form;

  const trimmedValues = () =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        key.toLowerCase().includes("password") ? value : value.trim(),
      ]),
    );

  const validateMobile = () => {
    const found = validate({ mobileNum: values.mobileNum.trim() }, { mobileNum: active.mobileNum });
    form.setErrors((current) => ({ ...current, mobileNum: found.mobileNum }));
    return !found.mobileNum;
  };

  const affiliateCode = on("affiliateCode") ? values.affiliateCode : affiliate.hiddenCode;
  const { setErrors } = form;
  // The address's code did not check out: the field shows it with the reason, for the player to fix.
  useEffect(() => {
    if (affiliate.state === "invalid") setErrors({ affiliateCode: t("errors.invitation_code_error") });
  }, [affiliate.state, setErrors, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validate(trimmedValues(), active, [["confirmPassword", "password"]]);
    const valid = form.check(found);
    setAgreementError(agreed ? null : t("auth.agreementRequired"));
    if (!valid || !agreed) return;
    setPending(true);
    try {
      if (affiliateCode.trim()) {
        try {
          await checkAffiliateCode(affiliateCode.trim());
        } catch (error) {
          affiliate.reveal();
          form.setErrors({ affiliateCode: errorText(t, error) });
          setWarning(errorText(t, error));
          return;
        }
      }
      await registerAndLogIn({
        tab,
        values,
        country,
        shownFields: new Set(Object.keys(active).filter(on)),
        affiliateCode,
        referralCode: values.referralCode,
        captcha: captchaOn ? { captcha: values.captcha.trim(), captchaId: captcha.captcha?.captchaId } : {},
        phoneAuth,
      });
    } catch (error) {
      if (captchaOn) {
        captcha.reload();
        form.setValue("captcha", "");
      }
      form.fail(error);
      if (error instanceof ApiError && error.errorCode === "invitation_code_error") {
        affiliate.reveal();
        setWarning(errorText(t, error));
      }
    } finally {
      setPending(false);
    }
  };

  const reset = () => {
    form.reset(initial);
    setAgreed(true);
    setAgreementError(null);
  };

  const phone = (
    <RegisterPhone
      form={form}
      tab={tab}
      country={country}
      onCountry={setCountry}
      mobileRequired={required("mobileNum")}
      withCode={on("verificationCode")}
      validateMobile={validateMobile}
      phoneAuth={phoneAuth}
    />
  );
  const text = (field: TextFieldName) =>
    on(field) ? <RegisterTextField key={field} {...form.field(field)} required={required(field)} /> : null;

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={`register-form-${tab}`}
    >
      <p className="auth-required-note">{t("errors.validation.requiredMarked")}</p>
      {tab === "mobile" ? phone : text("username")}
      <PasswordField
        {...form.field("password")}
        label={t("auth.fields.password")}
        placeholder={`${t("auth.placeholders.newPassword")}${required("password") ? " *" : ""}`}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        {...form.field("confirmPassword")}
        label={t("auth.fields.confirmPassword")}
        placeholder={`${t("auth.placeholders.confirmPassword")} *`}
        autoComplete="new-password"
        maxLength={128}
      />
      {on("paymentPassword") ? (
        <PasswordField
          {...form.field("paymentPassword")}
          label={t("auth.fields.paymentPassword")}
          placeholder={`${t("auth.placeholders.paymentPassword")}${required("paymentPassword") ? " *" : ""}`}
          autoComplete="off"
          inputMode={active.paymentPassword?.patternId === 6 ? "numeric" : undefined}
          maxLength={active.paymentPassword?.maxLength ?? 64}
        />
      ) : null}
      {tab === "username" && on("mobileNum") ? phone : null}
      {OPTIONAL_FIELDS.map((field) => text(field))}
      {text("affiliateCode")}
      {!on("affiliateCode") && affiliate.hiddenCode && rules.affiliateCode?.enabled ? (
        <p className="auth-note" data-testid="affiliate-applied">
          {t("auth.affiliateApplied", { code: affiliate.hiddenCode })}{" "}
          <button type="button" className="auth-link" onClick={affiliate.reveal}>
            {t("auth.change")}
          </button>
        </p>
      ) : null}
      {text("referralCode")}
      {captchaOn ? (
        <CaptchaField
          {...form.field("captcha")}
          state={captcha}
          placeholder={placeholderOf(t, "captcha", true)}
        />
      ) : null}
      <AgreementBox
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreementError(null);
        }}
        error={agreementError}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{t("auth.registerSubmit")}</SubmitButton>
      {footer?.(reset)}
      {warning ? <WarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
    </form>
  );
}
