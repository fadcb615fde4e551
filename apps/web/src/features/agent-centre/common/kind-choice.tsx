import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { DownlineKind } from "../api/team.ts";

/** Player or agent, and for an agent its level (agents give level 1 or 2; decision 004). */
export function KindChoice({
  kind,
  agentLevel,
  onKind,
  onLevel,
}: {
  kind: DownlineKind;
  agentLevel: 1 | 2;
  onKind(kind: DownlineKind): void;
  onLevel(level: 1 | 2): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="agent-kind">
      <fieldset className="agent-kind__choice">
        <legend>{t("agent.kind.legend")}</legend>
        {(["player", "agent"] as const).map((option) => (
          <label key={option} className={`records-chip agent-radio${kind === option ? " is-active" : ""}`}>
            <input
              type="radio"
              name={`${id}-kind`}
              data-kind={option}
              value={option}
              checked={kind === option}
              onChange={() => onKind(option)}
            />
            {t(`agent.kind.${option}`)}
          </label>
        ))}
      </fieldset>
      {kind === "agent" ? (
        <label className="form__field agent-kind__level">
          {t("agent.kind.level")}
          <select
            name="agentLevel"
            value={agentLevel}
            onChange={(event) => onLevel(event.target.value === "2" ? 2 : 1)}
          >
            <option value="1">{t("agent.kind.levels.1")}</option>
            <option value="2">{t("agent.kind.levels.2")}</option>
          </select>
        </label>
      ) : null}
    </div>
  );
}
