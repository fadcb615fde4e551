import { useCallback, useEffect, useRef, useState } from "react";
import { TextField } from "#app/components/form/text-field.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { asksForCaptcha, fetchCaptcha } from "./api.ts";

type Captcha = { captchaId: string; image: string };

const RELOAD_INTERVAL_MS = 1000;

/**
 * The captcha of a form: loads when it becomes needed, reloads on request at most once per second
 * (spec part 1 §9). Every answer the server checks is spent, so forms reload after each try.
 */
export function useCaptcha(needed: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const pendingTimer = useRef<number | undefined>(undefined);

  const load = useCallback(() => {
    window.clearTimeout(pendingTimer.current);
    const wait = lastLoad.current + RELOAD_INTERVAL_MS - Date.now();
    // A reload asked for too soon runs when the second is over instead of being lost: the old
    // image is already spent.
    if (wait > 0) {
      pendingTimer.current = window.setTimeout(load, wait);
      return;
    }
    lastLoad.current = Date.now();
    fetchCaptcha().then(
      (next) => {
        setCaptcha(next);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    if (needed) load();
    return () => window.clearTimeout(pendingTimer.current);
  }, [needed, load]);

  return { captcha: needed ? captcha : null, failed, reload: load };
}

type CaptchaFieldProps = {
  state: ReturnType<typeof useCaptcha>;
  value: string;
  onValue(value: string): void;
  error?: string;
  placeholder: string;
};

/** The captcha input with its image; a click on the image asks for a new one. */
export function CaptchaField({ state, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const clickedAt = useRef(0);
  const reload = () => {
    // One reload per second, as the spec asks of the click.
    if (Date.now() - clickedAt.current < RELOAD_INTERVAL_MS) return;
    clickedAt.current = Date.now();
    state.reload();
  };
  return (
    <TextField
      {...field}
      name="captcha"
      label={t("auth.fields.captcha")}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      hint={state.failed ? t("auth.captchaFailed") : undefined}
      addon={
        <button
          type="button"
          className="auth-captcha"
          data-testid="captcha-image"
          onClick={reload}
          aria-label={t("auth.captchaReload")}
          title={t("auth.captchaReload")}
        >
          {state.captcha ? (
            <img src={state.captcha.image} alt={t("auth.captchaImage")} width={104} height={36} />
          ) : (
            <Icon name="refresh" size={18} />
          )}
        </button>
      }
    />
  );
}

/**
 * The captcha of a login form: hidden until a failed try's answer asks for one, then renewed after
 * every further try (each one spends it).
 */
export function useLoginCaptcha() {
  const [needed, setNeeded] = useState(false);
  const state = useCaptcha(needed);
  return {
    needed,
    state,
    /** The captcha part of the request body. */
    answer: (text: string) => (needed ? { captcha: text.trim(), captchaId: state.captcha?.captchaId } : {}),
    /** After a refused try; true when the typed answer is spent and should be cleared. */
    afterFailure(error: unknown): boolean {
      if (needed) {
        state.reload();
        return true;
      }
      if (asksForCaptcha(error)) setNeeded(true);
      return false;
    },
  };
}
