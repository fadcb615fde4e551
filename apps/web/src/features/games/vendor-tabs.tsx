import type { Vendor } from "@banca/contract/calls/games";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";

type Props = {
  vendors: Vendor[];
  selected: Vendor | undefined;
  /** The address of a vendor's tab, or of All when no vendor is given. */
  href(vassalage?: string): string;
};

/** All, then a tab per vendor with its logo; the tab of the page shown is the current one. */
export function VendorTabs({ vendors, selected, href }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="vendor-tabs" aria-label={t("lobby.vendors")}>
      <Link
        to={href()}
        className={`vendor-tab ${selected ? "" : "is-active"}`}
        aria-current={selected ? undefined : "page"}
      >
        {t("menu.all")}
      </Link>
      {vendors.map((vendor) => (
        <Link
          key={vendor.vassalage}
          to={href(vendor.vassalage)}
          className={`vendor-tab ${vendor === selected ? "is-active" : ""}`}
          aria-current={vendor === selected ? "page" : undefined}
        >
          <img src={vendor.logo} alt="" width={24} height={24} />
          {vendor.displayName}
        </Link>
      ))}
    </nav>
  );
}
