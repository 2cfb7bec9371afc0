export interface NotePyramid {
  top: string;
  middle: string;
  base: string;
}

/**
 * A perfume's `notes` is "top, middle, base": three comma-and-space separated
 * parts. Missing parts read as empty; extra parts join the base.
 */
export function parseNotes(notes: string): NotePyramid {
  const parts = notes
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    top: parts[0] ?? '',
    middle: parts[1] ?? '',
    base: parts.slice(2).join(', '),
  };
}
