import { useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * Copies a value the member passes on (a bank reference, an affiliate link or code); says "Copied"
 * for a moment, out loud too.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className: string }) {
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
  const name = t("common.copyLabel", { label });
  return (
    <button
      type="button"
      className={`${className}${copied ? " is-copied" : ""}`}
      onClick={copy}
      aria-label={name}
      title={name}
    >
      <Icon name={copied ? "check" : "copy"} size={14} />
      <span aria-live="polite">{copied ? t("common.copied") : t("common.copy")}</span>
    </button>
  );
}
