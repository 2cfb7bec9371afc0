import { getPerfumeType } from '../../domain/bespoke/bespoke';

/** A custom perfume's formula in a few words, for a mail or a list (the details are read defensively). */
export function formulaSummary(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const d = details as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  if (d.type === 'lifestyle') {
    const family = text(d.scentFamily);
    const notes = text(d.notes);
    return [family ? `${family} family` : undefined, notes].filter(Boolean).join(' · ') || undefined;
  }
  if (d.type === 'bespoke-perfume') {
    const type = getPerfumeType(text(d.perfumeType));
    const ingredients = (d.ingredients ?? {}) as Record<string, unknown>;
    const count = (g: string) => (Array.isArray(ingredients[g]) ? (ingredients[g] as unknown[]).length : 0);
    const drops = typeof d.totalDrops === 'number' ? `${d.totalDrops} drops` : undefined;
    return [
      type?.name ?? 'Bespoke perfume',
      `${count('top')} top, ${count('middle')} heart, ${count('base')} base notes`,
      drops,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return undefined;
}
