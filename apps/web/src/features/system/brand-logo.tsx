import { Link } from "react-router";
import { paths } from "#app/config/paths.ts";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { useSiteStatus } from "./api.ts";

/** The merchant's logo for the current theme, linking home. */
export function BrandLogo() {
  const { brand, merchantName } = useSiteStatus().info.site;
  const theme = useThemeStore((state) => state.theme);
  return (
    <Link to={paths.home} className="brand" aria-label={merchantName}>
      <img
        src={theme === "dark" ? brand.logoDark : brand.logoLight}
        alt={merchantName}
        width={150}
        height={40}
      />
    </Link>
  );
}
