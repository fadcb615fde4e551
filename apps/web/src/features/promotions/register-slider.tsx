import { type CSSProperties, useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";
import { usePromotions } from "./api.ts";
import { promotionPath } from "./promotion-path.ts";

const AUTOPLAY_MS = 5000;

/**
 * The registration promo slider (spec part 1 §2): running promotions of category new_player, one
 * slide at a time, dots, autoplay every 5000 ms only with more than one; a slide leads to the
 * promotions route with its id. Its place is held while the list arrives; without any, it is gone.
 */
export default function RegisterPromoSlider() {
  const { t } = useTranslation();
  const { data, isPending } = usePromotions();
  const slides = (data ?? []).filter(
    (promotion) => promotion.category === "new_player" && promotion.phase === "running",
  );
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (isPending) return <div className="promo-slider is-pending" aria-hidden="true" />;
  if (count === 0) return null;
  const active = Math.min(index, count - 1);
  return (
    <section
      className="promo-slider"
      aria-roledescription="carousel"
      aria-label={t("promotions.slider.label")}
      data-testid="register-promo-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="promo-slider__track" style={{ "--slide": active } as CSSProperties}>
        {slides.map((promotion, position) => (
          <div
            key={promotion.id}
            className={`promo-slider__slide${position === active ? " is-active" : ""}`}
            inert={position !== active}
          >
            <Link
              to={promotionPath(promotion.id)}
              className="promo-slider__link"
              data-testid="register-promo-slide"
              // In the register modal the promotion's page takes the modal's place.
              onClick={() => useUiStore.getState().closeModal()}
            >
              <img src={promotion.artwork} alt="" width={160} height={90} />
              <span className="promo-slider__text">
                <span className="promo-slider__title">{promotion.title}</span>
                {promotion.summary ? (
                  <span className="promo-slider__summary">{promotion.summary}</span>
                ) : null}
                <span className="promo-slider__cta">{t("promotions.slider.cta")}</span>
              </span>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="promo-slider__dots">
          {slides.map((promotion, position) => (
            <button
              type="button"
              key={promotion.id}
              className={`promo-slider__dot${position === active ? " is-active" : ""}`}
              aria-label={t("promotions.slider.goTo", { number: position + 1 })}
              aria-current={position === active}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
