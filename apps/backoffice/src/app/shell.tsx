import { can } from "@banca/contract/backoffice/permissions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect } from "react";
import { Link, Route, Switch, useLocation } from "wouter";
import { type Me, merchantsQuery, useLogout } from "#bo/features/auth/api.ts";
import { LOCALES, type Locale, type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { useIdleLogout } from "#bo/lib/idle.ts";
import { chooseMerchant, useMerchant } from "#bo/lib/merchant.ts";
import { toggleTheme, useTheme } from "#bo/lib/theme.ts";
import { MeContext } from "./me-context.tsx";
import { SCREENS } from "./screens.ts";

/** The frame around every screen: the menu the staff member may use, the merchant, the preferences. */
export function Shell({ me }: { me: Me }) {
  const { t, locale, setLocale } = useI18n();
  const theme = useTheme();
  const [location] = useLocation();
  const queries = useQueryClient();
  const merchant = useMerchant();
  const merchants = useQuery(merchantsQuery);
  const logout = useLogout();
  const endSession = useCallback(() => logout.mutate(), [logout.mutate]);
  useIdleLogout(me.idleMinutes, endSession);

  const list = merchants.data?.list ?? [];
  // A first visit, or a merchant no longer in scope: work on the first one this staff member may see.
  useEffect(() => {
    const first = list[0];
    if (first && !list.some((item) => item.code === merchant)) chooseMerchant(first.code);
  }, [list, merchant]);

  const allowed = SCREENS.filter((screen) => can(me, screen.permission));
  const ready = Boolean(merchant && list.some((item) => item.code === merchant));

  return (
    <MeContext.Provider value={me}>
      <div className="shell">
        <header className="topbar">
          <p className="brand">{t("app.title")}</p>
          <label className="topbar-field">
            <span>{t("shell.merchant")}</span>
            <select
              value={merchant ?? ""}
              onChange={(event) => {
                chooseMerchant(event.target.value);
                // Every answer on screen belonged to the other merchant.
                queries.removeQueries({ predicate: (query) => query.queryKey[0] !== "staff" });
              }}
            >
              {list.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name} ({item.code})
                </option>
              ))}
            </select>
          </label>
          <label className="topbar-field">
            <span>{t("shell.language")}</span>
            <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              {Object.entries(LOCALES).map(([code, entry]) => (
                <option key={code} value={code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="ghost"
            onClick={toggleTheme}
            aria-label={t("shell.theme")}
            data-testid="theme-toggle"
          >
            {theme === "dark" ? t("shell.light") : t("shell.dark")}
          </button>
          <p className="who">
            {me.username} · {t(`role.${me.role}` as MessageKey)}
          </p>
          <button type="button" className="ghost" onClick={endSession}>
            {t("shell.logout")}
          </button>
        </header>
        <nav className="sidebar" aria-label={t("shell.menu")}>
          <ul>
            {allowed.map((screen) => (
              <li key={screen.path}>
                <Link href={screen.path} aria-current={location === screen.path ? "page" : undefined}>
                  {t(screen.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="content" id="main">
          {ready ? (
            <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
              <Switch>
                {allowed.map((screen) => (
                  <Route key={screen.path} path={screen.path} component={screen.component} />
                ))}
                <Route>
                  <h1>{t("shell.notFound")}</h1>
                </Route>
              </Switch>
            </Suspense>
          ) : (
            <p role="status">{merchants.isError ? t("common.failed") : t("common.loading")}</p>
          )}
        </main>
      </div>
    </MeContext.Provider>
  );
}
