import { LabelledInput } from "#app/components/form/labelled-input.tsx";

type PasswordInputProps = {
  name: string;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  /** Payment passwords are digits: phones show the number pad. */
  numeric?: boolean;
  autoComplete?: string;
};

/** A labelled password input whose message sits under it and is announced to screen readers. */
export function PasswordInput({ numeric, autoComplete = "off", ...field }: PasswordInputProps) {
  return (
    <LabelledInput
      {...field}
      type="password"
      inputMode={numeric ? "numeric" : undefined}
      autoComplete={autoComplete}
      maxLength={128}
    />
  );
}
