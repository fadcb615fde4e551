import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Icon } from "./icon.tsx";

type ModalProps = {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  width?: number;
  className?: string;
  /** False for a step the player must finish: no close button (give it an `onClose` that keeps it open). */
  dismissible?: boolean;
};

// Open dialogs, newest last: only the top one answers Escape, and page scrolling stays locked
// until the last one closes.
const openDialogs: string[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (
    event.shiftKey &&
    (document.activeElement === first || document.activeElement === event.currentTarget)
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The generic dialog: closes on Escape and on a click outside, can be dragged by its title bar,
 * keeps keyboard focus inside, locks page scrolling while open, fades in over 100 ms. Width 600.
 */
export function Modal({ title, onClose, children, width = 600, className, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  // A layout effect, not a passive one: a dialog whose code arrives lazily is drawn in a commit
  // that no input started, and a passive effect would run after the paint, leaving a moment in
  // which the dialog is on screen but Escape and focus do nothing.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    openDialogs.push(id);
    document.body.style.overflow = "hidden";
    dialogRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && openDialogs.at(-1) === id) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      openDialogs.splice(openDialogs.indexOf(id), 1);
      if (openDialogs.length === 0) document.body.style.overflow = "";
      opener?.focus?.();
    };
  }, [id]);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    drag.current = { startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset({
      x: drag.current.baseX + event.clientX - drag.current.startX,
      y: drag.current.baseY + event.clientY - drag.current.startY,
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes; keyboards use Escape.
    <div
      className="modal-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={`modal ${className ?? ""}`}
        style={{ width: `min(${width}px, calc(100vw - 24px))`, translate: `${offset.x}px ${offset.y}px` }}
        onKeyDown={trapTab}
      >
        <div
          className="modal__header"
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
        >
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="icon-button" onClick={onClose} aria-label={t("common.close")}>
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
