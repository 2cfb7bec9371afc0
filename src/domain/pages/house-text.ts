import { msg } from '../i18n/translator';
import { paths } from './paths';

/*
 * The house's pages as the owner writes them (docs/features/seo-and-pages.md, "House pages"; issue #43): a small,
 * safe text format, and the facts a page reads from the settings it describes. No zod, no I/O: the
 * client-care pages read this on their first render, and the server checks what the back office
 * saves with the same rules.
 *
 * The format, a line at a time:
 *   ## Heading {#anchor}     a section (the anchor is optional: links such as /terms#withdrawal name it)
 *   ### Heading              a heading inside a section (on the FAQ: a question, its answer below)
 *   - item                   a list item (consecutive items make one list)
 *   > line                   a boxed aside (the model withdrawal form)
 *   an empty line            ends a paragraph
 * and inside a line: **strong words**, [words](/a-page), [words](mailto:…), [words](https://…).
 * Nothing is HTML: `<b>` is shown as typed. A link to anywhere else is shown as its words.
 *
 * Facts are placeholders, `{madeToOrderDays}`, filled from the settings when the page is read, so the
 * words never state a delivery time, a price or a window of their own.
 */

/** The pages the owner writes, in the order the back office lists them. */
export const HOUSE_PAGE_SLUGS = [
  'shipping-returns',
  'faq',
  'terms',
  'privacy',
  'about',
  'collections',
  'testimonials',
] as const;
export type HousePageSlug = (typeof HOUSE_PAGE_SLUGS)[number];

/** Each page's title: a message, shown with `t()` (the API's page in its language). */
export const housePageTitles: Record<HousePageSlug, string> = {
  'shipping-returns': msg('Shipping & Returns'),
  faq: msg('Frequently Asked Questions'),
  terms: msg('Terms & Conditions'),
  privacy: msg('Privacy Policy'),
  about: msg('About Us'),
  collections: msg('The collection’s introductions'),
  testimonials: msg('Testimonials'),
};

/** Where shoppers read each page (the testimonials are on the home page). */
export const housePagePaths: Record<HousePageSlug, string> = {
  'shipping-returns': paths.info('shipping-returns'),
  faq: paths.info('faq'),
  terms: paths.info('terms'),
  privacy: paths.info('privacy'),
  about: paths.about(),
  collections: paths.collections(),
  testimonials: paths.home('testimonials-heading'),
};

export function isHousePageSlug(value: string): value is HousePageSlug {
  return (HOUSE_PAGE_SLUGS as readonly string[]).includes(value);
}

/** Every fact a page may name, and where it comes from (the back office lists them beside the editor). */
export const HOUSE_FACTS = {
  madeToOrderDays: msg('Days a custom or bespoke perfume takes to leave the atelier (Atelier: made-to-order days)'),
  returnWindowDays: msg('Days after delivery a bottle from the collection may be sent back (the returns rule)'),
  shippingFrom: msg('The lowest price of any delivery method (Settings: shipping zones)'),
  freeShippingFrom: msg(
    'The lowest amount above which a delivery method is free, or “no amount” (Settings: shipping zones)',
  ),
  shippingMethods: msg('Every zone with its methods, prices and days, as a list (Settings: shipping zones)'),
  giftWrapPrice: msg('What a gift wrap costs (Settings: legal details)'),
  samplePrice: msg('What a 2 ml sample costs'),
  sampleCreditDays: msg('Days after a sample during which its price comes off the bottle'),
  maxQuantity: msg('Bottles of one perfume in one cart line, at most'),
  maxCartLines: msg('Lines in one cart, at most'),
  maxOrderTotal: msg('The largest total of one order'),
  unpaidHours: msg('Hours after which an unpaid order is cancelled'),
  houseEmail: msg('The contact e-mail (Settings: contact details)'),
  privacyEmail: msg('The address for privacy requests'),
  legalAddress: msg('The house’s name and address in one line (Settings: legal details)'),
  perfumeCount: msg('How many perfumes the collection holds, in words (“twenty-one”; the catalogue)'),
  PerfumeCount: msg('The same, as a sentence starts with it (“Twenty-one”)'),
} as const;
export type HouseFactName = keyof typeof HOUSE_FACTS;
export type HouseFacts = Record<HouseFactName, string>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

const isFact = (name: string): name is HouseFactName => Object.hasOwn(HOUSE_FACTS, name);

/** The placeholders a text names that are no fact (`{madeToOrderDay}`), each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!isFact(name!)) unknown.add(name!);
  return [...unknown];
}

/** The text with each placeholder replaced by its fact (a placeholder no fact names stays as written). */
export function fillFacts(text: string, facts: HouseFacts): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isFact(name) ? facts[name] : whole));
}

/** A fact written into the text: characters the format reads are escaped, so a zone's name stays words. */
export function escapeText(value: string): string {
  return value.replace(/[\\*[\]{}]/g, (c) => `\\${c}`);
}

// ── Reading the format ──────────────────────────────────────────────────────────────────────────

export type Inline =
  { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string; id: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'aside'; lines: Inline[][] };

/** Where a link may go: a page of the shop (or an anchor on it), an e-mail address, a secure site. */
function isSafeHref(href: string): boolean {
  return (
    /^\/(?!\/)[^\s\\]*$/.test(href) ||
    /^#[\w-]+$/.test(href) ||
    /^mailto:[^\s<>]+$/.test(href) ||
    /^https:\/\/[^\s<>]+$/.test(href)
  );
}

/** A heading's anchor: its own `{#id}`, else its words in lower case joined by dashes. */
function anchorOf(text: string): { text: string; id: string } {
  const own = /\s*\{#([a-z0-9][a-z0-9-]{0,60})\}\s*$/.exec(text);
  if (own) return { text: text.slice(0, own.index).trim(), id: own[1]! };
  const id = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { text: text.trim(), id: id || 'section' };
}

/** Undoes the format's escapes (`\*` is a star). */
const unescape = (text: string) => text.replace(/\\([\\*[\]{}])/g, '$1');

/** A line's words: plain, **strong**, and [links](…). */
export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === '\\' && i + 1 < line.length && '\\*[]{}'.includes(line[i + 1]!)) {
      text += line[i + 1];
      i += 2;
      continue;
    }
    if (c === '*' && line[i + 1] === '*') {
      const end = findUnescaped(line, '**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'strong', text: unescape(line.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (c === '[') {
      const close = findUnescaped(line, '](', i + 1);
      const end = close < 0 ? -1 : line.indexOf(')', close + 2);
      if (close > i && end > close) {
        const words = unescape(line.slice(i + 1, close));
        const href = line.slice(close + 2, end).trim();
        flush();
        out.push(isSafeHref(href) ? { kind: 'link', text: words, href } : { kind: 'text', text: words });
        i = end + 1;
        continue;
      }
    }
    text += c;
    i += 1;
  }
  flush();
  return out;
}

function findUnescaped(line: string, token: string, from: number): number {
  for (let i = from; i <= line.length - token.length; i++) {
    if (line[i] === '\\') {
      i += 1;
      continue;
    }
    if (line.startsWith(token, i)) return i;
  }
  return -1;
}

/** The text as blocks: headings, paragraphs, lists and asides. */
export function parseHouseText(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | undefined;
  let aside: Inline[][] | undefined;
  const ids = new Set<string>();
  const close = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = undefined;
    if (aside) blocks.push({ kind: 'aside', lines: aside });
    aside = undefined;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (!line) close();
    else if (heading) {
      close();
      const { text: words, id: wanted } = anchorOf(heading[2]!);
      // Each anchor once on the page: a second "Returns" is "returns-2".
      let id = wanted;
      for (let n = 2; ids.has(id); n++) id = `${wanted}-${n}`;
      ids.add(id);
      blocks.push({ kind: 'heading', level: heading[1]!.length as 2 | 3, text: unescape(words), id });
    } else if (/^[-*]\s+/.test(line)) {
      if (!list) close();
      list ??= [];
      list.push(parseInline(line.replace(/^[-*]\s+/, '')));
    } else if (line.startsWith('>')) {
      if (!aside) close();
      aside ??= [];
      aside.push(parseInline(line.replace(/^>\s?/, '')));
    } else {
      if (list || aside) close();
      paragraph.push(line);
    }
  }
  close();
  return blocks;
}

/**
 * Says a problem with a page's words: its catalogue message (a whole sentence, `msg()`) with the owner's words
 * quoted in it as values. In English by default; the server and the back office pass their translator's `t`.
 */
export type SayProblem = (message: string, values?: Record<string, string>) => string;

/** A problem's English: the message with its `{value}`s filled. */
export const sayInEnglish: SayProblem = (message, values) =>
  values ? message.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all) : message;

/** What the back office refuses in a page's text, in words: unknown placeholders, links to elsewhere. */
export function houseTextProblems(text: string, say: SayProblem = sayInEnglish): string[] {
  const problems: string[] = [];
  const unknown = unknownPlaceholders(text);
  const names = unknown.map((n) => `{${n}}`).join(', ');
  // One placeholder or several (the list itself is the plural): a whole sentence each.
  if (unknown.length === 1) problems.push(say(msg('{name} is not a fact this page can read'), { name: names }));
  if (unknown.length > 1) problems.push(say(msg('{names} are not a fact this page can read'), { names }));
  const links = [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]!.trim()).filter((href) => !isSafeHref(href));
  if (links.length)
    problems.push(
      say(msg('Links may go to a page of the shop (/…), an e-mail (mailto:…) or an https site: not {link}'), {
        link: links[0]!,
      }),
    );
  return problems;
}
