import { type FormEvent, useId } from "react";
import { FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { setMissionReward } from "./api.ts";

const DECIMAL = "\\d{1,12}(\\.\\d{1,4})?";

/** A mission's target and reward by its key (the merchant file names the missions); checked against the reward budget. */
export default function MissionsPage() {
  const { t } = useI18n();
  const id = useId();
  const send = useAction(setMissionReward, ["missions"]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    send.mutate({ key: text("key"), target: text("target"), reward: text("reward"), reason: text("reason") });
  }
  const answer = send.data;
  return (
    <div className="page">
      <h1>{t("menu.missions")}</h1>
      <form className="card stack narrow" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("missions.title")}</h2>
        <p className="hint">{t("missions.hint")}</p>
        <label>
          {t("missions.key")}
          <input name="key" required maxLength={40} autoComplete="off" />
        </label>
        <div className="grid-fields">
          <label>
            {t("missions.target")}
            <input name="target" required inputMode="decimal" pattern={DECIMAL} />
          </label>
          <label>
            {t("missions.reward")}
            <input name="reward" required inputMode="decimal" pattern={DECIMAL} />
          </label>
        </div>
        <label>
          {t("settings.reason")}
          <input name="reason" required minLength={3} maxLength={300} />
        </label>
        <FormEnd
          error={send.error}
          done={
            answer
              ? t("missions.done", {
                  key: answer.key,
                  kind: t(`missions.kind.${answer.kind}` as MessageKey),
                  target: answer.target,
                  reward: answer.reward,
                })
              : null
          }
          busy={send.isPending}
          submit={t("common.save")}
        />
      </form>
    </div>
  );
}
