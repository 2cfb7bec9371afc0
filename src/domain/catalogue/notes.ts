export interface NotePyramid {
  top: string;
  middle: string;
  base: string;
}

/** The three tiers of a perfume's notes, top → base. */
export const noteTiers = ['top', 'middle', 'base'] as const;
export type NoteTier = (typeof noteTiers)[number];

/**
 * How many of a perfume's notes are top notes and how many heart notes (the rest are base notes); null: one
 * of each, the rest base (the spec's "top, middle, base").
 */
export interface NoteSplit {
  top: number;
  middle: number;
}

/** The most notes a tier may hold. */
export const MAX_NOTES_PER_TIER = 8;

/** A perfume's notes one by one, in their order (top → base): "Pink Pepper, Rose, Patchouli". */
export function notesOf(notes: string): string[] {
  return notes
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A perfume's notes by tier (issue #51): the notes are listed top → base (the spec's one string), and `split`
 * says how many are top notes and how many heart notes; without it, the first is the top, the second the
 * heart, the rest the base. A split longer than the notes leaves the later tiers empty.
 */
export function notesByTier(notes: string, split?: NoteSplit | null): Record<NoteTier, string[]> {
  const parts = notesOf(notes);
  const top = split ? split.top : 1;
  const middle = split ? split.middle : 1;
  return {
    top: parts.slice(0, top),
    middle: parts.slice(top, top + middle),
    base: parts.slice(top + middle),
  };
}

/**
 * A perfume's `notes` is "top, middle, base": three comma-and-space separated
 * parts. Missing parts read as empty; extra parts join the base; with a `split`, each tier holds its own.
 */
export function parseNotes(notes: string, split?: NoteSplit | null): NotePyramid {
  const tiers = notesByTier(notes, split);
  return { top: tiers.top.join(', '), middle: tiers.middle.join(', '), base: tiers.base.join(', ') };
}

/** A note's key in the glossary: its English name without case or accents ("Ylang-Ylang" → "ylang-ylang"). */
export function noteKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
