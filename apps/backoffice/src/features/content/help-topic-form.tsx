import type { FormEvent } from "react";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { type AdminHelpTopic, createHelpTopic, updateHelpTopic, writingLanguage } from "./api.ts";

/** A new help topic or changes to one; its HTML is cleaned by the server before the site shows it. */
export function HelpTopicForm({
  topic,
  onSaved,
}: {
  topic?: AdminHelpTopic;
  onSaved: (saved: AdminHelpTopic) => void;
}) {
  const { t, locale } = useI18n();
  const language = writingLanguage(locale);
  const save = useAction(
    (input: Parameters<typeof createHelpTopic>[0]) =>
      topic ? updateHelpTopic({ ...input, id: topic.id }) : createHelpTopic(input),
    ["help-topics"],
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    save.mutate(
      {
        tag: text("tag"),
        title: { ...topic?.title, [language]: text("title") },
        content: { ...topic?.content, [language]: text("content") },
        sort: Number(text("sort") || 0),
      },
      { onSuccess: onSaved },
    );
  }
  return (
    <FormCard title={topic ? t("content.help.edit") : t("content.help.add")} onSubmit={submit}>
      <div className="grid-fields">
        <label>
          {t("content.help.tag")}
          <input name="tag" required pattern="[a-z0-9\-]{2,40}" defaultValue={topic?.tag ?? ""} />
        </label>
        <label>
          {t("content.help.sort")}
          <input name="sort" type="number" min={0} max={100000} defaultValue={topic?.sort ?? 0} />
        </label>
      </div>
      <span className="hint">{t("content.help.tagHint")}</span>
      <label>
        {t("content.help.title")} ({language})
        <input name="title" required maxLength={200} defaultValue={topic?.title[language] ?? ""} />
      </label>
      <label>
        {t("content.help.content")} ({language})
        <textarea name="content" required rows={8} defaultValue={topic?.content[language] ?? ""} />
      </label>
      <span className="hint">{t("content.htmlHint")}</span>
      <FormEnd
        error={save.error}
        busy={save.isPending}
        submit={topic ? t("content.save") : t("content.help.addSubmit")}
      />
    </FormCard>
  );
}
