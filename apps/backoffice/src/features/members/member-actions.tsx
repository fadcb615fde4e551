import { PRIZE_GROUP_MAX, PRIZE_GROUP_MIN } from "@banca/contract/calls/agent-team";
import { MAX_CLUB_RANK } from "@banca/contract/club-levels";
import { type FormEvent, useId, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { type MemberDetail, setClubLevel, setPrizeGroup } from "./api.ts";

/**
 * A member's club level and lottery prize group, each set with a reason (the audit log keeps it).
 * A prize group above the upline's is refused; the member's team is lowered to it.
 */
export function PlacementForms({ detail }: { detail: MemberDetail }) {
  const { t } = useI18n();
  const id = useId();
  const username = detail.profile.username;
  const club = useAction(setClubLevel, ["members"]);
  const prize = useAction(setPrizeGroup, ["members"]);
  const [problem, setProblem] = useState<string | null>(null);

  function submitClub(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rankLevel = Number(form.get("rankLevel"));
    const reason = String(form.get("reason") ?? "").trim();
    if (!Number.isInteger(rankLevel) || rankLevel < 0 || rankLevel > MAX_CLUB_RANK || reason.length < 3) {
      setProblem(t("memberTabs.clubProblem", { max: MAX_CLUB_RANK }));
      return;
    }
    setProblem(null);
    club.mutate({ username, rankLevel, reason });
  }

  function submitPrize(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw = String(form.get("prizeGroup") ?? "").trim();
    const prizeGroup = raw === "" ? null : Number(raw);
    const reason = String(form.get("reason") ?? "").trim();
    const valid =
      prizeGroup === null ||
      (Number.isInteger(prizeGroup) && prizeGroup >= PRIZE_GROUP_MIN && prizeGroup <= PRIZE_GROUP_MAX);
    if (!valid || reason.length < 3) {
      setProblem(t("memberTabs.prizeProblem", { min: PRIZE_GROUP_MIN, max: PRIZE_GROUP_MAX }));
      return;
    }
    setProblem(null);
    prize.mutate({ username, prizeGroup, reason });
  }

  return (
    <div className="stack">
      <form className="stack" onSubmit={submitClub} aria-labelledby={`${id}-club`} noValidate>
        <h3 id={`${id}-club`}>{t("memberTabs.clubTitle")}</h3>
        <div className="grid-fields">
          <label>
            {t("members.clubLevel")}
            <input
              name="rankLevel"
              type="number"
              min={0}
              max={MAX_CLUB_RANK}
              step={1}
              defaultValue={detail.clubLevel.rankLevel}
            />
          </label>
          <label>
            {t("settings.reason")}
            <input name="reason" maxLength={500} />
          </label>
        </div>
        <ErrorText error={club.error} />
        {club.data ? (
          <p className="notice success" role="status">
            {t("memberTabs.clubDone", { level: `${club.data.rankLevel} ${club.data.labelName}` })}
          </p>
        ) : null}
        <button type="submit" disabled={club.isPending}>
          {t("common.save")}
        </button>
      </form>
      <form className="stack" onSubmit={submitPrize} aria-labelledby={`${id}-prize`} noValidate>
        <h3 id={`${id}-prize`}>{t("memberTabs.prizeTitle")}</h3>
        <p className="hint">{t("memberTabs.prizeHint")}</p>
        <div className="grid-fields">
          <label>
            {t("members.prizeGroup")}
            <input
              name="prizeGroup"
              type="number"
              min={PRIZE_GROUP_MIN}
              max={PRIZE_GROUP_MAX}
              step={1}
              defaultValue={detail.prizeGroup ?? ""}
            />
          </label>
          <label>
            {t("settings.reason")}
            <input name="reason" maxLength={500} />
          </label>
        </div>
        <ErrorText error={prize.error} />
        {prize.data ? (
          <p className="notice success" role="status">
            {t("common.saved")}
          </p>
        ) : null}
        <button type="submit" disabled={prize.isPending}>
          {t("common.save")}
        </button>
      </form>
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
