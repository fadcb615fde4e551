import { APPLICATION_LIMITS } from "@banca/contract/promotions";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError, SubmitButton } from "#app/components/form/form-parts.tsx";
import { ImagePicker, type PickedImage } from "#app/components/form/image-picker.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useJoinPromotion } from "./api.ts";

/** The application of an apply promotion: a comment of at most 140 characters and up to three images. */
export function JoinForm({ promotionId, onCancel }: { promotionId: number; onCancel(): void }) {
  const { t } = useTranslation();
  const join = useJoinPromotion();
  const [comment, setComment] = useState("");
  const [images, setImages] = useState<PickedImage[]>([]);
  const tooLong = comment.length > APPLICATION_LIMITS.commentMax;

  return (
    <form
      className="promo-form"
      data-testid="join-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong) return;
        // The preview is the image as a data: address; the call takes the base64 after its comma.
        const data = images.map(({ url }) => ({ data: url.slice(url.indexOf(",") + 1) }));
        join.mutate({ promotionId, comment: comment.trim(), images: data });
      }}
    >
      <h3 className="promo-form__title">{t("promotions.join.title")}</h3>
      <label className="form__field">
        <span>{t("promotions.join.comment")}</span>
        <textarea
          name="comment"
          rows={3}
          value={comment}
          placeholder={t("promotions.join.commentPlaceholder")}
          aria-invalid={tooLong}
          aria-describedby="promo-comment-count"
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <p id="promo-comment-count" className={`promo-form__count${tooLong ? " is-over" : ""}`}>
        {t("promotions.join.count", { count: comment.length, max: APPLICATION_LIMITS.commentMax })}
      </p>
      {tooLong ? (
        <FormError message={t("promotions.join.tooLong", { max: APPLICATION_LIMITS.commentMax })} />
      ) : null}
      <div className="form__field">
        <span>{t("promotions.join.images")}</span>
        <ImagePicker
          images={images}
          maxCount={APPLICATION_LIMITS.maxImages}
          maxBytes={APPLICATION_LIMITS.maxImageBytes}
          inputName="images"
          labels={{
            add: t("promotions.join.addImage"),
            remove: t("promotions.join.removeImage"),
            rules: t("promotions.join.imageRules"),
          }}
          onAdd={(added) => setImages((current) => [...current, ...added])}
          onRemove={(image) => setImages((current) => current.filter((other) => other.key !== image.key))}
        />
      </div>
      <FormError message={join.isError ? errorText(t, join.error) : null} />
      <div className="promo-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("promotions.join.cancel")}
        </button>
        <SubmitButton pending={join.isPending}>{t("promotions.join.submit")}</SubmitButton>
      </div>
    </form>
  );
}
