import { type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon.tsx";

type ModalProps = {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  width?: number;
  className?: string;
};

// Page scrolling stays locked while any modal is open, also when modals stack.
let openModals = 0;
function lockScroll() {
  openModals += 1;
  document.body.style.overflow = "hidden";
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = "";
  };
}

/**
 * The generic dialog: closes on Escape and on a click outside, can be dragged by its title bar,
 * locks page scrolling while open, fades in over 100 ms. Default width 600.
 */
export function Modal({ title, onClose, children, width = 600, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  useEffect(() => lockScroll(), []);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [onClose]);

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
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal ${className ?? ""}`}
        style={{ width: `min(${width}px, calc(100vw - 24px))`, translate: `${offset.x}px ${offset.y}px` }}
      >
        <div
          className="modal__header"
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
        >
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t("common.close")}>
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
