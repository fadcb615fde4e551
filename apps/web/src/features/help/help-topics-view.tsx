import type { HelpTopic } from "@banca/contract/calls/system";
import { useEffect, useRef } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

type HelpTopicsViewProps = {
  topics: HelpTopic[];
  selectedTag: string | undefined;
  onSelect(tag: string): void;
};

/** Topic list beside the selected topic's content; shared by the help modal and the help centre. */
export function HelpTopicsView({ topics, selectedTag, onSelect }: HelpTopicsViewProps) {
  const { t } = useTranslation();
  const selected = topics.find((topic) => topic.tag === selectedTag) ?? topics[0];
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the topics scroll sideways: bring the selected one into view.
  useEffect(() => {
    listRef.current
      ?.querySelector(`[data-tag="${CSS.escape(selected?.tag ?? "")}"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [selected?.tag]);
  if (!selected) return <EmptyState title={t("help.empty")} />;
  return (
    <div className="help">
      <nav className="help__topics" aria-label={t("help.topics")}>
        <ul ref={listRef}>
          {topics.map((topic) => (
            <li key={topic.tag}>
              <button
                type="button"
                data-tag={topic.tag}
                className={`help__topic ${topic.tag === selected.tag ? "is-active" : ""}`}
                aria-current={topic.tag === selected.tag ? "true" : undefined}
                onClick={() => onSelect(topic.tag)}
              >
                {topic.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="help__content" data-topic={selected.tag}>
        <h3 className="help__title">{selected.title}</h3>
        <SafeHtml html={selected.content} />
      </article>
    </div>
  );
}
