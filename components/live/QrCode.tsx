/** A QR code of a link, drawn as one SVG path of its dark modules (no HTML from strings). */
import QRCode from 'qrcode';
import { useMemo } from 'react';

export default function QrCode({ text, size = 220 }: { text: string; size?: number }) {
  const { d, n } = useMemo(() => {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (qr.modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { d, n: n + 8 };
  }, [text]);
  return (
    <svg
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      role="img"
      aria-label={`QR code of ${text}`}
      data-live-qr=""
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
