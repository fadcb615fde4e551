import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";

/** The framed card the /login and /register pages show their form in. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`auth-card ${wide ? "auth-card--wide" : ""}`} aria-labelledby="auth-card-title">
      <header className="auth-card__header">
        <span className="auth-card__badge" aria-hidden="true">
          <Icon name="shield" size={22} />
        </span>
        <div>
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
