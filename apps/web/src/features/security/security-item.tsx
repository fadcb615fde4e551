import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

type SecurityItemProps = {
  id: string;
  icon: string;
  title: string;
  /** What the member sees of the item: a masked number, a date, or why it matters. */
  detail: ReactNode;
  done: boolean;
  actionLabel?: string;
  onAction?(): void;
};

/** One row of the security centre: what it is, whether it is on, and what to do about it. */
export function SecurityItem({ id, icon, title, detail, done, actionLabel, onAction }: SecurityItemProps) {
  const { t } = useTranslation();
  return (
    <li className={`security-item${done ? " is-done" : ""}`} data-testid={`security-item-${id}`}>
      <span className="centre-icon security-item__icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="security-item__text">
        <span className="security-item__title">
          {title}
          <span className={`security-item__badge${done ? " is-done" : ""}`}>
            {done ? t("security.state.on") : t("security.state.off")}
          </span>
        </span>
        <span className="security-item__detail">{detail}</span>
      </div>
      {actionLabel && onAction ? (
        <button
          type="button"
          className={`button ${done ? "button--secondary" : "button--primary"} security-item__action`}
          onClick={onAction}
        >
          {actionLabel}
        </button>
      ) : null}
    </li>
  );
}
