import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";

/** Copies a link or a code to share; says "Copied" for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button
      type="button"
      className={`button button--secondary agent-copy${copied ? " is-copied" : ""}`}
      onClick={copy}
      aria-label={t("agent.copy.label", { label })}
    >
      <Icon name={copied ? "check" : "copy"} size={14} />
      <span aria-live="polite">{copied ? t("agent.copy.done") : t("agent.copy.action")}</span>
    </button>
  );
}
