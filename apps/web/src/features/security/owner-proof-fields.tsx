import { useState } from "react";
import { NOT_EMPTY } from "#app/components/form/field-rules.ts";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { PasswordField } from "#app/components/form/text-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { sendOwnerCode } from "./api.ts";

/** A confirmed channel of the account, where a code proving the owner can go. */
export type OwnerChannel = { channel: "sms" | "email"; masked: string };

/** What proves the owner of a binding (decision 027). */
export type OwnerProof = {
  /** Whether the account has a login password (accounts made by a social sign-in may not). */
  hasPassword: boolean;
  /** The confirmed number or e-mail a code can go to instead, null when the account has none. */
  channel: OwnerChannel | null;
};

type Field = { name: string; value: string; onValue(value: string): void; error: string | undefined };

/** The owner's proof as the calls take it: the password, a code to a confirmed channel, or nothing. */
export type OwnerProofBody = { password?: string; ownerChannel?: "sms" | "email"; ownerCode?: string };

/**
 * Which proof a dialog asks for, and what it sends: without a password, an account with a confirmed
 * channel is offered the code first. `rules` goes into the form's validation, `bodyOf` into the call.
 */
export function useOwnerProof(owner: OwnerProof) {
  const [byCode, setByCode] = useState(!owner.hasPassword && owner.channel !== null);
  const ownerChannel = byCode ? owner.channel : null;
  return {
    byCode,
    setByCode,
    rules: {
      password: !ownerChannel && owner.hasPassword ? NOT_EMPTY : undefined,
      ownerCode: ownerChannel ? NOT_EMPTY : undefined,
    },
    bodyOf(values: Record<string, string | undefined>): OwnerProofBody {
      if (ownerChannel)
        return { ownerChannel: ownerChannel.channel, ownerCode: (values.ownerCode ?? "").trim() };
      return owner.hasPassword ? { password: values.password ?? "" } : {};
    },
  };
}

/**
 * The owner's proof in a binding dialog: the login password, or a code sent to the account's
 * current confirmed number or e-mail (which a session alone cannot read). An account without a
 * password is told that a recent sign-in stands in for it.
 */
export function OwnerProofFields({
  owner,
  byCode,
  onByCode,
  password,
  ownerCode,
}: {
  owner: OwnerProof;
  byCode: boolean;
  onByCode(byCode: boolean): void;
  password: Field;
  ownerCode: Field;
}) {
  const { t } = useTranslation();
  const { channel } = owner;
  return (
    <>
      {byCode && channel ? (
        <SmsCodeField
          {...ownerCode}
          name="ownerCode"
          label={t("security.owner.codeLabel", { target: channel.masked })}
          sendTestId="send-owner-code"
          required
          placeholder={`${t("security.owner.codePlaceholder")} *`}
          validateMobile={() => true}
          send={async () => untilAfterMinutes((await sendOwnerCode(channel.channel)).expiredMinutes)}
        />
      ) : owner.hasPassword ? (
        <PasswordField
          {...password}
          label={t("security.loginPassword")}
          placeholder={`${t("security.loginPasswordPlaceholder")} *`}
          autoComplete="current-password"
          maxLength={128}
        />
      ) : (
        <p className="auth-note" data-testid="sign-in-again-note">
          {t("security.signInAgainNote")}
        </p>
      )}
      {channel ? (
        <button
          type="button"
          className="auth-link"
          data-testid="owner-proof-switch"
          onClick={() => onByCode(!byCode)}
        >
          {byCode
            ? owner.hasPassword
              ? t("security.owner.usePassword")
              : t("security.owner.useSignIn")
            : t("security.owner.useCode", { target: channel.masked })}
        </button>
      ) : null}
    </>
  );
}
