import type { ReactNode } from "react";
import { useI18n } from "#bo/i18n/i18n.tsx";

/** The opened row of a list, beside it on a desktop and under it on a tablet. */
export function DetailPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <aside className="detail" aria-label={title}>
      <header className="detail-head">
        <h2>{title}</h2>
        <button type="button" className="ghost" onClick={onClose}>
          {t("common.close")}
        </button>
      </header>
      {children}
    </aside>
  );
}

/** Label and value pairs of a record. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === "" || value === null || value === undefined ? "–" : value}</dd>
        </div>
      ))}
    </dl>
  );
}
