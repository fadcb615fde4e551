import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { pointBalanceQuery } from "./api.ts";
import { useFormatPoints } from "./format-points.ts";
import { PointsDetails } from "./points-details.tsx";
import { PointsRules } from "./points-rules.tsx";
import { RedeemHistory } from "./redeem-history.tsx";
import { RewardGrid } from "./reward-grid.tsx";
import "./points-mall.css";

const TABS = ["redeem", "history", "details", "rules"] as const;
type Tab = (typeof TABS)[number];

function MemberMall() {
  const { t } = useTranslation();
  const points = useFormatPoints();
  const [tab, setTab] = useState<Tab>("redeem");
  const { data: balance } = useQuery(pointBalanceQuery());
  return (
    <>
      <section className="points-summary" aria-label={t("pointMall.summary")}>
        <div className="points-summary__main">
          <span className="points-summary__label">{t("pointMall.balance")}</span>
          <strong className="points-summary__value" data-testid="points-balance">
            {balance ? points(balance.balance) : "…"}
          </strong>
        </div>
        <div className="points-summary__side">
          <span>{t("pointMall.earned", { points: balance ? points(balance.earned) : "…" })}</span>
          <span>{t("pointMall.spent", { points: balance ? points(balance.spent) : "…" })}</span>
          <span className="points-summary__note">{t("pointMall.neverExpire")}</span>
        </div>
      </section>
      <div className="classify-chips points-mall__tabs" role="tablist" aria-label={t("pointMall.tabsLabel")}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`classify-chip${tab === key ? " is-active" : ""}`}
            onClick={() => setTab(key)}
          >
            {t(`pointMall.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="points-mall__panel">
        {tab === "redeem" ? (
          <RewardGrid balance={balance?.balance ?? 0} />
        ) : tab === "history" ? (
          <RedeemHistory />
        ) : tab === "details" ? (
          <PointsDetails />
        ) : (
          <PointsRules />
        )}
      </div>
    </>
  );
}

/** /pointMall: the points balance, then redeem, redeem history, points details and points rules. */
export function PointsMallPage() {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const modules = useModules();
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className="page points-mall" data-testid="points-mall">
      <header className="points-mall__head">
        <h1 className="page__title">{t("features.pointMall")}</h1>
        <p className="points-mall__intro">{t("pointMall.intro")}</p>
      </header>
      {!modules.PTSYS3 ? (
        <EmptyState title={t("pointMall.closed")} />
      ) : token ? (
        <MemberMall />
      ) : (
        <EmptyState title={t("pointMall.loginTitle")}>
          <p>{t("pointMall.loginText")}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openModal("loginPopupModal")}
          >
            {t("pointMall.login")}
          </button>
        </EmptyState>
      )}
    </div>
  );
}
