import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { MemberInfo } from "#app/stores/session-store.ts";
import { sessionValues } from "./session-values.ts";

/** The member's club label, in the colours the server gives it (data, not theme colours). */
export function MemberLabel({ member, className = "" }: { member: MemberInfo; className?: string }) {
  const { t } = useTranslation();
  const { memberLabel, memberLabelTextColor, memberLabelBgColor } = sessionValues(member);
  if (!memberLabel) return null;
  return (
    <span
      className={`member-label ${className}`.trim()}
      data-testid="member-label"
      title={t("session.memberLevel")}
      style={{ color: memberLabelTextColor || undefined, background: memberLabelBgColor || undefined }}
    >
      {memberLabel}
    </span>
  );
}
