import type { Banner } from "@banca/contract/calls/announcements";
import type { BannerGroup } from "@banca/contract/site";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { SmartLink } from "#app/components/site/smart-link.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useOnScreen } from "#app/lib/use-on-screen.ts";
import { useBanners } from "./api.ts";

const AUTOPLAY_MS = 5000;

function BannerSlide({ banner, active, first }: { banner: Banner; active: boolean; first: boolean }) {
  // The first banner is the page's largest picture: it loads before anything else on the page.
  const image = (
    <>
      <img
        src={banner.url}
        alt=""
        className="banner__image"
        draggable={false}
        fetchPriority={first ? "high" : "auto"}
      />
      {banner.title ? <span className="banner__title">{banner.title}</span> : null}
    </>
  );
  // A banner with a linkage type opens its link; slides out of view are inert.
  const target =
    banner.linkageType === "PROMOTION" ? `/promotions?id=${encodeURIComponent(banner.link)}` : banner.link;
  return (
    <div className={`banner__slide ${active ? "is-active" : ""}`} inert={!active}>
      {banner.linkageType === "NONE" || !target ? (
        image
      ) : (
        <SmartLink to={target} className="banner__link">
          {image}
        </SmartLink>
      )}
    </div>
  );
}

/** The banner carousel of a route: dots, and loop with 5000 ms autoplay only when there is more than one. */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const { banners, isPending } = useBanners(group);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const carousel = useRef<HTMLElement>(null);
  // Scrolled out of sight, the slides wait where they are: no render or slide for no one to see.
  const onScreen = useOnScreen(carousel, count > 1);

  useEffect(() => {
    if (count <= 1 || paused || !onScreen) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, onScreen]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another route's banners start at the first.
  useEffect(() => setIndex(0), [group]);

  if (isPending) return <div className="banner banner--loading" aria-hidden="true" />;
  if (count === 0) return null;
  return (
    <section
      ref={carousel}
      className="banner"
      aria-roledescription="carousel"
      aria-label={t("banner.label")}
      data-group={group}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="banner__track" style={{ "--slide": index } as CSSProperties}>
        {banners.map((banner, position) => (
          <BannerSlide
            key={banner.bannerId}
            banner={banner}
            active={position === index}
            first={position === 0}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="banner__dots">
          {banners.map((banner, position) => (
            <button
              type="button"
              key={banner.bannerId}
              className={`banner__dot ${position === index ? "is-active" : ""}`}
              aria-label={t("banner.goTo", { number: position + 1 })}
              aria-current={position === index}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
