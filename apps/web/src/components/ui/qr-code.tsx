import { useEffect, useRef, useState } from "react";
import { whenIdle } from "#app/lib/when-idle.ts";

type QrCodeProps = {
  value: string;
  size?: number;
  margin?: number;
  label: string;
  /** Encode the value as it is (a payment payload), not as an address of this site. */
  raw?: boolean;
};

/** Absolute address for a QR code: a phone scanning it has no notion of "this site". */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * A QR code (error correction M; defaults size 200 and margin 20 as the brand's download page uses).
 * The encoder is loaded on demand, and a code is drawn only once it is on screen and the browser is
 * idle: encoding one takes about 100 ms of main thread, and the frame's codes (the side menu's, the
 * right bar's pop-over) are hidden on a phone's first screen.
 */
export function QrCode({ value, size = 200, margin = 20, label, raw = false }: QrCodeProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    const element = holder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import("qrcode")
        .then((qr) =>
          qr.toString(raw ? value : absoluteUrl(value), {
            type: "svg",
            errorCorrectionLevel: "M",
            margin: 0,
          }),
        )
        .then((markup) => {
          if (!cancelled) setSvg(markup);
        })
        .catch(() => setSvg(null));
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [visible, value, raw]);
  return (
    <span
      ref={holder}
      className="qr-code"
      style={{ width: size, height: size, padding: margin }}
      role="img"
      aria-label={label}
    >
      {svg ? <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt="" /> : null}
    </span>
  );
}
