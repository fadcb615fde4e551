import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSiteStatus } from "#app/features/system/api.ts";

/** The merchant's first customer-service entry: an in-site path or an outside address. */
export function useCustomerServicePath(): string {
  const { customerService } = useSiteStatus().info;
  return customerService[0]?.path ?? "/help#contact-us";
}

export function SmartLink({
  to,
  className,
  children,
  onClick,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?(): void;
}) {
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}
