/** The house's emblem: a bottle held in an arch of light. Decorative, drawn in the theme's colours. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 600"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <radialGradient id="hero-halo" cx="50%" cy="46%" r="50%">
          <stop offset="0%" style={{ stopColor: 'var(--accent-soft)', stopOpacity: 0.55 }} />
          <stop offset="60%" style={{ stopColor: 'var(--accent-soft)', stopOpacity: 0.12 }} />
          <stop offset="100%" style={{ stopColor: 'var(--accent-soft)', stopOpacity: 0 }} />
        </radialGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" style={{ stopColor: 'var(--surface)', stopOpacity: 0.95 }} />
          <stop offset="100%" style={{ stopColor: 'var(--accent-soft)', stopOpacity: 0.35 }} />
        </linearGradient>
        <linearGradient id="hero-liquid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" style={{ stopColor: 'var(--accent-soft)', stopOpacity: 0.55 }} />
          <stop offset="100%" style={{ stopColor: 'var(--accent)', stopOpacity: 0.75 }} />
        </linearGradient>
      </defs>

      <path d="M40 600V250a200 200 0 0 1 400 0v350z" className="fill-muted" />
      <path
        d="M72 600V258a168 168 0 0 1 336 0v342"
        fill="none"
        className="stroke-accent-soft"
        strokeWidth="1"
        opacity="0.6"
      />
      <circle cx="240" cy="300" r="190" fill="url(#hero-halo)" />

      {/* rays */}
      <g className="stroke-accent-soft" strokeWidth="1" opacity="0.5">
        <path d="M240 92v70M170 112l24 64M310 112l-24 64M118 160l44 52M362 160l-44 52" />
      </g>

      {/* botanical sprig */}
      <g fill="none" className="stroke-ink" strokeWidth="1.2" opacity="0.55" strokeLinecap="round">
        <path d="M118 560c8-70 26-140 70-196" />
        <path d="M132 488c-22-4-38-18-44-38 22 2 38 14 44 38z" />
        <path d="M146 440c-18-10-28-28-28-48 20 8 30 26 28 48z" />
        <path d="M140 470c20-12 40-12 56-2-18 12-38 12-56 2z" />
        <path d="M164 404c14-14 32-18 50-12-14 14-32 18-50 12z" />
      </g>

      {/* bottle */}
      <rect x="207" y="196" width="66" height="62" rx="4" className="fill-ink" />
      <rect x="207" y="196" width="66" height="10" rx="3" className="fill-accent-soft" opacity="0.55" />
      <rect x="222" y="256" width="36" height="26" className="fill-surface stroke-ink" strokeWidth="1.5" />
      <rect
        x="168"
        y="280"
        width="144"
        height="214"
        rx="14"
        fill="url(#hero-glass)"
        className="stroke-ink"
        strokeWidth="1.5"
      />
      <rect x="180" y="340" width="120" height="142" rx="8" fill="url(#hero-liquid)" />
      <path d="M186 300v170" className="stroke-surface" strokeWidth="6" strokeLinecap="round" opacity="0.7" />
      <rect x="198" y="364" width="84" height="66" className="fill-surface stroke-ink" strokeWidth="1" />
      <text x="240" y="396" textAnchor="middle" className="fill-ink font-serif" fontSize="20" fontStyle="italic">
        Lumière
      </text>
      <path d="M218 410h44" className="stroke-accent" strokeWidth="1" />
      <text x="240" y="422" textAnchor="middle" className="fill-ink font-sans" fontSize="6" letterSpacing="2">
        EAU DE PARFUM
      </text>

      {/* floor */}
      <path d="M120 494h240" className="stroke-ink" strokeWidth="1" opacity="0.35" />
      <ellipse cx="240" cy="500" rx="96" ry="6" className="fill-ink" opacity="0.08" />
    </svg>
  );
}
