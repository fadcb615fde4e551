import { HeaderImage } from "#app/components/ui/host-image.tsx";
import { Link } from "#app/lib/router.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { useThemeStore } from "#app/stores/theme-store.ts";

/** The merchant's logo for the current theme; linked home inside the router, plain outside it. */
export function BrandLogo({ linked = true, className }: { linked?: boolean; className?: string }) {
  const { brand, merchantName } = useSiteStatus().info.site;
  const theme = useThemeStore((state) => state.theme);
  const image = (
    <HeaderImage
      // A new theme's logo starts again from the first try.
      key={theme}
      src={theme === "dark" ? brand.logoDark : brand.logoLight}
      alt={merchantName}
      width={150}
      height={40}
    />
  );
  if (!linked) return <span className={`brand ${className ?? ""}`}>{image}</span>;
  return (
    <Link to="/" className={`brand ${className ?? ""}`} aria-label={merchantName}>
      {image}
    </Link>
  );
}
