import type { ProductType } from "@banca/contract/agent-products";
import { type FormEvent, useState } from "react";
import { requiredRule, useFieldRules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PhoneField, useCountry } from "#app/components/form/phone-field.tsx";
import { PasswordField, TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type DownlineKind, registerDownline } from "../api/team.ts";
import { KindChoice } from "../common/kind-choice.tsx";
import { RateFields } from "../common/rate-fields.tsx";
import { type RateError, type Rates, readRates, zeroRateTexts } from "../common/rates.ts";

/**
 * Opens a player or an agent account under the agent, with rebate rates per product type none
 * above the agent's own. The account must change its password at its first log-in.
 */
export function RegisterForm({ ceiling }: { ceiling: Rates }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const validate = useValidator();
  const form = useForm({
    username: "",
    password: "",
    confirmPassword: "",
    mobileNum: "",
    email: "",
    payeeName: "",
    birthday: "",
    idNumber: "",
  });
  const [country, setCountry] = useCountry();
  const [kind, setKind] = useState<DownlineKind>("player");
  const [agentLevel, setAgentLevel] = useState<1 | 2>(1);
  const [rates, setRates] = useState(zeroRateTexts);
  const [rateErrors, setRateErrors] = useState<Partial<Record<ProductType, RateError>>>({});
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setCreated(null);
    const values = { ...form.values, username: form.values.username.trim() };
    const found = validate(
      values,
      {
        username: requiredRule(rules.username, { minLength: 4, maxLength: 16 }),
        password: requiredRule(rules.password, { minLength: 6, maxLength: 20 }),
        confirmPassword: requiredRule(rules.password, { minLength: 6, maxLength: 20 }),
      },
      [["confirmPassword", "password"]],
    );
    const read = readRates(rates, ceiling);
    setRateErrors("errors" in read ? read.errors : {});
    if (!form.check(found) || "errors" in read) return;
    setPending(true);
    try {
      const account = await registerDownline({
        username: values.username,
        password: values.password,
        kind,
        ...(kind === "agent" ? { agentLevel } : {}),
        rebateRates: read.rates,
        // Who the account is for, where the agent knows it: an excluded person is refused.
        ...(values.mobileNum.trim()
          ? { countryDialingCode: country.countryDialingCode, mobileNum: values.mobileNum.trim() }
          : {}),
        email: values.email.trim(),
        payeeName: values.payeeName.trim(),
        birthday: values.birthday,
        idNumber: values.idNumber.trim(),
      });
      form.reset();
      setRates(zeroRateTexts());
      setCreated(t(`agent.register.created.${account.kind}`, { username: account.username }));
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="agent-card" aria-labelledby="agent-register-form">
      <h3 id="agent-register-form" className="agent-page__subtitle">
        {t("agent.register.formTitle")}
      </h3>
      <form
        ref={form.formRef}
        className="auth-form agent-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="agent-register-form"
      >
        <div className="agent-form__row">
          <TextField
            {...form.field("username")}
            label={t("agent.register.username")}
            placeholder={`${t("agent.register.usernamePlaceholder")} *`}
            autoComplete="off"
            maxLength={64}
          />
          <PasswordField
            {...form.field("password")}
            label={t("agent.register.password")}
            placeholder={`${t("agent.register.passwordPlaceholder")} *`}
            autoComplete="new-password"
            maxLength={128}
            hint={t("agent.register.passwordHint")}
          />
          <PasswordField
            {...form.field("confirmPassword")}
            label={t("agent.register.confirmPassword")}
            placeholder={`${t("agent.register.confirmPassword")} *`}
            autoComplete="new-password"
            maxLength={128}
          />
        </div>
        <fieldset className="agent-form__person" data-testid="agent-register-person">
          <legend className="agent-form__legend">{t("agent.register.personTitle")}</legend>
          <p className="agent-form__hint">{t("agent.register.personHint")}</p>
          <div className="agent-form__row">
            <TextField
              {...form.field("payeeName")}
              label={t("auth.fields.payeeName")}
              autoComplete="off"
              maxLength={64}
            />
            <TextField {...form.field("birthday")} label={t("auth.fields.birthday")} type="date" />
            <PhoneField
              {...form.field("mobileNum")}
              country={country}
              onCountry={setCountry}
              required={false}
            />
            <TextField
              {...form.field("email")}
              label={t("auth.fields.email")}
              type="email"
              autoComplete="off"
              maxLength={255}
            />
            <TextField
              {...form.field("idNumber")}
              label={t("auth.fields.idNumber")}
              autoComplete="off"
              maxLength={64}
            />
          </div>
        </fieldset>
        <KindChoice kind={kind} agentLevel={agentLevel} onKind={setKind} onLevel={setAgentLevel} />
        <RateFields
          values={rates}
          ceiling={ceiling}
          errors={rateErrors}
          onChange={(product, value) => {
            setRates((current) => ({ ...current, [product]: value }));
            setRateErrors((current) => ({ ...current, [product]: undefined }));
          }}
        />
        <FormAlert message={form.formError} />
        {created ? (
          <p className="profile-saved" role="status" data-testid="agent-register-done">
            {created}
          </p>
        ) : null}
        <SubmitButton pending={pending}>{t("agent.register.submit")}</SubmitButton>
      </form>
    </section>
  );
}
