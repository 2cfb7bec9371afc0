import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from './qr-path';

/**
 * A QR code drawn here, as one SVG path of its dark modules (nothing is fetched from another site: the
 * secret it holds never leaves the page). Black on white whatever the theme, as scanners expect.
 * Loaded on demand (React.lazy) with its encoder.
 */
export default function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => qrPath(encode(text, { ecc: 'M', border: 0 }).data), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
