import { SmartLink } from "#app/components/site/smart-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { openChat } from "#app/features/chat/open-chat.ts";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules, useResource } from "#app/lib/site-status.ts";

/** Floating shortcuts on wide screens: live chat, Telegram, invite friends and the Android app. */
export function RightBar() {
  const { t } = useTranslation();
  const modules = useModules();
  // Live chat is the chat module (CBS3): while it is off, a chat entry would promise what the site
  // does not offer; customer service stays in the side menu.
  const liveChat = modules.CBS3 === true;
  // Invite friends is the member centre's referral page (REFERRAL3); a visitor is asked to log in.
  const invite = modules.REFERRAL3 === true;
  const telegram = useResource("TELEGRAM");
  const android = useResource("Android");
  if (!liveChat && !telegram && !invite && !android) return null;
  return (
    <aside className="right-bar" aria-label={t("rightBar.label")}>
      {liveChat ? (
        <button type="button" className="right-bar__item" data-testid="right-bar-chat" onClick={openChat}>
          <Icon name="chat" />
          <span>{t("rightBar.liveChat")}</span>
        </button>
      ) : null}
      {telegram ? (
        <SmartLink to={telegram.url} className="right-bar__item">
          <Icon name="telegram" />
          <span>Telegram</span>
        </SmartLink>
      ) : null}
      {invite ? (
        <button type="button" className="right-bar__item" onClick={() => openMemberCentre("referral")}>
          <Icon name="invite" />
          <span>{t("rightBar.invite")}</span>
        </button>
      ) : null}
      {android ? (
        <div className="right-bar__qr">
          <SmartLink to={android.url} className="right-bar__item">
            <Icon name="android" />
            <span>{t("rightBar.app")}</span>
          </SmartLink>
          <div className="right-bar__popover">
            <QrCode value={android.url} size={120} margin={8} label={t("download.androidQr")} />
          </div>
        </div>
      ) : null}
    </aside>
  );
}
