import { useState } from "react";
import { Modal } from "#app/components/ui/modal.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatAnnouncementTime } from "#app/lib/format-date.ts";
import { session } from "#app/lib/storage.ts";
import { useAnnouncements } from "./api.ts";

const SEEN_KEY = "indexNoticeSeen";

/** Pop-up notices (type PU) shown once per browser session, when the site is first opened. */
export function PopupNotices() {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const [open, setOpen] = useState(() => session.get(SEEN_KEY) === null);
  const notices = data?.popup ?? [];
  if (!open || notices.length === 0) return null;
  const close = () => {
    session.set(SEEN_KEY, "1");
    setOpen(false);
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
