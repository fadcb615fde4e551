import { type FormEvent, useId } from "react";
import { FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import {
  ANNOUNCEMENT_TYPES,
  type Announcement,
  type AnnouncementDraft,
  createAnnouncement,
  updateAnnouncement,
  writingLanguage,
} from "./api.ts";

/** A new site notice or changes to one; its HTML is cleaned by the server. */
export function AnnouncementForm({
  announcement,
  onSaved,
}: {
  announcement?: Announcement;
  onSaved: (saved: Announcement) => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const language = writingLanguage(locale);
  const save = useAction(
    (draft: AnnouncementDraft) =>
      announcement ? updateAnnouncement({ ...draft, id: announcement.id }) : createAnnouncement(draft),
    ["announcements"],
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    save.mutate(
      {
        type: text("type") as Announcement["type"],
        title: { ...announcement?.title, [language]: text("title") },
        content: { ...announcement?.content, [language]: text("content") },
        ...(announcement ? { publishedAt: announcement.publishedAt } : {}),
        enabled: form.get("enabled") === "on",
      },
      { onSuccess: onSaved },
    );
  }
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {announcement ? t("content.announcement.edit") : t("content.announcement.add")}
      </h2>
      <label>
        {t("content.announcement.type")}
        <select name="type" defaultValue={announcement?.type ?? "PL"}>
          {ANNOUNCEMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`content.announcement.type.${value}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("content.announcement.title")} ({language})
        <input name="title" required maxLength={200} defaultValue={announcement?.title[language] ?? ""} />
      </label>
      <label>
        {t("content.announcement.content")} ({language})
        <textarea name="content" required rows={6} defaultValue={announcement?.content[language] ?? ""} />
      </label>
      <span className="hint">{t("content.htmlHint")}</span>
      <label className="check">
        <input type="checkbox" name="enabled" defaultChecked={announcement?.enabled ?? true} />
        {t("content.enabled")}
      </label>
      <FormEnd
        error={save.error}
        busy={save.isPending}
        submit={announcement ? t("content.save") : t("content.announcement.addSubmit")}
      />
    </form>
  );
}
