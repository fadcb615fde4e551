import { useCallback, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FieldErrors } from "./error-text.ts";
import { placeServerError } from "./server-errors.ts";

/**
 * The values and messages of a small form. Typing in a field clears that field's message; `field`
 * gives the props a `TextField` needs; `fail` puts a refused call's message where it belongs.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    setFormError(null);
  }, []);

  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name] ?? "",
    onValue: (value: string) => setValue(name, value),
    error: errors[name],
  });

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  /** Shows a refused call: under the fields it names, or above the submit button. */
  const fail = (error: unknown) => {
    const placed = placeServerError(t, i18n.language, error, Object.keys(values));
    setErrors(placed.fieldErrors);
    setFormError(placed.formError);
  };

  /** Shows the messages of a check and takes the player to the first one; true when there are none. */
  const check = (found: FieldErrors) => {
    setErrors(found);
    setFormError(null);
    const valid = Object.values(found).every((message) => !message);
    if (!valid) {
      // After the render that marks the fields.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
      );
    }
    return valid;
  };

  return { values, setValue, field, errors, setErrors, formError, setFormError, reset, fail, check, formRef };
}
