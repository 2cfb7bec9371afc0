import { useId } from 'react';
import type { ScentFamily } from '@/domain/lifestyle/lifestyle';
import { useI18n } from '@/client/lib/i18n';

/** The juice takes the family's colour; the glass, label and cap follow the theme. */
const liquid: Record<ScentFamily, { light: string; deep: string }> = {
  Floral: { light: '#f3c6cf', deep: '#c9758a' },
  Woody: { light: '#d9b98c', deep: '#8a5f33' },
  Fresh: { light: '#c3e0e4', deep: '#5f9ba6' },
  Oriental: { light: '#f0c98a', deep: '#b5702a' },
};

const MAX_LINES = 2;
/** Wider lines mean a smaller type size; the widest still reads on the label. */
const LINE_WIDTHS = [14, 18, 22, 26];

function wrap(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Breaks the name into at most two lines at spaces; a name too long even so ends in an ellipsis. */
export function labelLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  for (const width of LINE_WIDTHS) {
    const lines = wrap(words, width);
    if (lines.length <= MAX_LINES && lines.every((l) => l.length <= width)) return lines;
  }
  const widest = LINE_WIDTHS[LINE_WIDTHS.length - 1]!;
  const kept = wrap(words, widest)
    .slice(0, MAX_LINES)
    .map((l) => (l.length > widest ? l.slice(0, widest) : l));
  kept[kept.length - 1] = `${kept[kept.length - 1]!.slice(0, widest - 1).trimEnd()}…`;
  return kept;
}

interface PerfumeBottleProps {
  name: string;
  uniqueCode: string;
  scentFamily: ScentFamily;
  className?: string;
}

/** A premium 50 ml flacon whose label shows the name as the shopper types it. */
export function PerfumeBottle({ name, uniqueCode, scentFamily, className }: PerfumeBottleProps) {
  const { t } = useI18n();
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const glass = `bottle-glass-${uid}`;
  const juice = `bottle-juice-${uid}`;
  const halo = `bottle-halo-${uid}`;
  const colour = liquid[scentFamily];
  const shown = name.trim() || t('Your perfume');
  const lines = labelLines(shown);
  const longest = Math.max(...lines.map((l) => l.length));
  // Serif italic runs at about 0.46 em a character; the label's text area is ~150 units wide.
  const fontSize = Math.max(12, Math.min(lines.length > 1 ? 22 : 28, Math.floor(150 / (longest * 0.46))));
  const lineHeight = fontSize * 1.1;
  const nameTop = 284 - ((lines.length - 1) * lineHeight) / 2;

  return (
    <svg
      viewBox="0 0 320 440"
      role="img"
      aria-label={t('A 50 ml bottle with a personalised label reading {name}', { name: shown })}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <radialGradient id={halo} cx="50%" cy="55%" r="50%">
          <stop offset="0%" style={{ stopColor: colour.light, stopOpacity: 0.55 }} />
          <stop offset="100%" style={{ stopColor: colour.light, stopOpacity: 0 }} />
        </radialGradient>
        <linearGradient id={glass} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" style={{ stopColor: 'var(--surface)', stopOpacity: 0.9 }} />
          <stop offset="45%" style={{ stopColor: 'var(--surface)', stopOpacity: 0.45 }} />
          <stop offset="100%" style={{ stopColor: 'var(--accent-soft)', stopOpacity: 0.35 }} />
        </linearGradient>
        <linearGradient id={juice} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" style={{ stopColor: colour.light, stopOpacity: 0.9 }} />
          <stop offset="100%" style={{ stopColor: colour.deep, stopOpacity: 0.9 }} />
        </linearGradient>
      </defs>

      <circle cx="160" cy="250" r="160" fill={`url(#${halo})`} />

      {/* cap */}
      <rect x="118" y="34" width="84" height="82" rx="3" className="fill-ink" />
      <rect x="118" y="34" width="84" height="8" rx="2" className="fill-accent-soft" opacity="0.7" />
      <path d="M132 48v56" className="stroke-accent-soft" strokeWidth="2" opacity="0.35" />
      {/* collar */}
      <rect x="134" y="116" width="52" height="14" className="fill-accent-soft" />
      <rect x="142" y="130" width="36" height="20" className="fill-surface stroke-ink" strokeWidth="1.25" />

      {/* glass body, with a heavy base as premium flacons have */}
      <rect
        x="58"
        y="150"
        width="204"
        height="246"
        rx="18"
        fill={`url(#${glass})`}
        className="stroke-ink"
        strokeWidth="1.5"
      />
      <rect x="70" y="196" width="180" height="172" rx="10" fill={`url(#${juice})`} />
      <path d="M70 208h180" stroke="#fff" strokeOpacity="0.35" strokeWidth="1" />
      <rect x="58" y="370" width="204" height="26" rx="0" className="fill-ink" opacity="0.07" />
      <path d="M80 166v196" stroke="#fff" strokeOpacity="0.55" strokeWidth="7" strokeLinecap="round" />

      {/* personalised label */}
      <rect x="82" y="222" width="156" height="132" className="fill-surface stroke-ink" strokeWidth="1" />
      <rect x="87" y="227" width="146" height="122" fill="none" className="stroke-accent" strokeWidth="0.6" />
      <text x="160" y="248" textAnchor="middle" className="fill-accent font-sans" fontSize="7" letterSpacing="2.6">
        MAISON LUMIÈRE
      </text>
      <text textAnchor="middle" className="fill-ink font-serif" fontSize={fontSize} fontStyle="italic">
        {lines.map((line, i) => (
          <tspan key={i} x="160" y={nameTop + i * lineHeight + fontSize * 0.35}>
            {line}
          </tspan>
        ))}
      </text>
      <path d="M142 320h36" className="stroke-accent" strokeWidth="0.8" />
      <text x="160" y="333" textAnchor="middle" className="fill-ink font-sans" fontSize="6.5" letterSpacing="2">
        {t('EAU DE PARFUM · 50 ML')}
      </text>
      <text x="160" y="343" textAnchor="middle" className="fill-ink-soft font-sans" fontSize="6" letterSpacing="1.4">
        {t('N° {code}', { code: uniqueCode })}
      </text>

      {/* floor */}
      <ellipse cx="160" cy="402" rx="118" ry="7" className="fill-ink" opacity="0.1" />
    </svg>
  );
}
