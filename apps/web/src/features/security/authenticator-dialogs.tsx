import { useQuery } from "@tanstack/react-query";
import { NOT_EMPTY } from "#app/components/form/field-rules.ts";
import { TextField } from "#app/components/form/text-field.tsx";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { authenticatorSetupQuery, bindAuthenticator, removeAuthenticator } from "./api.ts";
import type { OwnerProof } from "./owner-proof-fields.tsx";
import { OwnerProvenForm } from "./owner-proven-form.tsx";

/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Binds an authenticator app (decision 100): a new key as a QR code and as text, valid for a few
 * minutes, then a code the app shows and the owner's proof. A key past its time or its tries is
 * replaced by a new one to scan.
 */
export function BindAuthenticatorDialog({ owner, onClose }: { owner: OwnerProof; onClose(): void }) {
  const { t } = useTranslation();
  const setup = useQuery(authenticatorSetupQuery());
  const title = t("security.authenticator.bindTitle");
  if (!setup.data) {
    return (
      <Modal title={title} onClose={onClose} width={440} className="auth-modal">
        {setup.isError ? (
          <LoadFailed
            className="member-centre__failed"
            message={t("memberCentre.loadFailed")}
            retryLabel={t("memberCentre.retry")}
            onRetry={() => void setup.refetch()}
          />
        ) : (
          <p className="auth-note">{t("security.authenticator.preparing")}</p>
        )}
      </Modal>
    );
  }
  const { secret, otpauthUrl, expiredMinutes } = setup.data;
  return (
    <OwnerProvenForm
      title={title}
      testId="bind-authenticator"
      owner={owner}
      submitLabel={t("security.authenticator.submit")}
      fields={{ code: NOT_EMPTY }}
      onClose={onClose}
      send={async (values, proof) => {
        try {
          return await bindAuthenticator({ code: (values.code ?? "").trim(), ...proof });
        } catch (error) {
          // A key past its time or tries cannot bind: the member scans the new one shown instead.
          if (error instanceof ApiError && error.errorCode === "code-expired") void setup.refetch();
          throw error;
        }
      }}
    >
      {(form) => (
        <>
          <p className="auth-note">{t("security.authenticator.steps")}</p>
          <div className="authenticator-key">
            <QrCode
              value={otpauthUrl}
              raw
              size={168}
              margin={12}
              label={t("security.authenticator.qrLabel")}
            />
            <div className="authenticator-key__text">
              <span className="authenticator-key__label">{t("security.authenticator.key")}</span>
              <code className="authenticator-key__secret" data-testid="authenticator-secret">
                {grouped(secret)}
              </code>
              <CopyButton
                value={secret}
                label={t("security.authenticator.key")}
                className="authenticator-key__copy"
              />
              <span className="authenticator-key__expiry">
                {t("security.authenticator.expires", { minutes: expiredMinutes })}
              </span>
            </div>
          </div>
          <TextField
            {...form.field("code")}
            label={t("security.authenticator.codeLabel")}
            placeholder={`${t("security.authenticator.codePlaceholder")} *`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </>
      )}
    </OwnerProvenForm>
  );
}

/** Removes the bound authenticator app with the owner's proof alone: a lost phone must not lock it on. */
export function RemoveAuthenticatorDialog({ owner, onClose }: { owner: OwnerProof; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <OwnerProvenForm
      title={t("security.authenticator.removeTitle")}
      testId="remove-authenticator"
      owner={owner}
      submitLabel={t("security.authenticator.removeSubmit")}
      fields={{}}
      onClose={onClose}
      send={(_values, proof) => removeAuthenticator(proof)}
    >
      {() => <p className="auth-note">{t("security.authenticator.removeIntro")}</p>}
    </OwnerProvenForm>
  );
}
