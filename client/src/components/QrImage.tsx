import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** The SVG of a QR code, drawn once per text. */
const cache = new Map<string, Promise<string>>();

function qrSvg(text: string): Promise<string> {
  let svg = cache.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: "svg", margin: 0, errorCorrectionLevel: "M" });
    cache.set(text, svg);
  }
  return svg;
}

interface QrImageProps {
  text: string;
  /** Side length, a CSS length in mm for print. */
  size: string;
  label: string;
}

/** A QR code as an SVG image, crisp at any print size. */
export function QrImage({ text, size, label }: QrImageProps) {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(text).then((result) => current && setSvg({ text, svg: result }));
    return () => {
      current = false;
    };
  }, [text]);
  const box = { width: size, height: size, display: "block", flex: "none" } as const;
  if (svg?.text !== text) return <span style={box} aria-busy="true" data-testid="qr-pending" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.svg)}`}
      alt={label}
      style={box}
      data-testid="qr-code"
      data-qr-text={text}
    />
  );
}
