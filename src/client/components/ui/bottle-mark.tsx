import { useId } from 'react';
import { cn } from '@/client/lib/utils';

interface BottleMarkProps {
  /** Colour of the juice; the glass, cap and label stay in the house palette. */
  liquid?: string;
  /** Short text on the label (a monogram, an initial). */
  monogram?: string;
  className?: string;
}

/**
 * A small drawn bottle in the 4:5 frame of the catalogue artwork, for perfumes that have no
 * picture of their own (custom and bespoke creations). Decorative: the name sits next to it.
 */
export function BottleMark({ liquid = '#c9a66b', monogram = 'ML', className }: BottleMarkProps) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 80 100" aria-hidden="true" focusable="false" className={cn('block bg-muted', className)}>
      <defs>
        <linearGradient id={`${id}-glass`} x1="0" x2="1">
          <stop offset="0" stopColor="#fff" stopOpacity=".18" />
          <stop offset=".3" stopColor="#fff" stopOpacity=".55" />
          <stop offset="1" stopColor="#fff" stopOpacity=".12" />
        </linearGradient>
        <linearGradient id={`${id}-cap`} x1="0" x2="1">
          <stop offset="0" stopColor="#8a6a38" />
          <stop offset=".4" stopColor="#e3c98f" />
          <stop offset="1" stopColor="#8a6a38" />
        </linearGradient>
        <clipPath id={`${id}-body`}>
          <rect x="22" y="36" width="36" height="48" rx="5" />
        </clipPath>
      </defs>
      <ellipse cx="41" cy="86" rx="22" ry="2.6" fill="#000" opacity=".12" />
      <rect x="34" y="29" width="12" height="8" fill="#e9e1d3" stroke="#b9ad9b" strokeWidth=".6" />
      <rect x="31" y="16" width="18" height="14" rx="1.5" fill={`url(#${id}-cap)`} />
      <g clipPath={`url(#${id}-body)`}>
        <rect x="22" y="36" width="36" height="48" fill="#f3ede3" />
        <rect x="22" y="50" width="36" height="34" fill={liquid} opacity=".88" />
        <rect x="22" y="50" width="36" height=".8" fill="#fff" opacity=".5" />
        <rect x="25" y="38" width="4" height="44" fill={`url(#${id}-glass)`} />
      </g>
      <rect
        x="22"
        y="36"
        width="36"
        height="48"
        rx="5"
        fill="none"
        stroke="#9a8e7f"
        strokeOpacity=".6"
        strokeWidth=".8"
      />
      <rect x="28" y="57" width="24" height="15" fill="#fbf8f2" stroke="#bbb2a4" strokeWidth=".5" />
      <text
        x="40"
        y="66.6"
        textAnchor="middle"
        fontFamily="'Cormorant Garamond Variable', Georgia, serif"
        fontSize="7"
        letterSpacing=".6"
        fill="#3a332b"
      >
        {monogram}
      </text>
    </svg>
  );
}
