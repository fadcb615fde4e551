import type { TFunction } from "#app/i18n/translate.ts";
import { errorText, type FieldErrors, fieldOfError, serverFieldIssues } from "./error-text.ts";
import { issueText } from "./field-rules.ts";

/**
 * Where a refused call's message goes on a form showing `fields`: under the field it is about
 * (`request_param_err` issues, or codes such as `username.taken`), else above the submit button.
 */
export function placeServerError(
  t: TFunction,
  language: string,
  error: unknown,
  fields: readonly string[],
): { fieldErrors: FieldErrors; formError: string | null } {
  const issues = serverFieldIssues(error);
  if (issues) {
    const shown = Object.entries(issues).filter(([field]) => fields.includes(field));
    if (shown.length > 0) {
      return {
        fieldErrors: Object.fromEntries(
          shown.map(([field, issue]) => [field, issueText(t, language, issue)]),
        ),
        formError: null,
      };
    }
  }
  const field = fieldOfError(error);
  if (field && fields.includes(field))
    return { fieldErrors: { [field]: errorText(t, error) }, formError: null };
  return { fieldErrors: {}, formError: errorText(t, error) };
}
