import { SmartLink } from "#app/components/site/smart-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { openChat } from "#app/features/chat/open-chat.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules, useResource } from "#app/lib/site-status.ts";

/** Floating shortcuts on wide screens: live chat, Telegram and the Android app. */
export function RightBar() {
  const { t } = useTranslation();
  // Live chat is the chat module (CBS3): while it is off, a chat entry would promise what the site
  // does not offer; customer service stays in the side menu.
  const liveChat = useModules().CBS3 === true;
  const telegram = useResource("TELEGRAM");
  const android = useResource("Android");
  if (!liveChat && !telegram && !android) return null;
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
