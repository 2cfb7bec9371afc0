import { cn } from '@/client/lib/utils';

/**
 * A small drawn gift card (an envelope's card with a ribbon and the house's initials) in the 4:5
 * frame of the catalogue artwork: the picture of a gift card line, never a bottle (issue #43).
 * Decorative: the line's name sits next to it.
 */
export function GiftCardMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 80 100"
      aria-hidden="true"
      focusable="false"
      data-art="gift-card"
      className={cn('block bg-muted', className)}
    >
      <ellipse cx="40" cy="74" rx="30" ry="2.6" fill="#000" opacity=".1" />
      <rect x="10" y="30" width="60" height="40" rx="3" fill="#f3ede3" stroke="#b9ad9b" strokeWidth=".8" />
      <rect x="10" y="46" width="60" height="6" fill="#c9a66b" opacity=".85" />
      <rect x="28" y="30" width="6" height="40" fill="#c9a66b" opacity=".85" />
      <path d="M31 46c-6-8-14-6-12-1s9 2 12 1zm0 0c6-8 14-6 12-1s-9 2-12 1z" fill="#a8874f" />
      <text
        x="56"
        y="64"
        textAnchor="middle"
        fontFamily="'Cormorant Garamond', Georgia, serif"
        fontSize="9"
        letterSpacing="1"
        fill="#5f574d"
      >
        ML
      </text>
    </svg>
  );
}
