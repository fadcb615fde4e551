import { useEffect, useState } from "react";

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
 * The encoder is loaded on demand so it does not weigh on the first page load.
 */
export function QrCode({ value, size = 200, margin = 20, label, raw = false }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    import("qrcode")
      .then((qr) =>
        qr.toString(raw ? value : absoluteUrl(value), { type: "svg", errorCorrectionLevel: "M", margin: 0 }),
      )
      .then((markup) => {
        if (!cancelled) setSvg(markup);
      })
      .catch(() => setSvg(null));
    return () => {
      cancelled = true;
    };
  }, [value, raw]);
  return (
    <span
      className="qr-code"
      style={{ width: size, height: size, padding: margin }}
      role="img"
      aria-label={label}
    >
      {svg ? <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt="" /> : null}
    </span>
  );
}
