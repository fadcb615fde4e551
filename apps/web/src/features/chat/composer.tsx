import { CHAT_LIMITS } from "@banca/contract/chat";
import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { mergeMessages, newClientRef, type SentMessage, sendImage, sendText } from "./api.ts";

/**
 * Writes to customer service: Enter sends, Shift+Enter starts a new line; a picked image is
 * checked here against the upload rules before it is sent. A failed send keeps the text and its
 * reference, so sending again never makes the message twice.
 */
export function Composer() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const settle = (sent: SentMessage) => mergeMessages([sent.message], sent.conversation);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    pendingRef.current ??= newClientRef();
    setBusy(true);
    setError(null);
    try {
      settle(await sendText(trimmed, pendingRef.current));
      pendingRef.current = null;
      setText("");
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!(CHAT_LIMITS.imageTypes as readonly string[]).includes(file.type)) {
      setError(t("errors.upload.type"));
      return;
    }
    if (file.size > CHAT_LIMITS.maxImageBytes) {
      setError(t("errors.upload.too.large"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      settle(await sendImage(file, newClientRef()));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      {error ? (
        <p className="chat-composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <button
          type="button"
          className="icon-button chat-composer__attach"
          aria-label={t("chatWindow.attach")}
          title={t("chatWindow.attach")}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <Icon name="image" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          data-testid="chat-file"
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = "";
          }}
        />
        <textarea
          className="chat-composer__input"
          data-testid="chat-input"
          rows={1}
          maxLength={CHAT_LIMITS.maxText}
          placeholder={t("chatWindow.placeholder")}
          aria-label={t("chatWindow.placeholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            pendingRef.current = null;
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button--primary chat-composer__send"
          data-testid="chat-send"
          aria-label={t("chatWindow.send")}
          title={t("chatWindow.send")}
          disabled={busy || text.trim() === ""}
        >
          <Icon name="send" size={18} />
        </button>
      </div>
    </form>
  );
}
