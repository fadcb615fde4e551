import type { ReactNode } from "react";

export function EmptyState({
  title,
  children,
  image = "empty",
}: {
  title: string;
  children?: ReactNode;
  image?: string;
}) {
  return (
    <div className="empty-state">
      <img src={`/media/illustrations/${image}.svg`} alt="" width={240} height={160} />
      <h2>{title}</h2>
      {children ? <div className="empty-state__text">{children}</div> : null}
    </div>
  );
}
