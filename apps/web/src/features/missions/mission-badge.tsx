import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useClaimableMissions } from "./api.ts";

/** The member centre menu's count of missions waiting for a claim (spec part 1 §2); none at 0. */
export function MissionBadge() {
  const { i18n } = useTranslation();
  const count = useClaimableMissions(i18n.language);
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid="mission-badge">
      {count > 99 ? "99+" : count}
    </span>
  );
}
