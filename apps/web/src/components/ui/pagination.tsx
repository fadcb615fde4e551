import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Icon } from "./icon.tsx";

type PaginationProps = {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** Pages shown around the current one. */
  pageRange?: number;
  /** Pages always shown at each end. */
  marginPages?: number;
};

/** Page numbers to show (1-based), with null for a gap. */
export function pageItems(
  page: number,
  pageCount: number,
  pageRange: number,
  marginPages: number,
): Array<number | null> {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(marginPages, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - marginPages + 1); p <= pageCount; p++) shown.add(p);
  const half = Math.floor(pageRange / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pageCount, start + pageRange - 1);
  start = Math.max(1, end - pageRange + 1);
  for (let p = start; p <= end; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push(null);
    items.push(p);
  });
  return items;
}

/** Pagination with the platform's defaults: page range 3, margin pages 1. */
export function Pagination({ page, pageCount, onChange, pageRange = 3, marginPages = 1 }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("common.pagination")}>
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t("common.previous")}
      >
        <Icon name="chevron-left" size={16} />
      </button>
      {pageItems(page, pageCount, pageRange, marginPages).map((item, index) =>
        item === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${index}`} className="pagination__gap">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className={`pagination__page ${item === page ? "is-active" : ""}`}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t("common.next")}
      >
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}
