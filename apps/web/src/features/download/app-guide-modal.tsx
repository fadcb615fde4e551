import { useState } from "react";
import { SmartLink } from "#app/components/site/smart-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useResource } from "#app/lib/site-status.ts";

type Guide = "android" | "ios" | "lite";
const STEPS = [1, 2, 3, 4] as const;

function Steps({ guide }: { guide: Guide }) {
  const { t } = useTranslation();
  return (
    <ol className="steps" data-testid={`app-guide-steps-${guide}`}>
      {STEPS.map((step) => (
        <li key={step}>
          <span className="steps__number">{step}</span>
          {t(`download.guide.${guide}.step${step}`)}
        </li>
      ))}
    </ol>
  );
}

/**
 * The app download guide (spec part 1 §2 "Modals"): four steps for the Android app, four for the iOS
 * app (the merchant's MOBILECONFIG profile), and the lite app's steps, which install nothing: the
 * site itself on the home screen. A platform without a download link shows only the lite app.
 */
export function AppGuideModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const android = useResource("Android");
  const ios = useResource("MOBILECONFIG");
  const links: Partial<Record<Guide, string>> = {
    ...(android ? { android: android.url } : {}),
    ...(ios ? { ios: ios.url } : {}),
  };
  const guides: Guide[] = [
    ...(android ? ["android" as const] : []),
    ...(ios ? ["ios" as const] : []),
    "lite",
  ];
  const [guide, setGuide] = useState<Guide>(guides[0] ?? "lite");
  const link = links[guide];
  return (
    <Modal title={t("download.guide.title")} onClose={onClose} width={640} className="app-guide">
      <div className="tabs" role="tablist" aria-label={t("download.guide.title")}>
        {guides.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={guide === name}
            className={`tabs__tab ${guide === name ? "is-active" : ""}`}
            onClick={() => setGuide(name)}
          >
            <Icon name={name === "android" ? "android" : name === "ios" ? "apple" : "download"} size={16} />
            {t(`download.guide.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div className="app-guide__body" role="tabpanel">
        {guide === "lite" ? <p className="app-guide__intro">{t("download.guide.liteIntro")}</p> : null}
        <div className="app-guide__content">
          {link ? <QrCode value={link} size={140} margin={10} label={t("download.guide.qr")} /> : null}
          <Steps guide={guide} />
        </div>
        {link ? (
          <SmartLink to={link} className="button button--primary app-guide__download">
            {t("download.guide.download")}
          </SmartLink>
        ) : null}
      </div>
    </Modal>
  );
}
