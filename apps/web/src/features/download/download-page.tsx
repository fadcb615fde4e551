import { SmartLink } from "#app/components/site/smart-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useResource } from "#app/lib/site-status.ts";
import { useUiStore } from "#app/stores/ui-store.ts";

type Platform = "android" | "ios";
const STEPS = [1, 2, 3, 4] as const;

function PlatformCard({ platform, url }: { platform: Platform; url: string }) {
  const { t } = useTranslation();
  return (
    <section className="download-card" id={platform} aria-labelledby={`download-${platform}`}>
      <header className="download-card__header">
        <Icon name={platform === "android" ? "android" : "apple"} size={28} />
        <h2 id={`download-${platform}`}>{t(`download.${platform}.title`)}</h2>
      </header>
      <div className="download-card__body">
        <QrCode value={url} label={t(`download.${platform}Qr`)} />
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>
              <span className="steps__number">{step}</span>
              {t(`download.${platform}.step${step}`)}
            </li>
          ))}
        </ol>
      </div>
      <SmartLink to={url} className="button button--primary">
        {t(`download.${platform}.button`)}
      </SmartLink>
    </section>
  );
}

/** App download: Android and iOS, each with its QR code and four steps. */
export function DownloadPage() {
  const { t } = useTranslation();
  const android = useResource("Android");
  const ios = useResource("MOBILECONFIG");
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className="page download">
      <div className="download__intro">
        <div>
          <h1 className="page__title">{t("download.title")}</h1>
          <p>{t("download.intro")}</p>
          <button type="button" className="button button--ghost" onClick={() => openModal("appGuide")}>
            {t("download.guide.open")}
          </button>
        </div>
        <img src="/media/illustrations/app-phones.svg" alt="" width={360} height={240} />
      </div>
      <div className="download__cards">
        {android ? <PlatformCard platform="android" url={android.url} /> : null}
        {ios ? <PlatformCard platform="ios" url={ios.url} /> : null}
      </div>
    </div>
  );
}
