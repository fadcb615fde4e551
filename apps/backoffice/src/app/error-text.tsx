import { useI18n } from "#bo/i18n/i18n.tsx";
import { ApiError } from "#bo/lib/api.ts";

/**
 * A refused call in words: the server's message (already in plain language) with its code, so a
 * report to the platform names the exact refusal.
 */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  const text = error instanceof ApiError ? `${error.message} (${error.code})` : t("common.failed");
  return (
    <p className="error" role="alert">
      {text}
    </p>
  );
}
