import type { CallValue } from "@banca/contract/call";
import type { memberProfileCall } from "@banca/contract/calls/member";
import { profileFieldRules } from "@banca/contract/profile-rules";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useFieldRules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { queryKeys } from "#app/lib/query-keys.ts";
import { memberProfileQuery, updateMemberProfile } from "./api.ts";

type Profile = CallValue<typeof memberProfileCall>;

/** The profile page: the account, its names, birthday and the contact handles the merchant asks for. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(memberProfileQuery());
  if (profile.isPending) return <p className="member-centre__loading">{t("memberCentre.loading")}</p>;
  if (profile.isError) {
    return (
      <LoadFailed
        className="member-centre__failed"
        primary
        message={t("memberCentre.loadFailed")}
        retryLabel={t("memberCentre.retry")}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileForm profile={profile.data} />;
}

const valuesOf = (profile: Profile): Record<string, string> => ({
  nickname: profile.nickname,
  payeeName: profile.payeeName,
  birthday: profile.birthday,
  ...profile.contacts,
});

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rules = profileFieldRules(useFieldRules());
  const validate = useValidator();
  const form = useForm(valuesOf(profile));
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const locked = new Set<string>(profile.locked);
  const editable = ["nickname", "payeeName", "birthday", ...Object.keys(profile.contacts)].filter(
    (field) => !locked.has(field),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSaved(false);
    const values = Object.fromEntries(editable.map((field) => [field, (form.values[field] ?? "").trim()]));
    const found = validate(values, Object.fromEntries(editable.map((field) => [field, rules[field]])));
    if (!form.check(found)) return;
    setPending(true);
    try {
      const updated = await updateMemberProfile(values);
      queryClient.setQueryData(queryKeys.memberProfile(), updated);
      form.reset(valuesOf(updated));
      await queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo() });
      setSaved(true);
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  const field = (name: string, extra: Record<string, unknown> = {}) => {
    const isLocked = locked.has(name);
    return (
      <TextField
        {...form.field(name)}
        label={t(`profile.fields.${name}`)}
        placeholder={
          isLocked
            ? undefined
            : t(`profile.placeholders.${name}`, { defaultValue: t(`profile.fields.${name}`) })
        }
        readOnly={isLocked}
        hint={isLocked ? t("profile.locked") : undefined}
        className={isLocked ? "profile-field--locked" : undefined}
        maxLength={rules[name]?.maxLength ?? 255}
        {...extra}
      />
    );
  };

  return (
    <form
      ref={form.formRef}
      className="profile-page auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="profile-form"
    >
      <h3 className="security-page__title">{t("profile.title")}</h3>
      <div className="profile-grid">
        <TextField
          name="account"
          label={t("profile.fields.account")}
          value={profile.account}
          onValue={() => {}}
          readOnly
          className="profile-field--locked"
        />
        {field("nickname", { autoComplete: "nickname" })}
        {field("payeeName", { autoComplete: "name" })}
        {field("birthday", { type: "date", autoComplete: "bday" })}
        {Object.keys(profile.contacts).map((name) => (
          <div key={name}>{field(name)}</div>
        ))}
      </div>
      <p className="security-page__tip">{t("profile.realNameNote")}</p>
      <FormAlert message={form.formError} />
      {saved ? (
        <p className="profile-saved" role="status" data-testid="profile-saved">
          {t("profile.saved")}
        </p>
      ) : null}
      <SubmitButton pending={pending}>{t("profile.submit")}</SubmitButton>
    </form>
  );
}
