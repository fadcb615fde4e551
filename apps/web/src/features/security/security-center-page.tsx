import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { securityOverviewQuery } from "./api.ts";
import { BindAuthenticatorDialog, RemoveAuthenticatorDialog } from "./authenticator-dialogs.tsx";
import { BindEmailDialog } from "./bind-email-dialog.tsx";
import { BindMobileDialog } from "./bind-mobile-dialog.tsx";
import type { OwnerProof } from "./owner-proof-fields.tsx";
import { SecurityItem } from "./security-item.tsx";
import { SecurityLevel } from "./security-level.tsx";

type Dialog = "mobile" | "email" | "paymentPassword" | "authenticator" | null;

// The withdrawal's own dialog sets and changes the payment password; loaded the first time it opens.
const PaymentPasswordModal = lazy(() => import("#app/features/withdraw/payment-password-modal.tsx"));

/**
 * My account (securityCenter, the member centre's default page): the account's protections with
 * their state, a strength meter, and the action each one needs.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const account = useSessionStore((state) => state.member?.account ?? "");
  const overview = useQuery(securityOverviewQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();

  if (overview.isPending) return <p className="member-centre__loading">{t("memberCentre.loading")}</p>;
  if (overview.isError) {
    return (
      <LoadFailed
        className="member-centre__failed"
        primary
        message={t("memberCentre.loadFailed")}
        retryLabel={t("memberCentre.retry")}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const items = overview.data;
  // What proves the owner of a binding: the login password, or a code to a confirmed channel.
  const owner: OwnerProof = {
    hasPassword: items.loginPassword.done,
    channel: items.mobile.done
      ? { channel: "sms", masked: items.mobile.masked }
      : items.email.done
        ? { channel: "email", masked: items.email.masked }
        : null,
  };
  return (
    <div className="security-page" data-testid="security-center">
      <header className="security-page__head">
        <div>
          <h3 className="security-page__title">{t("security.title")}</h3>
          <p className="security-page__account">
            {t("security.account")}: <strong>{account}</strong>
          </p>
        </div>
        <SecurityLevel level={items.level} total={items.total} />
      </header>
      <ul className="security-list">
        <SecurityItem
          id="loginPassword"
          icon="lock"
          title={t("security.items.loginPassword")}
          done={items.loginPassword.done}
          detail={
            items.loginPassword.done
              ? t("security.details.passwordChanged", {
                  date: formatDateTime(items.loginPassword.changedAt).slice(0, 10),
                })
              : t("security.details.passwordMissing")
          }
          actionLabel={items.loginPassword.done ? t("security.actions.change") : t("security.actions.set")}
          onAction={() => useUiStore.getState().openModal("changePassword")}
        />
        <SecurityItem
          id="paymentPassword"
          icon="key"
          title={t("security.items.paymentPassword")}
          done={items.paymentPassword.done}
          detail={
            items.paymentPassword.done
              ? t("security.details.paymentSet")
              : t("security.details.paymentMissing")
          }
          actionLabel={items.paymentPassword.done ? t("security.actions.change") : t("security.actions.set")}
          onAction={() => setDialog("paymentPassword")}
        />
        <SecurityItem
          id="mobile"
          icon="phone"
          title={t("security.items.mobile")}
          done={items.mobile.done}
          detail={
            items.mobile.masked
              ? items.mobile.done
                ? items.mobile.masked
                : t("security.details.unconfirmed", { value: items.mobile.masked })
              : t("security.details.mobileMissing")
          }
          actionLabel={items.mobile.done ? t("security.actions.change") : t("security.actions.bind")}
          onAction={() => setDialog("mobile")}
        />
        <SecurityItem
          id="email"
          icon="mail"
          title={t("security.items.email")}
          done={items.email.done}
          detail={
            items.email.masked
              ? items.email.done
                ? items.email.masked
                : t("security.details.unconfirmed", { value: items.email.masked })
              : t("security.details.emailMissing")
          }
          actionLabel={items.email.done ? t("security.actions.change") : t("security.actions.bind")}
          onAction={() => setDialog("email")}
        />
        <SecurityItem
          id="authenticator"
          icon="shield"
          title={t("security.items.authenticator")}
          done={items.authenticator.done}
          detail={
            items.authenticator.done
              ? t("security.details.authenticatorOn")
              : t("security.details.authenticatorMissing")
          }
          actionLabel={items.authenticator.done ? t("security.actions.remove") : t("security.actions.bind")}
          onAction={() => setDialog("authenticator")}
        />
      </ul>
      <p className="security-page__tip">{t("security.tip")}</p>
      {dialog === "mobile" ? (
        <BindMobileDialog replacing={items.mobile.done} owner={owner} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "email" ? (
        <BindEmailDialog replacing={items.email.done} owner={owner} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "authenticator" ? (
        items.authenticator.done ? (
          <RemoveAuthenticatorDialog owner={owner} onClose={() => setDialog(null)} />
        ) : (
          <BindAuthenticatorDialog owner={owner} onClose={() => setDialog(null)} />
        )
      ) : null}
      {dialog === "paymentPassword" ? (
        <Suspense fallback={null}>
          <PaymentPasswordModal
            onClose={() => {
              setDialog(null);
              // However the dialog ended, the item shows the server's state again.
              void queryClient.invalidateQueries({ queryKey: queryKeys.securityOverview() });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
