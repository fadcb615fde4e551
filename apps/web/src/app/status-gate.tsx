import { SYSTEM_STATUS } from "@banca/contract/site";
import type { ReactNode } from "react";
import { paths } from "#app/config/paths.ts";
import { MaintenancePage, RegionBlockedPage } from "#app/features/system/blocked-pages.tsx";
import { useLocation } from "#app/lib/router.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";

/**
 * The site, the maintenance page or the region-block page, as the start-up permissions say. The
 * standalone help centre stays open in every case: it is where the contact details are.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { status } = useSiteStatus();
  const { pathname } = useLocation();
  if (pathname === paths.helpCentre) return children;
  switch (status) {
    case SYSTEM_STATUS.maintenance:
      return <MaintenancePage />;
    case SYSTEM_STATUS.regionRestricted:
      return <RegionBlockedPage />;
    case SYSTEM_STATUS.normal:
      return children;
  }
}
