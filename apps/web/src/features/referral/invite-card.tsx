import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { absoluteUrl, QrCode } from "#app/components/ui/qr-code.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { referralLink } from "./api.ts";

/** The member's code and registration link, each copied in one tap, and the link's QR code for a phone. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = absoluteUrl(referralLink(code));
  return (
    <section className="referral-invite" aria-label={t("referral.inviteLabel")}>
      <QrCode value={link} size={148} margin={10} label={t("referral.qrLabel")} />
      <div className="referral-invite__fields">
        <div className="referral-field">
          <span className="referral-field__label">{t("referral.code")}</span>
          <div className="referral-field__row">
            <strong className="referral-field__code" data-testid="referral-code">
              {code}
            </strong>
            <CopyButton
              className="button button--secondary referral-copy"
              value={code}
              label={t("referral.code")}
            />
          </div>
        </div>
        <div className="referral-field">
          <span className="referral-field__label">{t("referral.link")}</span>
          <div className="referral-field__row">
            <a className="referral-field__link" href={link} data-testid="referral-link">
              {link}
            </a>
            <CopyButton
              className="button button--secondary referral-copy"
              value={link}
              label={t("referral.link")}
            />
          </div>
        </div>
        <p className="referral-note">{t("referral.share")}</p>
      </div>
    </section>
  );
}
