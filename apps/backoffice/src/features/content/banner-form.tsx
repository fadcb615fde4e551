import { BANNER_GROUPS, LINKAGE_TYPES } from "@banca/contract/site";
import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { type AdminBanner, createBanner, updateBanner, uploadContentImage, writingLanguage } from "./api.ts";

/**
 * A new banner, or changes to one: its page group, its picture (uploaded here or an address), its
 * title in the staff member's language and where a click on it leads.
 */
export function BannerForm({
  banner,
  group,
  onSaved,
}: {
  banner?: AdminBanner;
  group: string;
  onSaved: (saved: AdminBanner) => void;
}) {
  const { t, locale } = useI18n();
  const language = writingLanguage(locale);
  const [url, setUrl] = useState(banner?.url ?? "");
  const [linkage, setLinkage] = useState<string>(banner?.linkageType ?? "NONE");
  const upload = useAction(uploadContentImage, []);
  const save = useAction(
    (input: Parameters<typeof createBanner>[0]) =>
      banner ? updateBanner({ ...input, id: banner.id }) : createBanner(input),
    ["banners"],
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    save.mutate(
      {
        groupName: text("groupName") as AdminBanner["groupName"],
        url,
        title: { ...banner?.title, [language]: text("title") },
        linkageType: linkage as AdminBanner["linkageType"],
        link: linkage === "NONE" ? "" : text("link"),
        enabled: form.get("enabled") === "on",
      },
      { onSuccess: onSaved },
    );
  }
  const heading = banner ? t("content.banner.edit") : t("content.banner.add");
  return (
    <FormCard title={heading} onSubmit={submit}>
      <div className="grid-fields">
        <label>
          {t("content.banner.group")}
          <select name="groupName" defaultValue={banner?.groupName ?? group}>
            {BANNER_GROUPS.map((value) => (
              <option key={value} value={value}>
                {t(`content.group.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("content.banner.title")} ({language})
          <input name="title" maxLength={200} defaultValue={banner?.title[language] ?? ""} />
        </label>
      </div>
      <label>
        {t("content.banner.upload")}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file, { onSuccess: (image) => setUrl(image.url) });
          }}
        />
      </label>
      <span className="hint">{t("content.banner.uploadHint")}</span>
      <ErrorText error={upload.error} />
      <label>
        {t("content.banner.url")}
        <input
          name="url"
          required
          maxLength={500}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="/content-images/… https://…"
        />
      </label>
      {url ? <img className="content-preview" src={url} alt={t("content.banner.preview")} /> : null}
      <div className="grid-fields">
        <label>
          {t("content.banner.linkage")}
          <select value={linkage} onChange={(event) => setLinkage(event.target.value)}>
            {LINKAGE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`content.linkage.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {linkage === "NONE" ? null : (
          <label>
            {t("content.banner.link")}
            <input name="link" required maxLength={500} defaultValue={banner?.link ?? ""} />
          </label>
        )}
      </div>
      <label className="check">
        <input type="checkbox" name="enabled" defaultChecked={banner?.enabled ?? true} />
        {t("content.enabled")}
      </label>
      <FormEnd
        error={save.error}
        busy={save.isPending || upload.isPending || !url}
        submit={banner ? t("content.save") : t("content.banner.addSubmit")}
      />
    </FormCard>
  );
}
