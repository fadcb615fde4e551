import { useQueryClient } from "@tanstack/react-query";
import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

/** Where a refused binding's message belongs: the codes of this page, by field. */
const FIELD_OF_CODE: Record<string, string> = {
  "email.taken": "email",
  "password.incorrect": "password",
};

/**
 * Shows a refused binding on its form: this page's own codes under their field, every other code as
 * every form shows it (`form.fail`).
 */
export function useBindFailure(form: {
  fail(error: unknown): void;
  setErrors(errors: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  return (error: unknown) => {
    // A refused owner's code names its field: the binding carries two codes.
    const named = error instanceof ApiError ? (error.value as { field?: unknown } | null)?.field : undefined;
    const field =
      typeof named === "string"
        ? named
        : error instanceof ApiError
          ? FIELD_OF_CODE[error.errorCode]
          : undefined;
    if (field) form.setErrors({ [field]: errorText(t, error) });
    else form.fail(error);
  };
}

/** After a binding, what shows the number or address again: member info and the security items. */
export function useRefreshAfterBinding() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.securityOverview() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo() }),
    ]);
}
