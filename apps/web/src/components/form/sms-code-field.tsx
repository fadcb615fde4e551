import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { errorText } from "./error-text.ts";
import { TextField } from "./text-field.tsx";
import { useCountdown, useThrottle } from "./use-countdown.ts";
import { WarningDialog } from "./warning-dialog.tsx";

type SmsCodeFieldProps = {
  value: string;
  onValue(value: string): void;
  error?: string;
  required?: boolean;
  placeholder: string;
  /** Checks the mobile number first and shows its message; false stops the request. */
  validateMobile(): boolean;
  /** Sends the code; resolves with the moment (ms) until which a new code cannot be asked for. */
  send(): Promise<number>;
  /** For a second code field in one form: its name, label and send button's test id. */
  name?: string;
  label?: string;
  sendTestId?: string;
};

/**
 * The code field with its send button (spec part 1 §4 "SMS send"): the mobile number is checked
 * first, one request per second at most, then the button counts the seconds down until a new code
 * may be asked for. A refused request shows the server's message in a warning dialog.
 */
export function SmsCodeField({
  validateMobile,
  send,
  name = "verificationCode",
  label,
  sendTestId = "send-sms",
  ...field
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const mayRun = useThrottle(1000);
  const [pending, setPending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  const request = async () => {
    if (pending || countdown.seconds > 0 || !validateMobile() || !mayRun()) return;
    setPending(true);
    try {
      countdown.startUntil(await send());
      setSentOnce(true);
    } catch (error) {
      setWarning(errorText(t, error));
    } finally {
      setPending(false);
    }
  };

  const waiting = countdown.seconds > 0;
  return (
    <>
      <TextField
        {...field}
        name={name}
        label={label ?? t("auth.fields.verificationCode")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        hint={sentOnce ? t("auth.sms.sent") : undefined}
        addon={
          <button
            type="button"
            className="auth-field__action"
            data-testid={sendTestId}
            disabled={pending || waiting}
            onClick={() => void request()}
          >
            {waiting
              ? t("auth.sms.resendIn", { seconds: countdown.seconds })
              : sentOnce
                ? t("auth.sms.resend")
                : t("auth.sms.send")}
          </button>
        }
      />
      {warning ? <WarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
    </>
  );
}

/** The resend moment of an SMS answer: `expiredMinutes` × 60 seconds from now. */
export const untilAfterMinutes = (minutes: number) => Date.now() + minutes * 60_000;
