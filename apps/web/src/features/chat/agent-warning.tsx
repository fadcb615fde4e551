import { Modal } from "#app/components/ui/modal.tsx";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useChatStore } from "./chat-store.ts";

/** Agents do not chat (spec part 2 §8): they are sent to the information channel, their inbox. */
export function AgentChatWarning() {
  const { t } = useTranslation();
  const close = () => useChatStore.getState().setAgentWarning(false);
  return (
    <Modal title={t("chatWindow.agentTitle")} onClose={close} width={440} className="confirm-modal">
      <p data-testid="chat-agent-warning">{t("chatWindow.agentWarning")}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          {t("chatWindow.cancel")}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            close();
            openMemberCentre("messageV2");
          }}
        >
          {t("chatWindow.toInbox")}
        </button>
      </div>
    </Modal>
  );
}

/** The chat could not open: the reason, and a way to try again later. */
export function ChatFailure({ text }: { text: string }) {
  const { t } = useTranslation();
  const close = () => useChatStore.getState().setFailure(null);
  return (
    <Modal title={t("chatWindow.agentTitle")} onClose={close} width={440} className="confirm-modal">
      <p role="alert">{text}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t("chatWindow.cancel")}
        </button>
      </div>
    </Modal>
  );
}
