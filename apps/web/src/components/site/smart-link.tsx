import { isSafeLink, isSitePath } from "@banca/contract/links";
import type { ReactNode } from "react";
import { Link } from "#app/lib/router.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";

type SmartLinkProps = {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?(): void;
  ariaLabel?: string;
  title?: string;
};

/**
 * A link from operator configuration: a site path goes through the router, an outside address
 * opens in a new tab, and anything else (javascript:, //host ...) is shown as plain text.
 */
export function SmartLink({ to, className, children, onClick, ariaLabel, title }: SmartLinkProps) {
  if (isSitePath(to)) {
    return (
      <Link to={to} className={className} onClick={onClick} aria-label={ariaLabel} title={title}>
        {children}
      </Link>
    );
  }
  if (!isSafeLink(to)) return <span className={className}>{children}</span>;
  return (
    <a
      href={to}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      aria-label={ariaLabel}
      title={title}
    >
      {children}
    </a>
  );
}

/** The merchant's first customer-service entry: an in-site path or an outside address. */
export function useCustomerServicePath(): string {
  const { customerService } = useSiteStatus().info;
  return customerService[0]?.path ?? "/help#contact-us";
}
