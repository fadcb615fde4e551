import { AnnouncementsModal } from "#app/features/announcements/announcements-modal.tsx";
import { FeedbackModal } from "#app/features/feedback/feedback-modal.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";

/** Modals any page can open through the UI store; loaded only when one is first opened. */
export default function GlobalModals() {
  const modal = useUiStore((state) => state.modal);
  const close = useUiStore((state) => state.closeModal);
  switch (modal) {
    case "announcements":
      return <AnnouncementsModal onClose={close} />;
    case "feedback":
      return <FeedbackModal onClose={close} />;
    case null:
      return null;
  }
}
