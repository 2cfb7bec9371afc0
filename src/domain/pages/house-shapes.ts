// messages: back office
import { msg } from '../i18n/translator';
import { type Block, type Inline, parseHouseText, type SayProblem, sayInEnglish } from './house-text';

/*
 * The house's pages that are not one flowing text (issue #43): the About story, the home page's
 * testimonials and the collection's introductions. The owner writes them in the same format
 * (house-text.ts); each names its parts by headings, read here into what the page lays out, with
 * the problems the back office shows before saving. No zod, no I/O: the pages read this on their
 * first render, the server checks what is saved with it.
 */

/** A `### Heading` and the flow under it (paragraphs only: the pages lay out each part themselves). */
interface Part {
  heading: string;
  paragraphs: Inline[][];
}

/** The level-2 sections of a text by their anchors: `## Our Values {#values}` is `values`. */
function sectionsById(blocks: Block[]): Map<string, Block[]> {
  const out = new Map<string, Block[]>();
  let current: Block[] | undefined;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 2) {
      current = [];
      out.set(block.id, current);
    } else current?.push(block);
  }
  return out;
}

const paragraphsOf = (blocks: Block[]): Inline[][] =>
  blocks.flatMap((b) =>
    b.kind === 'paragraph' ? [b.content] : b.kind === 'list' ? b.items : b.kind === 'aside' ? b.lines : [],
  );

/** The `###` parts of a section, each with the paragraphs under it (words before the first part are dropped). */
function partsOf(blocks: Block[]): Part[] {
  const parts: Part[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') parts.push({ heading: block.text, paragraphs: [] });
    else parts.at(-1)?.paragraphs.push(...paragraphsOf([block]));
  }
  return parts;
}

// ── The About story ────────────────────────────────────────────────────────────────────────────

export interface AboutStory {
  /** The mission: its first paragraph is the statement, the rest say more. */
  mission: Inline[][];
  values: { title: string; text: Inline[][] }[];
  journey: { year: string; title: string; text: Inline[][] }[];
}

/** "2020 · The atelier opens": a year (or span) and a title. */
const JOURNEY_STEP = /^(.{1,20}?)\s+[·|—-]\s+(.+)$/;

export function aboutStory(text: string): AboutStory {
  const sections = sectionsById(parseHouseText(text));
  return {
    mission: paragraphsOf(sections.get('mission') ?? []),
    values: partsOf(sections.get('values') ?? []).map((p) => ({ title: p.heading, text: p.paragraphs })),
    journey: partsOf(sections.get('journey') ?? []).map((p) => {
      const step = JOURNEY_STEP.exec(p.heading);
      return { year: step?.[1] ?? '', title: step?.[2] ?? p.heading, text: p.paragraphs };
    }),
  };
}

/** Each section the About story needs, and what is said when it lacks it (a whole sentence each). */
const ABOUT_SECTIONS = [
  ['mission', msg('The story needs its Mission section: a line “## Mission {#mission}”')],
  ['values', msg('The story needs its Values section: a line “## Values {#values}”')],
  ['journey', msg('The story needs its Journey section: a line “## Journey {#journey}”')],
] as const;

function aboutProblems(text: string, say: SayProblem): string[] {
  const sections = sectionsById(parseHouseText(text));
  const story = aboutStory(text);
  const problems: string[] = [];
  for (const [id, lacking] of ABOUT_SECTIONS) if (!sections.has(id)) problems.push(say(lacking));
  if (sections.has('mission') && story.mission.length === 0)
    problems.push(say(msg('The Mission section needs its words')));
  if (sections.has('values') && (story.values.length < 1 || story.values.length > 8))
    problems.push(say(msg('The Values section holds 1 to 8 values, each a “### Title” with its words below')));
  if (sections.has('journey') && (story.journey.length < 1 || story.journey.length > 10))
    problems.push(say(msg('The Journey section holds 1 to 10 steps, each a “### 2020 · Title” with its words below')));
  const unnamed = partsOf(sections.get('journey') ?? []).find((p) => !JOURNEY_STEP.test(p.heading));
  if (unnamed)
    problems.push(
      say(msg('A step of the Journey is “### year · title”: not “{heading}”'), { heading: unnamed.heading }),
    );
  return problems;
}

// ── The testimonials ───────────────────────────────────────────────────────────────────────────

export interface Testimonial {
  author: string;
  role: string;
  /** 1 to 5, in half stars. */
  rating: number;
  content: string;
}

/** "Élodie Marchand · Creative Director · 4.5": who, what they do, and their stars. */
const TESTIMONIAL_HEADING = /^(.+?)\s+·\s+(.+?)\s+·\s+(\d(?:[.,]5)?)$/;

const plain = (content: Inline[]) => content.map((part) => part.text).join('');

function testimonialParts(text: string) {
  return partsOf(parseHouseText(text)).map((part) => {
    const match = TESTIMONIAL_HEADING.exec(part.heading);
    const rating = match ? Number(match[3]!.replace(',', '.')) : NaN;
    return {
      heading: part.heading,
      valid: match !== null && rating >= 1 && rating <= 5,
      testimonial: {
        author: match?.[1] ?? part.heading,
        role: match?.[2] ?? '',
        rating,
        content: part.paragraphs.map(plain).join(' '),
      },
    };
  });
}

/** The testimonials the home page shows, in the owner's order (those written wrong are left out). */
export function testimonials(text: string): Testimonial[] {
  return testimonialParts(text)
    .filter((p) => p.valid && p.testimonial.content)
    .map((p) => p.testimonial);
}

function testimonialProblems(text: string, say: SayProblem): string[] {
  const parts = testimonialParts(text);
  const problems: string[] = [];
  if (parts.length < 1 || parts.length > 6)
    problems.push(say(msg('The page holds 1 to 6 testimonials, each a “### Name · Role · 5” with its words below')));
  const wrong = parts.find((p) => !p.valid);
  if (wrong)
    problems.push(
      say(msg("A testimonial's heading is “### Name · Role · stars” (stars 1 to 5, halves allowed): not “{heading}”"), {
        heading: wrong.heading,
      }),
    );
  const silent = parts.find((p) => p.valid && !p.testimonial.content);
  if (silent)
    problems.push(say(msg('The testimonial of {author} needs its words'), { author: silent.testimonial.author }));
  return problems;
}

// ── The collection's introductions ─────────────────────────────────────────────────────────────

/** Each gender tab's introduction (the page's own introduction is the whole collection's). */
export function collectionIntros(text: string): { female: string; male: string } {
  const sections = sectionsById(parseHouseText(text));
  const words = (id: string) =>
    paragraphsOf(sections.get(id) ?? [])
      .map(plain)
      .join(' ');
  return { female: words('women'), male: words('men') };
}

function collectionProblems(text: string, say: SayProblem): string[] {
  const intros = collectionIntros(text);
  const problems: string[] = [];
  if (!intros.female)
    problems.push(say(msg('The text needs the women’s introduction: “## Women” and its words below')));
  if (!intros.male) problems.push(say(msg('The text needs the men’s introduction: “## Men” and its words below')));
  return problems;
}

/** How the pages with a layout of their own are written, as the back office says it beside the text (`t()` them). */
export const PAGE_SHAPES: Partial<Record<string, string>> = {
  about: msg(
    'Three sections: “## Mission {#mission}” (its first paragraph is the large statement), “## Values {#values}” with each value a “### Title” and its words, and “## Journey {#journey}” with each step a “### 2020 · Title” and its words.',
  ),
  testimonials: msg(
    'One to six testimonials, each a “### Name · Role · 5” (stars 1 to 5, halves allowed) with the words below. The introduction is the line under “What Our Clients Say”.',
  ),
  collections: msg(
    'The introduction is the whole collection’s; the text holds the women’s under “## Women” and the men’s under “## Men”.',
  ),
};

/**
 * What a page's text lacks for its layout (none for a page that is one flowing text), said by `say` (in English
 * unless given the reader's `t`).
 */
export function pageShapeProblems(slug: string, text: string, say: SayProblem = sayInEnglish): string[] {
  if (slug === 'about') return aboutProblems(text, say);
  if (slug === 'testimonials') return testimonialProblems(text, say);
  if (slug === 'collections') return collectionProblems(text, say);
  return [];
}
