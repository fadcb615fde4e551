import { useState } from "react";
import { Modal } from "#app/components/ui/modal.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatAnnouncementTime } from "#app/lib/format-date.ts";
import { session } from "#app/lib/storage.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { useAnnouncements } from "./api.ts";

const SEEN_KEY = "indexNoticeSeen";
/** Set once the after-login modal was read: it shows once per browser session, not at every login. */
const SEEN_AFTER_LOGIN_KEY = "loginNoticeSeen";

/**
 * Pop-up notices (type PU) shown once per browser session, when the site is first opened, and again
 * as the after-login modal (spec part 1 §4), once per browser session, after a login has closed its
 * own modals (a welcome, a forced password change).
 */
export function PopupNotices() {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const [open, setOpen] = useState(() => session.get(SEEN_KEY) === null);
  const afterLogin = useUiStore((state) => state.afterLoginDue && state.modal === null);
  const afterLoginSeen = session.get(SEEN_AFTER_LOGIN_KEY) !== null;
  const notices = data?.popup ?? [];
  if (!(open || (afterLogin && !afterLoginSeen)) || notices.length === 0) return null;
  const close = () => {
    session.set(SEEN_KEY, "1");
    if (afterLogin) session.set(SEEN_AFTER_LOGIN_KEY, "1");
    setOpen(false);
    useUiStore.getState().setAfterLoginDue(false);
  };
  return (
    <Modal title={t("announcements.popupTitle")} onClose={close} className="popup-notices">
      {notices.map((notice) => (
        <article key={notice.id} className="popup-notices__item">
          <h3>{notice.title}</h3>
          <time dateTime={new Date(notice.timestamp).toISOString()}>
            {formatAnnouncementTime(notice.timestamp)}
          </time>
          <SafeHtml html={notice.content} />
        </article>
      ))}
      <button type="button" className="button button--primary popup-notices__ok" onClick={close}>
        {t("announcements.understood")}
      </button>
    </Modal>
  );
}
