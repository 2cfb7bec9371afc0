#!/usr/bin/env node
/**
 * Generates the shop's own product artwork as small, deterministic SVG files:
 *   public/images/perfumes/<slug>.svg     (one crafted bottle per perfume)
 *   public/images/ingredients/<slug>.svg  (one botanical illustration per material)
 *   …/dark/<slug>.svg                     (each of those on a dark ground, for the dark theme)
 *   public/favicon.svg
 *
 * Plain Node ESM with no dependencies. The slug/name table duplicates
 * src/server/db/seeds/perfumes.ts on purpose so this script stays standalone.
 * Usage: node scripts/generate-artwork.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERIF = `Georgia, 'Times New Roman', serif`;

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const r1 = (n) => Math.round(n * 10) / 10;

/* ───────────────────────────── colour helpers ───────────────────────────── */

function hex2rgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgb2hex([r, g, b]) {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** Mix colour a towards colour b by t (0..1). */
function mix(a, b, t) {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

/* ─────────────────────────────── perfumes ──────────────────────────────── */

/*
 * Each perfume: body shape, cap style, liquid colour (fits the notes),
 * background, cap material, label paper, decorative backdrop.
 */
const perfumes = [
  // For her
  {
    slug: 'rose-de-minuit',
    name: 'Rose de Minuit',
    shape: 'tall',
    cap: 'sphere',
    liquid: '#d88a95',
    bg: '#ecdcd6',
    capMat: 'gold',
    paper: '#faf5ef',
    deco: 'arch',
  },
  {
    slug: 'iris-lumiere',
    name: 'Iris Lumière',
    shape: 'facet',
    cap: 'crystal',
    liquid: '#b7abc9',
    bg: '#e4e1e8',
    capMat: 'glass',
    paper: '#fbfaf7',
    deco: 'circle',
  },
  {
    slug: 'neroli-soleil',
    name: 'Néroli Soleil',
    shape: 'flask',
    cap: 'disc',
    liquid: '#eccd73',
    bg: '#f1e8d4',
    capMat: 'gold',
    paper: '#fdf9f0',
    deco: 'sun',
  },
  {
    slug: 'tubereuse-velours',
    name: 'Tubéreuse Velours',
    shape: 'dome',
    cap: 'column',
    liquid: '#eedfc0',
    bg: '#e9ddd1',
    capMat: 'ivory',
    paper: '#fbf7f0',
    deco: 'arch',
  },
  {
    slug: 'jasmin-nocturne',
    name: 'Jasmin Nocturne',
    shape: 'cylinder',
    cap: 'cube',
    liquid: '#e3c684',
    bg: '#d8d6d4',
    capMat: 'black',
    paper: '#f8f4ec',
    deco: 'circle',
  },
  {
    slug: 'violette-poudree',
    name: 'Violette Poudrée',
    shape: 'tear',
    cap: 'sphere',
    liquid: '#a88fb8',
    bg: '#e6dde3',
    capMat: 'ivory',
    paper: '#fbf8f5',
    deco: 'arch',
  },
  {
    slug: 'ylang-dore',
    name: 'Ylang Doré',
    shape: 'square',
    cap: 'disc',
    liquid: '#e0b14f',
    bg: '#eee3cf',
    capMat: 'gold',
    paper: '#fcf8ef',
    deco: 'circle',
  },
  {
    slug: 'matin-au-jardin',
    name: 'Matin au Jardin',
    shape: 'taper',
    cap: 'wood',
    liquid: '#b9c98e',
    bg: '#dfe4d5',
    capMat: 'wood',
    paper: '#f9f7ef',
    deco: 'arch',
  },
  {
    slug: 'vanille-cachemire',
    name: 'Vanille Cachemire',
    shape: 'pebble',
    cap: 'dome',
    liquid: '#d9b487',
    bg: '#eee5da',
    capMat: 'wood',
    paper: '#fbf6ee',
    deco: 'circle',
  },
  {
    slug: 'muse-blanche',
    name: 'Muse Blanche',
    shape: 'tall',
    cap: 'column',
    liquid: '#efe7dc',
    bg: '#e4e2dc',
    capMat: 'ivory',
    paper: '#ffffff',
    deco: 'arch',
  },
  // For him
  {
    slug: 'cedre-boreal',
    name: 'Cèdre Boréal',
    shape: 'square',
    cap: 'wood',
    liquid: '#c9a77a',
    bg: '#d9dbd6',
    capMat: 'wood',
    paper: '#f6f2ea',
    deco: 'arch',
  },
  {
    slug: 'vetiver-gris',
    name: 'Vétiver Gris',
    shape: 'tall',
    cap: 'cube',
    liquid: '#8ea36a',
    bg: '#d3d8cf',
    capMat: 'black',
    paper: '#f5f3ec',
    deco: 'circle',
  },
  {
    slug: 'oud-fume',
    name: 'Oud Fumé',
    shape: 'facet',
    cap: 'dome',
    liquid: '#8a4a1f',
    bg: '#d9cfc4',
    capMat: 'black',
    paper: '#f4ecdf',
    deco: 'arch',
  },
  {
    slug: 'santal-sauvage',
    name: 'Santal Sauvage',
    shape: 'cylinder',
    cap: 'wood',
    liquid: '#d7b58a',
    bg: '#e6dccd',
    capMat: 'wood',
    paper: '#faf5ec',
    deco: 'circle',
  },
  {
    slug: 'lavande-noire',
    name: 'Lavande Noire',
    shape: 'taper',
    cap: 'column',
    liquid: '#6e6585',
    bg: '#d4d3da',
    capMat: 'black',
    paper: '#f6f4f0',
    deco: 'arch',
  },
  {
    slug: 'bergamote-azur',
    name: 'Bergamote Azur',
    shape: 'flask',
    cap: 'cube',
    liquid: '#a9c3cc',
    bg: '#dde4e6',
    capMat: 'silver',
    paper: '#fbfbf8',
    deco: 'circle',
  },
  {
    slug: 'ambre-fauve',
    name: 'Ambre Fauve',
    shape: 'dome',
    cap: 'disc',
    liquid: '#c07a2c',
    bg: '#e5d7c5',
    capMat: 'gold',
    paper: '#f9f2e6',
    deco: 'sun',
  },
  {
    slug: 'patchouli-noir',
    name: 'Patchouli Noir',
    shape: 'pebble',
    cap: 'cube',
    liquid: '#5e4a35',
    bg: '#cfcdc6',
    capMat: 'black',
    paper: '#f3efe6',
    deco: 'circle',
  },
  {
    slug: 'encens-celeste',
    name: 'Encens Céleste',
    shape: 'tear',
    cap: 'crystal',
    liquid: '#c9b79a',
    bg: '#d5d8de',
    capMat: 'glass',
    paper: '#f8f6f1',
    deco: 'arch',
  },
  {
    slug: 'bois-flotte',
    name: 'Bois Flotté',
    shape: 'cylinder',
    cap: 'sphere',
    liquid: '#cfc4a8',
    bg: '#dcdcd3',
    capMat: 'stone',
    paper: '#fbf9f3',
    deco: 'circle',
  },
];

const BASE = 430; // y of the bottle's foot

/** Body shapes: path, top y, label centre y, label width, optional facet overlay. */
function shapeOf(kind) {
  switch (kind) {
    case 'tall': // tall rectangle
      return {
        d: 'M142,180H258Q272,180 272,194V418Q272,430 258,430H142Q128,430 128,418V194Q128,180 142,180Z',
        top: 180,
        ly: 300,
        lw: 112,
        w: 144,
      };
    case 'square': // squat square
      return {
        d: 'M122,262H278Q296,262 296,280V414Q296,430 278,430H122Q104,430 104,414V280Q104,262 122,262Z',
        top: 262,
        ly: 346,
        lw: 128,
        w: 192,
      };
    case 'flask': // rounded flask
      return {
        d: 'M184,232H216C276,240 302,290 302,336C302,396 256,430 200,430C144,430 98,396 98,336C98,290 124,240 184,232Z',
        top: 232,
        ly: 342,
        lw: 118,
        w: 204,
      };
    case 'facet': // faceted octagon
      return {
        d: 'M146,196H254L284,226V400L254,430H146L116,400V226Z',
        top: 196,
        ly: 314,
        lw: 116,
        w: 168,
        facets:
          '<path d="M146,196L160,214H240L254,196M284,226L266,240V386L284,400M116,226L134,240V386L116,400M146,430L160,414H240L254,430M160,214L134,240M240,214L266,240M134,386L160,414M266,386L240,414" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/>',
      };
    case 'cylinder': // cylinder with elliptical rims
      return {
        d: 'M134,204A66,11 0 0 1 266,204V419A66,11 0 0 1 134,419Z',
        top: 194,
        ly: 312,
        lw: 106,
        w: 132,
        facets:
          '<path d="M134,204A66,11 0 0 0 266,204" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.2"/><path d="M134,416A66,11 0 0 0 266,416" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="1.2"/>',
      };
    case 'dome': // arched top
      return {
        d: 'M118,418V292A82,82 0 0 1 282,292V418Q282,430 270,430H130Q118,430 118,418Z',
        top: 210,
        ly: 336,
        lw: 120,
        w: 164,
      };
    case 'tear': // teardrop
      return {
        d: 'M186,214H214C236,252 292,298 292,356C292,402 252,430 200,430C148,430 108,402 108,356C108,298 164,252 186,214Z',
        top: 214,
        ly: 362,
        lw: 112,
        w: 184,
      };
    case 'taper': // obelisk-like trapezoid
      return {
        d: 'M156,192H244Q252,192 254,200L288,418Q290,430 278,430H122Q110,430 112,418L146,200Q148,192 156,192Z',
        top: 192,
        ly: 330,
        lw: 116,
        w: 178,
      };
    case 'pebble': // flattened oval
      return {
        d: 'M200,284C270,284 324,318 324,358C324,400 270,430 200,430C130,430 76,400 76,358C76,318 130,284 200,284Z',
        top: 284,
        ly: 358,
        lw: 128,
        w: 248,
      };
    default:
      throw new Error(`unknown shape ${kind}`);
  }
}

const capMaterials = {
  gold: ['#b8914d', '#ecd49a', '#9a7536'],
  silver: ['#9ea3a6', '#e6e8e9', '#7d8386'],
  black: ['#1f1e1c', '#4a4845', '#151413'],
  ivory: ['#e3dccf', '#fbf8f2', '#cbc3b4'],
  wood: ['#8b6543', '#b48a62', '#6e4e32'],
  stone: ['#bdb7ab', '#e2ded5', '#a49e92'],
  glass: ['#cfd3da', '#f6f7fa', '#aeb4be'],
};

/** Caps sit on a neck; `y` is the top of the neck. Returns svg markup. */
function capOf(kind, y, id, mat) {
  const [base, light, dark] = capMaterials[mat];
  const grad = `<linearGradient id="${id}-cap" x1="0" x2="1"><stop offset="0" stop-color="${dark}"/><stop offset=".35" stop-color="${light}"/><stop offset=".7" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const f = `url(#${id}-cap)`;
  let s = '';
  switch (kind) {
    case 'cube':
      s = `<rect x="168" y="${y - 62}" width="64" height="62" rx="3" fill="${f}"/>`;
      break;
    case 'sphere':
      s = `<rect x="186" y="${y - 8}" width="28" height="8" fill="${dark}"/><circle cx="200" cy="${y - 38}" r="32" fill="${f}"/><ellipse cx="188" cy="${y - 50}" rx="10" ry="7" fill="#fff" opacity=".35"/>`;
      break;
    case 'column':
      s = `<rect x="178" y="${y - 100}" width="44" height="100" rx="3" fill="${f}"/><rect x="178" y="${y - 100}" width="44" height="5" rx="2" fill="#fff" opacity=".25"/>`;
      break;
    case 'disc':
      s = `<rect x="170" y="${y - 14}" width="60" height="14" rx="2" fill="${f}"/><rect x="160" y="${y - 44}" width="80" height="30" rx="4" fill="${f}"/><rect x="160" y="${y - 44}" width="80" height="4" rx="2" fill="#fff" opacity=".35"/>`;
      break;
    case 'wood':
      s = `<rect x="156" y="${y - 56}" width="88" height="56" rx="4" fill="${f}"/><path d="M162,${y - 44}C190,${y - 48} 212,${y - 40} 238,${y - 45}M162,${y - 30}C186,${y - 34} 214,${y - 26} 238,${y - 31}M162,${y - 16}C192,${y - 20} 206,${y - 12} 238,${y - 17}" fill="none" stroke="${dark}" stroke-opacity=".45" stroke-width="1.2"/>`;
      break;
    case 'crystal':
      s = `<rect x="188" y="${y - 10}" width="24" height="10" fill="${dark}"/><path d="M200,${y - 78}L230,${y - 52}L218,${y - 10}H182L170,${y - 52}Z" fill="${f}" stroke="#fff" stroke-opacity=".7"/><path d="M200,${y - 78}L200,${y - 10}M170,${y - 52}H230" stroke="#fff" stroke-opacity=".6" fill="none"/>`;
      break;
    case 'dome':
      s = `<path d="M164,${y}V${y - 34}A36,36 0 0 1 236,${y - 34}V${y}Z" fill="${f}"/><rect x="164" y="${y - 8}" width="72" height="8" fill="${dark}" opacity=".5"/>`;
      break;
    default:
      throw new Error(`unknown cap ${kind}`);
  }
  return { grad, svg: s };
}

/** Split a name onto one or two lines for the label. */
function labelLines(name) {
  if (name.length <= 10) return [name];
  const words = name.split(' ');
  if (words.length === 1) return [name];
  let best = null;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (!best || score < best.score) best = { lines: [a, b], score };
  }
  return best.lines;
}

/*
 * The ground a bottle stands on, per theme. Light: the perfume's own pale colour. Dark: the same hue
 * sunk towards the shop's dark surfaces (src/client/styles.css), so a tile sits in the dark page
 * rather than on it; the bottle itself is the same in both.
 */
const DARK_SURFACE = '#1b1814';
const DARK_PAGE = '#13110e';
const grounds = {
  light: (p) => ({
    glow: lighten(p.bg, 0.25),
    edge: darken(p.bg, 0.06),
    floor: darken(p.bg, 0.04),
    rim: '.35',
    deco: lighten(p.bg, 0.35),
    sun: lighten(p.liquid, 0.55),
    decoOpacity: { arch: '.7', sun: '.55', circle: '.6' },
    shadow: '.28',
  }),
  dark: (p) => ({
    glow: mix(p.bg, DARK_SURFACE, 0.8),
    edge: mix(p.bg, DARK_PAGE, 0.93),
    floor: mix(p.bg, DARK_PAGE, 0.95),
    rim: '.07',
    deco: mix(p.bg, DARK_SURFACE, 0.74),
    sun: mix(p.liquid, DARK_SURFACE, 0.72),
    decoOpacity: { arch: '.55', sun: '.5', circle: '.45' },
    shadow: '.5',
  }),
};

function perfumeSvg(p, theme = 'light') {
  const id = p.slug;
  const g = grounds[theme](p);
  const sh = shapeOf(p.shape);
  const neckTop = sh.top - 16;
  const cap = capOf(p.cap, neckTop, id, p.capMat);
  const glass = lighten(p.liquid, 0.72);
  const liquidDark = darken(p.liquid, 0.18);
  const liquidTop = p.shape === 'pebble' ? 318 : p.shape === 'flask' ? 262 : p.shape === 'tear' ? 262 : sh.top + 34;
  const deco =
    p.deco === 'arch'
      ? `<path d="M92,400V190A108,108 0 0 1 308,190V400Z" fill="${g.deco}" opacity="${g.decoOpacity.arch}"/>`
      : p.deco === 'sun'
        ? `<circle cx="200" cy="210" r="120" fill="${g.sun}" opacity="${g.decoOpacity.sun}"/>`
        : `<circle cx="200" cy="250" r="140" fill="${g.deco}" opacity="${g.decoOpacity.circle}"/>`;

  // Label
  const lines = labelLines(p.name);
  const fs = lines.length === 1 ? 17 : 15;
  const lh = lines.length === 1 ? 62 : 76;
  const lx = 200 - sh.lw / 2;
  const ly = sh.ly - lh / 2;
  const ink = '#2a2622';
  let txt = `<text x="200" y="${ly + 15}" font-family="${SERIF}" font-size="6.5" letter-spacing="2" fill="${ink}" fill-opacity=".7" text-anchor="middle">MAISON LUMIÈRE</text>`;
  const firstBase = lines.length === 1 ? ly + 38 : ly + 37;
  lines.forEach((ln, i) => {
    txt += `<text x="200" y="${firstBase + i * 18}" font-family="${SERIF}" font-size="${fs}" fill="${ink}" text-anchor="middle">${esc(ln)}</text>`;
  });
  txt += `<text x="200" y="${ly + lh - 9}" font-family="${SERIF}" font-size="5.5" letter-spacing="1.6" fill="${ink}" fill-opacity=".6" text-anchor="middle">EAU DE PARFUM</text>`;

  const bodyW = sh.w;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" role="img" aria-labelledby="${id}-t">
<title id="${id}-t">${esc(p.name)} — Maison Lumière</title>
<defs>
<radialGradient id="${id}-bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${g.glow}"/><stop offset="1" stop-color="${g.edge}"/></radialGradient>
<linearGradient id="${id}-liq" x1="0" x2="1"><stop offset="0" stop-color="${liquidDark}"/><stop offset=".3" stop-color="${p.liquid}"/><stop offset=".75" stop-color="${lighten(p.liquid, 0.2)}"/><stop offset="1" stop-color="${liquidDark}"/></linearGradient>
<linearGradient id="${id}-gl" x1="0" x2="1"><stop offset="0" stop-color="${darken(glass, 0.08)}"/><stop offset=".25" stop-color="${lighten(glass, 0.6)}"/><stop offset=".8" stop-color="${glass}"/><stop offset="1" stop-color="${darken(glass, 0.1)}"/></linearGradient>
<linearGradient id="${id}-hl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="${id}-sh"><stop offset="0" stop-color="#000" stop-opacity="${g.shadow}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<clipPath id="${id}-clip"><path d="${sh.d}"/></clipPath>
${cap.grad}
</defs>
<rect width="400" height="500" fill="url(#${id}-bg)"/>
${deco}
<rect y="400" width="400" height="100" fill="${g.floor}"/>
<rect y="400" width="400" height="1" fill="#fff" opacity="${g.rim}"/>
<ellipse cx="212" cy="${BASE + 2}" rx="${r1(bodyW * 0.62)}" ry="12" fill="url(#${id}-sh)"/>
<path d="${sh.d}" fill="url(#${id}-gl)" fill-opacity=".62"/>
<g clip-path="url(#${id}-clip)">
<rect x="60" y="${liquidTop}" width="280" height="${BASE - liquidTop}" fill="url(#${id}-liq)" opacity=".92"/>
<rect x="60" y="${liquidTop}" width="280" height="2.5" fill="#fff" opacity=".45"/>
<rect x="60" y="${BASE - 12}" width="280" height="12" fill="${liquidDark}" opacity=".35"/>
<rect x="${200 - bodyW / 2 + 10}" y="${sh.top}" width="10" height="${BASE - sh.top}" fill="url(#${id}-hl)" opacity=".8"/>
<rect x="${200 + bodyW / 2 - 16}" y="${sh.top}" width="3" height="${BASE - sh.top}" fill="#fff" opacity=".35"/>
</g>
${sh.facets ?? ''}
<path d="${sh.d}" fill="none" stroke="${darken(glass, 0.35)}" stroke-opacity=".55" stroke-width="1.4"/>
<rect x="184" y="${neckTop}" width="32" height="18" fill="url(#${id}-gl)" stroke="${darken(glass, 0.35)}" stroke-opacity=".5"/>
${cap.svg}
<rect x="${lx}" y="${ly}" width="${sh.lw}" height="${lh}" fill="${p.paper}" stroke="${darken(p.paper, 0.25)}" stroke-width=".8"/>
<rect x="${lx + 4}" y="${ly + 4}" width="${sh.lw - 8}" height="${lh - 8}" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width=".6"/>
${txt}
</svg>
`;
}

/* ────────────────────────────── ingredients ────────────────────────────── */

/** Leaf pointing up from (0,0), length l, half-width w; placed by transform. */
const leafPath = (l, w) =>
  `M0,0C${w},-${r1(l * 0.25)} ${w},-${r1(l * 0.7)} 0,-${l}C-${w},-${r1(l * 0.7)} -${w},-${r1(l * 0.25)} 0,0Z`;
function leaf(x, y, l, w, rot, fill, vein = '#ffffff') {
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="${leafPath(l, w)}" fill="${fill}"/><path d="M0,0V-${r1(l * 0.9)}" stroke="${vein}" stroke-opacity=".45" stroke-width="1.2"/></g>`;
}
/** Petal (rounded tip) from (0,0) upwards, length l, half-width w. */
const petalPath = (l, w) =>
  `M0,0C${w},-${r1(l * 0.2)} ${w * 1.1},-${l} 0,-${l}C-${w * 1.1},-${l} -${w},-${r1(l * 0.2)} 0,0Z`;
/** Petal template (local coords, tip towards -y) as [cmd, ...points]. */
const petalT = (l, w) => [
  ['M', [0, 0]],
  ['C', [w, -l * 0.2], [w * 1.1, -l], [0, -l]],
  ['C', [-w * 1.1, -l], [-w, -l * 0.2], [0, 0]],
];
const slimT = (l, w) => [
  ['M', [0, 0]],
  ['C', [w * 0.6, -l * 0.3], [w, -l * 0.7], [0, -l]],
  ['C', [-w * 0.55, -l * 0.7], [-w * 0.55, -l * 0.3], [0, 0]],
];
/** n petals around (cx,cy) merged into one compact path `d`. */
function petalsD(n, cx, cy, tpl, offset = 0) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = ((offset + (360 / n) * i) * Math.PI) / 180;
    const c = Math.cos(a);
    const sn = Math.sin(a);
    for (const [cmd, ...pts] of tpl)
      d += cmd + pts.map(([x, y]) => `${r1(cx + x * c - y * sn)},${r1(cy + x * sn + y * c)}`).join(' ');
    d += 'Z';
  }
  return d;
}
const flower = (n, cx, cy, tpl, offset, attrs) => `<path d="${petalsD(n, cx, cy, tpl, offset)}" ${attrs}/>`;
/** Citrus slice: rind, pith, n segments. */
function slice(cx, cy, r, rind, pith, flesh, n = 10) {
  let segs = '';
  for (let i = 0; i < n; i++) {
    const a0 = ((i + 0.08) / n) * Math.PI * 2;
    const a1 = ((i + 0.92) / n) * Math.PI * 2;
    const rr = r * 0.8;
    const p = (a, rad) => `${r1(cx + Math.cos(a) * rad)},${r1(cy + Math.sin(a) * rad)}`;
    segs += `<path d="M${p((a0 + a1) / 2, r * 0.12)}L${p(a0, rr)}A${r1(rr)},${r1(rr)} 0 0 1 ${p(a1, rr)}Z" fill="${flesh}"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rind}"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.9)}" fill="${pith}"/>${segs}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.07)}" fill="${pith}"/>`;
}
const stem = (d, c, w = 2.5) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;

const ingredients = [
  // Top
  {
    slug: 'bergamot',
    name: 'Bergamot',
    bg: '#eef0dc',
    art: () =>
      leaf(128, 62, 46, 14, 50, '#6f8f4e') +
      `<path d="M100,44c4,-6 10,-8 14,-8" stroke="#5b6f3c" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<circle cx="100" cy="96" r="46" fill="#c4c65a"/><circle cx="100" cy="52" r="5" fill="#a6ab45"/><ellipse cx="84" cy="80" rx="12" ry="8" fill="#fff" opacity=".3"/>` +
      slice(132, 142, 30, '#a9b148', '#f4f1cf', '#dfe08e', 9),
  },
  {
    slug: 'lemon',
    name: 'Lemon',
    bg: '#f6f1d6',
    art: () =>
      leaf(114, 56, 44, 13, 40, '#6c8c4a') +
      leaf(112, 57, 36, 11, -30, '#84a05a') +
      stem('M104,70C106,62 110,58 114,56', '#5f7d43', 3) +
      `<g transform="rotate(-18 103 108)"><ellipse cx="46" cy="108" rx="10" ry="7" fill="#e8c23e"/><ellipse cx="160" cy="108" rx="10" ry="7" fill="#e8c23e"/><path d="M48,108C48,82 76,64 104,64C132,64 158,82 158,108C158,134 132,152 104,152C76,152 48,134 48,108Z" fill="#f1d04c"/></g>` +
      `<ellipse cx="84" cy="92" rx="16" ry="8" fill="#fff" opacity=".35" transform="rotate(-22 84 92)"/>`,
  },
  {
    slug: 'pink-pepper',
    name: 'Pink Pepper',
    bg: '#f5e3e3',
    art: () => {
      const berries = [
        [70, 70],
        [84, 62],
        [96, 74],
        [80, 84],
        [110, 66],
        [122, 80],
        [106, 88],
        [92, 98],
        [136, 96],
        [120, 104],
        [106, 114],
        [134, 118],
        [118, 128],
        [88, 116],
      ];
      return (
        stem('M60,160C80,130 92,110 100,84M100,84C108,104 122,118 140,150M100,84L86,66M100,84L118,72', '#8c6b5b', 2) +
        leaf(68, 152, 30, 7, -60, '#8aa07a') +
        leaf(142, 148, 28, 7, 60, '#8aa07a') +
        berries
          .map(
            ([x, y], i) =>
              `<circle cx="${x}" cy="${y}" r="${i % 3 ? 8 : 9}" fill="${i % 2 ? '#d7707e' : '#e38f98'}"/><circle cx="${x - 2.5}" cy="${y - 3}" r="2" fill="#fff" opacity=".55"/>`,
          )
          .join('')
      );
    },
  },
  {
    slug: 'neroli',
    name: 'Neroli',
    bg: '#eef0e4',
    art: () => {
      const fl = (x, y, s) =>
        flower(5, x, y, petalT(18 * s, 8 * s), 10, 'fill="#fdfcf7" stroke="#d9d6c4" stroke-width=".8"') +
        `<circle cx="${x}" cy="${y}" r="${5 * s}" fill="#f0c24a"/>`;
      return (
        stem(
          'M40,168C70,140 110,118 160,100M74,140C72,120 70,100 70,84M112,120C114,100 116,84 116,70M140,108C148,96 156,88 160,82',
          '#6a7d4c',
          3,
        ) +
        leaf(84, 138, 40, 12, 60, '#5f8046') +
        leaf(128, 116, 40, 12, -20, '#7a9858') +
        `<circle cx="150" cy="124" r="17" fill="#e59a3c"/><circle cx="144" cy="118" r="4" fill="#fff" opacity=".35"/>` +
        fl(70, 84, 1.2) +
        fl(116, 70, 1) +
        `<ellipse cx="160" cy="82" rx="6" ry="9" fill="#fbf8ee" stroke="#d9d6c4"/>`
      );
    },
  },
  {
    slug: 'mandarin',
    name: 'Mandarin',
    bg: '#f7e6d3',
    art: () =>
      leaf(100, 58, 40, 12, -40, '#58794a') +
      leaf(100, 58, 36, 11, 45, '#6e8e55') +
      `<ellipse cx="100" cy="108" rx="54" ry="46" fill="#ec8f3a"/><ellipse cx="100" cy="66" rx="7" ry="4" fill="#d17a2c"/>` +
      `<path d="M74,86c6,-8 14,-12 24,-13" stroke="#fff" stroke-opacity=".4" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      [
        [70, 100],
        [90, 124],
        [118, 96],
        [128, 128],
        [100, 140],
        [80, 116],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="#c96e24"/>`)
        .join(''),
  },
  {
    slug: 'grapefruit',
    name: 'Grapefruit',
    bg: '#f8e4df',
    art: () =>
      slice(100, 100, 66, '#eca27a', '#fbe9dc', '#e67a73', 12) +
      [
        [80, 72],
        [124, 78],
        [70, 118],
        [116, 128],
        [96, 92],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3" ry="1.6" fill="#fff" opacity=".5"/>`)
        .join(''),
  },
  {
    slug: 'cardamom',
    name: 'Cardamom',
    bg: '#e9eddc',
    art: () => {
      const pod = (x, y, rot) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="19" ry="36" fill="#9bb06a"/><path d="M0,-34V34M-10,-30C-14,-10 -14,10 -10,30M10,-30C14,-10 14,10 10,30" stroke="#7a9050" stroke-width="1.6" fill="none"/><path d="M0,-36l0,-7" stroke="#7a9050" stroke-width="3" stroke-linecap="round"/></g>`;
      return (
        pod(72, 96, -25) +
        pod(128, 90, 20) +
        pod(100, 118, 0) +
        [
          [150, 148],
          [160, 140],
          [142, 158],
          [56, 152],
        ]
          .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="4" fill="#4a3c30"/>`)
          .join('')
      );
    },
  },
  {
    slug: 'lavender',
    name: 'Lavender',
    bg: '#ebe6f1',
    art: () => {
      const spike = (x0, y0, x1, y1) => {
        let s = stem(`M${x0},${y0}L${x1},${y1}`, '#7c8f68', 2.5);
        for (let i = 0; i < 7; i++) {
          const t = i / 7;
          const x = x1 + (x0 - x1) * t * 0.45;
          const y = y1 + (y0 - y1) * t * 0.45;
          const w = 7 - i * 0.4;
          s += `<ellipse cx="${r1(x - 5)}" cy="${r1(y)}" rx="${r1(w)}" ry="4.5" fill="${i % 2 ? '#9c84c4' : '#8a70b5'}"/><ellipse cx="${r1(x + 5)}" cy="${r1(y + 3)}" rx="${r1(w)}" ry="4.5" fill="${i % 2 ? '#8a70b5' : '#a891cc'}"/>`;
        }
        return s;
      };
      return (
        spike(100, 172, 100, 30) +
        spike(96, 172, 58, 44) +
        spike(104, 172, 144, 44) +
        `<path d="M84,150h32" stroke="#c9b48a" stroke-width="6" stroke-linecap="round"/>`
      );
    },
  },
  {
    slug: 'basil',
    name: 'Basil',
    bg: '#e3eddc',
    art: () => {
      const bl = (x, y, l, rot, c) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0,0C${l * 0.55},-${l * 0.15} ${l * 0.45},-${l * 0.95} 0,-${l}C-${l * 0.45},-${l * 0.95} -${l * 0.55},-${l * 0.15} 0,0Z" fill="${c}"/><path d="M0,0V-${r1(l * 0.9)}M0,-${r1(l * 0.35)}l10,-8M0,-${r1(l * 0.35)}l-10,-8M0,-${r1(l * 0.6)}l8,-7M0,-${r1(l * 0.6)}l-8,-7" stroke="#fff" stroke-opacity=".4" stroke-width="1.2" fill="none"/></g>`;
      return (
        stem('M100,176V84', '#5f7f45', 4) +
        bl(100, 140, 54, -62, '#4f8a43') +
        bl(100, 140, 54, 62, '#5b9a4c') +
        bl(100, 110, 50, -34, '#6aa657') +
        bl(100, 110, 50, 34, '#5b9a4c') +
        bl(100, 92, 56, 0, '#73b15f')
      );
    },
  },
  // Middle
  {
    slug: 'rose',
    name: 'Rose',
    bg: '#f6e2e2',
    art: () =>
      leaf(70, 150, 40, 13, -120, '#6f8c5c') +
      leaf(132, 152, 38, 12, 120, '#7e9b68') +
      flower(5, 100, 100, petalT(58, 30), 36, 'fill="#e9a3a8"') +
      flower(5, 100, 100, petalT(44, 24), 0, 'fill="#dc8790"') +
      flower(4, 100, 100, petalT(30, 17), 20, 'fill="#cf6f7b"') +
      `<path d="M100,100m-10,0a10,10 0 1 1 10,10a6,6 0 1 1 -5,-7" fill="none" stroke="#a84e5c" stroke-width="2.4" stroke-linecap="round"/>`,
  },
  {
    slug: 'jasmine',
    name: 'Jasmine',
    bg: '#eceee6',
    art: () => {
      const fl = (x, y, s, rot) =>
        flower(5, x, y, slimT(34 * s, 12 * s), rot, 'fill="#fffefa" stroke="#d7d9cc" stroke-width=".8"') +
        `<circle cx="${x}" cy="${y}" r="${4 * s}" fill="#e9d98a"/>`;
      return (
        leaf(60, 160, 44, 12, -50, '#4f7445') +
        leaf(148, 160, 40, 11, 60, '#648a52') +
        stem('M100,178C100,150 90,120 82,88M100,178C104,158 126,146 136,118', '#5b7d48', 2.5) +
        fl(82, 88, 1.35, 8) +
        fl(136, 118, 1, 30) +
        `<ellipse cx="150" cy="64" rx="5" ry="12" fill="#f2e6ea" transform="rotate(30 150 64)"/><ellipse cx="46" cy="128" rx="5" ry="11" fill="#f2e6ea" transform="rotate(-35 46 128)"/>`
      );
    },
  },
  {
    slug: 'iris',
    name: 'Iris',
    bg: '#e7e5f1',
    art: () =>
      stem('M100,180V118', '#5f7d55', 4) +
      leaf(92, 180, 70, 8, -12, '#6d8e62') +
      leaf(108, 180, 64, 8, 14, '#7f9f72') +
      // falls (drooping)
      `<path d="M100,106C84,104 50,110 46,134C44,148 62,150 72,140C84,128 92,118 100,112Z" fill="#6f63b0"/>` +
      `<path d="M100,106C116,104 150,110 154,134C156,148 138,150 128,140C116,128 108,118 100,112Z" fill="#6f63b0"/>` +
      `<path d="M100,110C92,122 88,150 100,160C112,150 108,122 100,110Z" fill="#5d519d"/>` +
      // standards (upright)
      `<path d="M100,108C82,96 74,62 90,46C98,40 102,40 110,46C126,62 118,96 100,108Z" fill="#9488cf"/>` +
      `<path d="M98,106C80,102 62,84 66,66C70,60 78,62 84,70C92,82 96,94 98,106Z" fill="#857ac6"/>` +
      `<path d="M102,106C120,102 138,84 134,66C130,60 122,62 116,70C108,82 104,94 102,106Z" fill="#857ac6"/>` +
      `<path d="M62,130C72,124 82,118 94,112M138,130C128,124 118,118 106,112" stroke="#f0c84e" stroke-width="4" stroke-linecap="round"/>`,
  },
  {
    slug: 'tuberose',
    name: 'Tuberose',
    bg: '#f1ece4',
    art: () => {
      const fl = (x, y, s) =>
        flower(6, x, y, petalT(15 * s, 6 * s), 0, 'fill="#fffdf8" stroke="#dcd3c4" stroke-width=".8"') +
        `<circle cx="${x}" cy="${y}" r="${3 * s}" fill="#efe0b0"/>`;
      return (
        stem('M100,182V36M100,76L80,70M100,90L122,82M100,116L78,110M100,130L124,124', '#6f8c5a', 3.5) +
        leaf(100, 182, 56, 7, -28, '#7f9b69') +
        leaf(100, 182, 50, 7, 30, '#6f8c5a') +
        `<ellipse cx="100" cy="34" rx="5" ry="10" fill="#e9dccd"/><ellipse cx="90" cy="44" rx="4.5" ry="9" fill="#f0e4d6" transform="rotate(-30 90 44)"/><ellipse cx="110" cy="46" rx="4.5" ry="9" fill="#f0e4d6" transform="rotate(30 110 46)"/>` +
        fl(80, 70, 1) +
        fl(122, 82, 1.1) +
        fl(78, 110, 1.25) +
        fl(124, 124, 1.3)
      );
    },
  },
  {
    slug: 'ylang-ylang',
    name: 'Ylang-Ylang',
    bg: '#f4f0d8',
    art: () => {
      const pet = (rot, l, c) =>
        `<g transform="translate(100 70) rotate(${rot})"><path d="M0,0C10,20 -8,${l * 0.5} 6,${l}C-2,${l * 0.9} -14,${l * 0.6} -6,${l * 0.3}C-4,18 -3,8 0,0Z" fill="${c}"/></g>`;
      return (
        stem('M100,70C104,50 120,36 140,30', '#7a8a4a', 3) +
        leaf(140, 30, 40, 11, 110, '#7c9a52') +
        pet(-58, 84, '#d9cf5e') +
        pet(-30, 96, '#e6dc6e') +
        pet(-6, 104, '#d2c552') +
        pet(18, 98, '#e6dc6e') +
        pet(42, 90, '#d9cf5e') +
        pet(66, 80, '#cbbd4a') +
        `<circle cx="100" cy="72" r="8" fill="#a9922c"/>`
      );
    },
  },
  {
    slug: 'orange-blossom',
    name: 'Orange Blossom',
    bg: '#fbf1e2',
    art: () => {
      let stamens = '';
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        const x = r1(100 + Math.cos(a) * 20);
        const y = r1(100 + Math.sin(a) * 20);
        stamens += `<path d="M100,100L${x},${y}" stroke="#e9c25a" stroke-width="1.4"/><circle cx="${x}" cy="${y}" r="2.6" fill="#e3a93a"/>`;
      }
      return (
        leaf(152, 162, 40, 13, -135, '#5f8046') +
        leaf(48, 40, 36, 11, 50, '#7a9858') +
        flower(5, 100, 100, petalT(64, 28), 0, 'fill="#fffdf7" stroke="#e4dccb" stroke-width="1"') +
        `<circle cx="100" cy="100" r="9" fill="#b9c86a"/>` +
        stamens
      );
    },
  },
  {
    slug: 'geranium',
    name: 'Geranium',
    bg: '#eaeedf',
    art: () => {
      // scalloped round leaf with the dark "zonal" ring of pelargonium
      let d = '';
      const n = 9;
      for (let i = 0; i <= n; i++) {
        const a = (i / n) * Math.PI * 2 + 0.35;
        const x = r1(80 + Math.cos(a) * 42);
        const y = r1(118 + Math.sin(a) * 40);
        d += i === 0 ? `M${x},${y}` : `A13,13 0 0 1 ${x},${y}`;
      }
      let veins = '';
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * Math.PI * 2;
        veins += `M80,118L${r1(80 + Math.cos(a) * 36)},${r1(118 + Math.sin(a) * 34)}`;
      }
      const fl = (x, y) =>
        flower(5, x, y, petalT(13, 8), 0, 'fill="#e6828f"') + `<circle cx="${x}" cy="${y}" r="2.5" fill="#b84b5c"/>`;
      return (
        stem('M84,150L96,180', '#5a7f47', 3) +
        `<path d="${d}Z" fill="#6a9656"/><ellipse cx="80" cy="118" rx="26" ry="24" fill="none" stroke="#4a6e3c" stroke-width="7" opacity=".45"/><path d="${veins}" stroke="#fff" stroke-opacity=".35" stroke-width="1.2"/>` +
        stem('M120,176C122,130 128,100 138,72', '#6c8a54', 2.5) +
        fl(138, 52) +
        fl(156, 68) +
        fl(124, 66) +
        fl(146, 86)
      );
    },
  },
  {
    slug: 'violet',
    name: 'Violet',
    bg: '#ece6f0',
    art: () =>
      `<path d="M60,170C32,150 34,112 60,106C70,104 78,110 80,118C84,108 96,106 104,112C118,128 94,160 60,170Z" fill="#5d8a52"/>` +
      stem('M100,176C104,150 112,130 116,116', '#5d7d4b', 2.5) +
      `<g transform="translate(118 90)"><path d="${petalPath(36, 17)}" fill="#7a56a8" transform="rotate(-25)"/><path d="${petalPath(36, 17)}" fill="#7a56a8" transform="rotate(25)"/><path d="${petalPath(30, 15)}" fill="#8d69bb" transform="rotate(-95)"/><path d="${petalPath(30, 15)}" fill="#8d69bb" transform="rotate(95)"/><path d="${petalPath(34, 18)}" fill="#9b7bc6" transform="rotate(180)"/><path d="M0,6l-4,10M0,6l4,10M0,6v12" stroke="#3f2a60" stroke-width="1.2"/><circle r="5" fill="#f2cf57"/></g>`,
  },
  {
    slug: 'cinnamon',
    name: 'Cinnamon',
    bg: '#f3e5d8',
    art: () => {
      const quill = (y, x0, x1) =>
        `<rect x="${x0}" y="${y - 12}" width="${x1 - x0}" height="24" rx="3" fill="#a8623a"/><rect x="${x0}" y="${y - 12}" width="${x1 - x0}" height="6" rx="3" fill="#c07a4c"/><ellipse cx="${x1}" cy="${y}" rx="7" ry="12" fill="#c98d62"/><path d="M${x1},${y}m-3,0a3,5 0 1 1 3,5a5,8 0 1 1 -4,-11" fill="none" stroke="#8a4a28" stroke-width="1.6"/>`;
      return `<g transform="rotate(-20 100 100)">${quill(80, 40, 156)}${quill(104, 46, 162)}${quill(128, 38, 150)}<rect x="86" y="62" width="12" height="80" fill="#d9c9a8"/><rect x="86" y="62" width="12" height="80" fill="none" stroke="#b8a37d" stroke-width="1"/></g>`;
    },
  },
  // Base
  {
    slug: 'sandalwood',
    name: 'Sandalwood',
    bg: '#f2e8d8',
    art: () => {
      const plank = (x, y, w, h, c, g) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${c}"/><path d="M${x + 6},${y + h * 0.3}C${x + w * 0.3},${y + h * 0.15} ${x + w * 0.6},${y + h * 0.45} ${x + w - 6},${y + h * 0.3}M${x + 6},${y + h * 0.62}C${x + w * 0.4},${y + h * 0.8} ${x + w * 0.6},${y + h * 0.5} ${x + w - 6},${y + h * 0.66}" stroke="${g}" stroke-width="1.4" fill="none"/>`;
      return (
        plank(40, 124, 124, 34, '#d8b384', '#b8905e') +
        plank(54, 88, 108, 34, '#e2c293', '#c29c6a') +
        plank(46, 52, 96, 34, '#cfa777', '#ad8553') +
        `<ellipse cx="150" cy="64" rx="14" ry="16" fill="#c59a68"/><ellipse cx="150" cy="64" rx="9" ry="11" fill="none" stroke="#a57d4e" stroke-width="1.4"/><circle cx="150" cy="64" r="3" fill="#a57d4e"/>`
      );
    },
  },
  {
    slug: 'vetiver',
    name: 'Vetiver',
    bg: '#e4ead9',
    art: () => {
      const blades = [
        [-40, 96, '#6f8f4e'],
        [-26, 110, '#7f9f5c'],
        [-12, 120, '#5f7f42'],
        [0, 124, '#8aa866'],
        [12, 116, '#6f8f4e'],
        [26, 106, '#7f9f5c'],
        [40, 92, '#5f7f42'],
      ];
      const bl = blades
        .map(
          ([dx, h, c]) =>
            `<path d="M${96 + dx * 0.2},128Q${100 + dx * 0.6},${128 - h * 0.6} ${100 + dx * 1.6},${128 - h}Q${100 + dx * 0.5},${128 - h * 0.5} ${104 + dx * 0.2},128Z" fill="${c}"/>`,
        )
        .join('');
      const roots = [-30, -18, -6, 6, 18, 30]
        .map((dx, i) =>
          stem(
            `M${100 + dx * 0.3},130C${100 + dx * 0.6},146 ${100 + dx},${150 + (i % 2) * 8} ${100 + dx * 1.3},${170 + (i % 3) * 4}`,
            '#a2835a',
            2,
          ),
        )
        .join('');
      return roots + `<ellipse cx="100" cy="130" rx="18" ry="6" fill="#8f7048"/>` + bl;
    },
  },
  {
    slug: 'patchouli',
    name: 'Patchouli',
    bg: '#e2e4d8',
    art: () => {
      const sleaf = (x, y, rot, s, c) => {
        let d = 'M0,0';
        const pts = [
          [14, -8],
          [20, -20],
          [22, -32],
          [18, -44],
          [10, -54],
          [0, -60],
        ];
        pts.forEach(([px, py], i) => {
          d += `L${px * s + (i % 2 ? 2 : 0)},${py * s}`;
        });
        [...pts]
          .reverse()
          .slice(1)
          .forEach(([px, py], i) => {
            d += `L${-px * s - (i % 2 ? 2 : 0)},${py * s}`;
          });
        return `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="${d}Z" fill="${c}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/><path d="M0,0V-${50 * s}M0,-${18 * s}l${10 * s},-${10 * s}M0,-${18 * s}l-${10 * s},-${10 * s}M0,-${34 * s}l${9 * s},-${9 * s}M0,-${34 * s}l-${9 * s},-${9 * s}" stroke="#fff" stroke-opacity=".35" stroke-width="1.2" fill="none"/></g>`;
      };
      return (
        stem('M100,180V70', '#4c5a3a', 4) +
        sleaf(100, 150, -70, 1.05, '#3f5a36') +
        sleaf(100, 150, 70, 1.05, '#48653d') +
        sleaf(100, 112, -45, 0.9, '#50703f') +
        sleaf(100, 112, 45, 0.9, '#3f5a36') +
        sleaf(100, 80, 0, 0.85, '#5a7a48')
      );
    },
  },
  {
    slug: 'amber',
    name: 'Amber',
    bg: '#f5e7d0',
    art: () =>
      `<path d="M58,96L86,70L118,80L124,118L96,140L62,128Z" fill="#d9902f"/><path d="M86,70L118,80L100,98L72,96Z" fill="#f0b65a"/><path d="M62,128L72,96L100,98L96,140Z" fill="#c47a22"/>` +
      `<path d="M122,124L146,108L166,126L158,152L130,156Z" fill="#e0a445"/><path d="M146,108L166,126L144,134L130,124Z" fill="#f3c575"/>` +
      `<path d="M70,150L90,146L98,164L82,176L66,166Z" fill="#c98329"/><path d="M70,150L90,146L84,160Z" fill="#e8ad55"/>` +
      `<path d="M132,56c0,0 -10,14 -10,20a10,10 0 0 0 20,0c0,-6 -10,-20 -10,-20Z" fill="#e6a640"/><ellipse cx="128" cy="76" rx="2.5" ry="4" fill="#fff" opacity=".5"/>` +
      `<circle cx="82" cy="84" r="3" fill="#fff" opacity=".6"/>`,
  },
  {
    slug: 'vanilla',
    name: 'Vanilla',
    bg: '#f4ecdf',
    art: () =>
      `<path d="M40,150C70,120 120,70 164,44" stroke="#3e2a1e" stroke-width="9" stroke-linecap="round" fill="none"/>` +
      `<path d="M48,164C82,136 128,96 170,74" stroke="#4d3424" stroke-width="9" stroke-linecap="round" fill="none"/>` +
      `<path d="M40,150C70,120 120,70 164,44" stroke="#6a4a34" stroke-width="1.5" stroke-linecap="round" fill="none" stroke-dasharray="10 7"/>` +
      flower(5, 70, 64, petalT(28, 11), 0, 'fill="#f6efd0" stroke="#dccf9e" stroke-width=".8"') +
      `<path d="M70,64c-6,6 -6,14 0,18c6,-4 6,-12 0,-18Z" fill="#e6c75c"/>`,
  },
  {
    slug: 'musk',
    name: 'Musk',
    bg: '#ebe0d8',
    art: () =>
      // white musk as a soft cotton boll
      stem('M100,180C100,160 98,146 100,128', '#8a6f58', 4) +
      `<path d="M100,136L70,128L84,150ZM100,136L130,128L116,150Z" fill="#8a6f58"/>` +
      `<g stroke="#d9cabd" stroke-width="1.5"><circle cx="74" cy="104" r="28" fill="#fbf7f2"/><circle cx="126" cy="104" r="28" fill="#fbf7f2"/><circle cx="100" cy="78" r="30" fill="#fffdfa"/><circle cx="100" cy="116" r="26" fill="#f5eee7"/></g>` +
      `<path d="M100,88V134M76,110C84,112 92,114 100,120C108,114 116,112 124,110" stroke="#e3d6cb" stroke-width="2" fill="none" stroke-linecap="round"/>` +
      [
        [40, 58, 4],
        [160, 54, 3],
        [162, 150, 4],
        [38, 146, 3],
        [150, 34, 2.5],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#e8d9cf"/>`)
        .join(''),
  },
  {
    slug: 'oud',
    name: 'Oud',
    bg: '#eadfd3',
    art: () =>
      `<path d="M100,98C88,84 110,72 100,58C92,46 104,36 112,30" stroke="#b7a899" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<path d="M112,100C124,88 108,78 118,66" stroke="#c9bcae" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
      `<path d="M36,132L58,110L96,104L140,112L166,128L152,152L108,160L62,156Z" fill="#6b4226"/>` +
      `<path d="M58,110L96,104L92,124L62,128Z" fill="#84573a"/><path d="M96,104L140,112L132,130L92,124Z" fill="#7a4d30"/>` +
      `<path d="M46,140C70,132 96,146 122,136S150,140 158,138M66,150C90,144 110,156 140,148" stroke="#2a1a10" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<path d="M70,122C86,118 100,126 120,120" stroke="#3a2416" stroke-width="2" fill="none"/>`,
  },
  {
    slug: 'cedarwood',
    name: 'Cedarwood',
    bg: '#efe4d6',
    art: () =>
      `<circle cx="100" cy="100" r="66" fill="#7a5236"/><circle cx="100" cy="100" r="58" fill="#d9a777"/>` +
      [48, 38, 29, 20, 11]
        .map(
          (r, i) =>
            `<circle cx="${100 + i}" cy="${100 - i * 0.5}" r="${r}" fill="none" stroke="${i % 2 ? '#b57f52' : '#c48e5f'}" stroke-width="${i === 0 ? 2.5 : 2}"/>`,
        )
        .join('') +
      `<circle cx="104" cy="98" r="3" fill="#9a6841"/><path d="M104,98L150,74" stroke="#8a5a38" stroke-width="1.4"/>` +
      `<path d="M40,82l-8,-4M160,128l8,4M66,156l-4,8" stroke="#7a5236" stroke-width="4" stroke-linecap="round"/>`,
  },
  {
    slug: 'oakmoss',
    name: 'Oakmoss',
    bg: '#e3e6d8',
    art: () =>
      `<path d="M30,150C60,138 80,146 100,140S150,128 172,136L172,172L30,172Z" fill="#6b5a48"/>` +
      `<path d="M36,160C70,152 96,162 130,154M50,168C86,162 120,170 160,162" stroke="#52443a" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
      [
        [62, 118, 1],
        [96, 104, 1.2],
        [132, 116, 0.9],
        [80, 134, 0.8],
        [118, 136, 0.85],
      ]
        .map(
          ([x, y, s]) =>
            `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0,20C-4,6 -18,4 -22,-8C-14,-6 -8,-12 -10,-22C-2,-14 4,-20 6,-28C10,-16 18,-16 22,-22C20,-10 28,-4 24,6C16,4 8,12 0,20Z" fill="#8fa07a"/><path d="M0,20C2,6 -6,-6 -4,-16M2,8C8,0 12,-8 14,-16" stroke="#6f8360" stroke-width="1.6" fill="none" stroke-linecap="round"/></g>`,
        )
        .join(''),
  },
  {
    slug: 'tonka-bean',
    name: 'Tonka Bean',
    bg: '#efe6da',
    art: () => {
      const bean = (x, y, rot) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-36,0C-36,-12 -14,-15 0,-14C18,-13 36,-10 36,0C36,10 18,14 0,14C-14,15 -36,12 -36,0Z" fill="#3b2a22"/><path d="M-26,-4C-14,-8 0,-2 14,-6S28,-6 30,-2M-24,5C-10,2 4,8 18,3" stroke="#5e463a" stroke-width="2" fill="none" stroke-linecap="round"/><ellipse cx="-12" cy="-8" rx="10" ry="2.5" fill="#fff" opacity=".15"/></g>`;
      return (
        bean(82, 74, -20) +
        bean(120, 104, 15) +
        bean(76, 134, -5) +
        `<g transform="translate(140 148) rotate(30) scale(.6)"><path d="M-36,0C-36,-12 -14,-15 0,-14C18,-13 36,-10 36,0C36,10 18,14 0,14C-14,15 -36,12 -36,0Z" fill="#4a362b"/></g>`
      );
    },
  },
];

function ingredientSvg(it, theme = 'light') {
  const id = `ing-${it.slug}`;
  const [ground, halo] = theme === 'dark' ? [mix(it.bg, DARK_SURFACE, 0.84), '.07'] : [it.bg, '.35'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-labelledby="${id}-t">
<title id="${id}-t">${esc(it.name)}</title>
<rect width="200" height="200" rx="40" fill="${ground}"/>
<circle cx="100" cy="100" r="84" fill="#fff" opacity="${halo}"/>
${it.art()}
</svg>
`;
}

/* ─────────────────────────────── favicon ──────────────────────────────── */

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-labelledby="fav-t">
<title id="fav-t">Maison Lumière</title>
<rect x="12" y="2.5" width="8" height="6" rx="1" fill="#1f1d1a"/>
<rect x="13.5" y="8.5" width="5" height="3" fill="#1f1d1a"/>
<rect x="7" y="11.5" width="18" height="18" rx="3" fill="none" stroke="#1f1d1a" stroke-width="2"/>
<path d="M11,15.5v9" stroke="#1f1d1a" stroke-width="1.6" stroke-linecap="round"/>
</svg>
`;

/* ──────────────────────────────── write ───────────────────────────────── */

function write(rel, content) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return Buffer.byteLength(content);
}

// Each drawing twice: for the light theme, and in dark/ for the dark one (src/client/lib/artwork.ts picks).
const folders = { light: '', dark: 'dark/' };
let n = 0;
for (const [theme, sub] of Object.entries(folders)) {
  for (const p of perfumes) {
    const bytes = write(`public/images/perfumes/${sub}${p.slug}.svg`, perfumeSvg(p, theme));
    if (bytes > 6000) console.warn(`warning: ${sub}${p.slug}.svg is ${bytes} bytes`);
    n++;
  }
  for (const it of ingredients) {
    const bytes = write(`public/images/ingredients/${sub}${it.slug}.svg`, ingredientSvg(it, theme));
    if (bytes > 4000) console.warn(`warning: ingredients/${sub}${it.slug}.svg is ${bytes} bytes`);
    n++;
  }
}
write('public/favicon.svg', favicon);
n++;
console.log(`wrote ${n} SVG files`);
