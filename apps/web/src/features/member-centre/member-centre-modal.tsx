import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { loadChunk } from "#app/app/lazy-chunk.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { PageBoundary } from "./page-boundary.tsx";
import { type MemberCentreKey, type MemberCentrePage, visiblePages } from "./pages.ts";

// One lazy component per page, made once: React keeps a page's state while it stays open. A page
// arrives with the member centre's text part and any part of its own.
const loaded = new Map<MemberCentreKey, ComponentType>();
function pageComponent(page: MemberCentrePage): ComponentType {
  let component = loaded.get(page.key);
  if (!component) {
    component = lazy(() =>
      loadChunk(`member centre ${page.key}`, withCatalogue(["member", ...(page.catalogue ?? [])], page.load)),
    );
    loaded.set(page.key, component);
  }
  return component;
}

/** The member centre: its menu on the left (a strip on phones) and the chosen page beside it. */
export function MemberCentreModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const modules = useModules();
  const options = useUiStore((state) => state.modalOptions);
  const requested = options.page as MemberCentreKey | undefined;
  const [chosen, setChosen] = useState<MemberCentreKey | undefined>(requested);
  // A page may send the player to another one (withdraw → security centre) while the centre is open.
  useEffect(() => {
    const page = options.page as MemberCentreKey | undefined;
    if (page) setChosen(page);
  }, [options]);
  const pages = member ? visiblePages(member, modules) : [];
  const current =
    pages.find((page) => page.key === chosen) ??
    pages.find((page) => page.key === "securityCenter") ??
    pages[0];
  // On phones the menu is a strip wider than the screen: keep the open page's entry in sight.
  const activeEntry = useRef<HTMLButtonElement>(null);
  const currentKey = current?.key;
  useEffect(() => {
    if (currentKey) activeEntry.current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [currentKey]);
  if (!member) return null;
  const Page = current ? pageComponent(current) : null;

  return (
    <Modal title={t("memberCentre.title")} onClose={onClose} width={1100} className="member-centre">
      <div className="member-centre__layout">
        <nav className="member-centre__menu" aria-label={t("memberCentre.menu")}>
          {pages.map((page) => (
            <button
              key={page.key}
              type="button"
              className={`member-centre__entry${page.key === current?.key ? " is-active" : ""}`}
              aria-current={page.key === current?.key ? "page" : undefined}
              ref={page.key === current?.key ? activeEntry : undefined}
              data-page={page.key}
              onClick={() => setChosen(page.key)}
            >
              <Icon name={page.icon} size={18} />
              <span>{t(page.labelKey)}</span>
              {page.Badge ? <page.Badge /> : null}
            </button>
          ))}
        </nav>
        <section className="member-centre__page" aria-label={current ? t(current.labelKey) : undefined}>
          {Page ? (
            <PageBoundary key={current!.key}>
              <Suspense fallback={<p className="member-centre__loading">{t("memberCentre.loading")}</p>}>
                <Page />
              </Suspense>
            </PageBoundary>
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
