import { Modal } from "#app/components/ui/modal.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useLocation, useNavigate } from "#app/lib/router.tsx";
import { useHelpTopics } from "./api.ts";
import { HelpTopicsView } from "./help-topics-view.tsx";

/** The help modal of /help: #topic selects a topic, closing returns to /. */
export function HelpModal() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { data: topics = [], isPending } = useHelpTopics();
  const tag = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  return (
    <Modal title={t("help.title")} onClose={() => navigate(paths.home)} width={960}>
      {isPending ? (
        <div className="help__loading" aria-busy="true" />
      ) : (
        <HelpTopicsView
          topics={topics}
          selectedTag={tag}
          onSelect={(next) => navigate(`#${next}`, { replace: true })}
        />
      )}
    </Modal>
  );
}
