import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { loadChunk } from "#app/app/lazy-chunk.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { PageBoundary } from "#app/features/member-centre/page-boundary.tsx";
import { opensAgentCentre } from "#app/features/session/session-values.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { CONTRACT_KINDS, CONTRACT_MODULES, contractFlagsQuery } from "./api/contracts.ts";
import { agentCentreReady } from "./api/ready.ts";
import { moduleOn } from "./availability.ts";
import {
  type AgentCentreKey,
  type AgentCentrePage,
  type ContractAccess,
  currentAgentPage,
  visibleAgentPages,
} from "./pages.ts";
import "#app/styles/agent-centre.css";

// One lazy component per page, made once: React keeps a page's state while it stays open.
const loaded = new Map<AgentCentreKey, ComponentType>();
function pageComponent(page: AgentCentrePage): ComponentType {
  let component = loaded.get(page.key);
  if (!component) {
    component = lazy(() => loadChunk(`agent centre ${page.key}`, page.load));
    loaded.set(page.key, component);
  }
  return component;
}

type Readiness = "loading" | "ready" | "failed";

/**
 * The agent centre (spec part 2 §2): its menu on the left (a strip on phones) and the chosen page
 * beside it. It appears once its first page, that page's data and the agent's own rates are in;
 * with a contract kind switched on, once the member's contract flags are in too (they decide which
 * contract pages the menu lists).
 */
export function AgentCentreModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const modules = useModules();
  const agent = Boolean(member && opensAgentCentre(member));
  const contractsOn = CONTRACT_KINDS.some((kind) => moduleOn(modules, CONTRACT_MODULES[kind]));
  const flags = useQuery({ ...contractFlagsQuery(), enabled: agent && contractsOn });
  if (agent && contractsOn && flags.isPending) {
    return (
      <div className="agent-centre-pending" role="status" aria-live="polite">
        <span className="visually-hidden">{t("agent.opening")}</span>
      </div>
    );
  }
  // Flags that could not be read leave the contract pages out, except a top-level agent's.
  const contracts: ContractAccess = { flags: flags.data ?? null, topLevel: member?.toUpline === false };
  return <AgentCentre onClose={onClose} contracts={contracts} />;
}

function AgentCentre({ onClose, contracts }: { onClose(): void; contracts: ContractAccess }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const member = useSessionStore((state) => state.member);
  const modules = useModules();
  const options = useUiStore((state) => state.modalOptions);
  const [chosen, setChosen] = useState<AgentCentreKey | undefined>(
    options.page as AgentCentreKey | undefined,
  );
  const [readiness, setReadiness] = useState<Readiness>("loading");
  const [attempt, setAttempt] = useState(0);
  const pages = member && opensAgentCentre(member) ? visibleAgentPages(modules, undefined, contracts) : [];
  const current = currentAgentPage(pages, chosen);
  const firstPage = useRef(current);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) runs the check again.
  useEffect(() => {
    const page = firstPage.current;
    if (!page) return;
    let live = true;
    setReadiness("loading");
    agentCentreReady(queryClient, page).then(
      () => live && setReadiness("ready"),
      () => live && setReadiness("failed"),
    );
    return () => {
      live = false;
    };
  }, [queryClient, attempt]);

  // On phones the menu is a strip wider than the screen: keep the open page's entry in sight.
  const activeEntry = useRef<HTMLButtonElement>(null);
  const currentKey = current?.key;
  useEffect(() => {
    if (currentKey && readiness === "ready")
      activeEntry.current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [currentKey, readiness]);

  // Not an agent, or the merchant has the centre off: nothing to show.
  if (!current) return null;
  if (readiness === "loading") {
    return (
      <div className="agent-centre-pending" role="status" aria-live="polite">
        <span className="visually-hidden">{t("agent.opening")}</span>
      </div>
    );
  }
  const Page = pageComponent(current);

  return (
    <Modal title={t("agent.title")} onClose={onClose} width={1180} className="member-centre agent-centre">
      {readiness === "failed" ? (
        <LoadFailed
          className="member-centre__failed agent-centre__failed"
          primary
          message={t("agent.loadFailed")}
          retryLabel={t("agent.retry")}
          onRetry={() => setAttempt(attempt + 1)}
        />
      ) : (
        <div className="member-centre__layout">
          <nav className="member-centre__menu" aria-label={t("agent.menu")}>
            {pages.map((page) => (
              <button
                key={page.key}
                type="button"
                className={`member-centre__entry${page.key === current.key ? " is-active" : ""}`}
                aria-current={page.key === current.key ? "page" : undefined}
                ref={page.key === current.key ? activeEntry : undefined}
                data-page={page.key}
                onClick={() => setChosen(page.key)}
              >
                <Icon name={page.icon} size={18} />
                <span>{t(`agent.pages.${page.key}`)}</span>
              </button>
            ))}
          </nav>
          <section
            className="member-centre__page agent-centre__page"
            aria-label={t(`agent.pages.${current.key}`)}
          >
            <PageBoundary key={current.key}>
              <Suspense fallback={<p className="member-centre__loading">{t("agent.loading")}</p>}>
                <Page />
              </Suspense>
            </PageBoundary>
          </section>
        </div>
      )}
    </Modal>
  );
}
