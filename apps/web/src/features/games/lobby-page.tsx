import type { GameType } from "@banca/contract/site";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useVendorsOf } from "./api.ts";

/**
 * A game lobby: the vendor tabs of one game type (`?page` selects a vendor). The game catalogue is
 * not on this installation yet, so the lobby says so rather than showing invented games.
 */
export function LobbyPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { vendors, isPending } = useVendorsOf(gameType);
  const selected = vendors.find((vendor) => vendor.vassalage === params.get("page"));
  const typeName = t(`gameTypes.${gameType}`);

  return (
    <div className="page lobby">
      <h1 className="page__title">{typeName}</h1>
      <nav className="vendor-tabs" aria-label={t("lobby.vendors")}>
        <Link
          to="?"
          className={`vendor-tab ${selected ? "" : "is-active"}`}
          aria-current={selected ? undefined : "page"}
        >
          {t("menu.all")}
        </Link>
        {vendors.map((vendor) => (
          <Link
            key={vendor.vassalage}
            to={`?page=${encodeURIComponent(vendor.vassalage)}`}
            className={`vendor-tab ${vendor === selected ? "is-active" : ""}`}
            aria-current={vendor === selected ? "page" : undefined}
          >
            <img src={vendor.logo} alt="" width={24} height={24} />
            {vendor.displayName}
          </Link>
        ))}
      </nav>
      {isPending ? null : (
        <EmptyState title={t("lobby.noGamesTitle", { vendor: selected?.displayName ?? typeName })}>
          <p>{t("lobby.noGamesText")}</p>
        </EmptyState>
      )}
    </div>
  );
}
