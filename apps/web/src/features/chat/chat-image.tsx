import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { chatImageQuery } from "./api.ts";

/** An image of the chat, read once and kept (it never changes). */
export function ChatImage({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery(chatImageQuery(messageId));
  if (isError) return <span className="chat-bubble__image-missing">{t("chatWindow.imageFailed")}</span>;
  if (!data) return <span className="chat-bubble__image chat-bubble__image--loading" aria-busy="true" />;
  return (
    <a href={data.dataUrl} target="_blank" rel="noopener noreferrer" className="chat-bubble__image-link">
      <img className="chat-bubble__image" src={data.dataUrl} alt={t("chatWindow.imageAlt")} />
    </a>
  );
}
