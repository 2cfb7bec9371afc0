import { dropsToMl, getPerfumeType } from '@/domain/bespoke/bespoke';
import { strengthOf } from '@/domain/bespoke/strength';
import { lineKind } from '@/domain/cart/lines';
import { msg } from '@/domain/i18n/translator';

/*
 * What a cart or order line says about itself beyond name and price. `customDetails` is whatever
 * the server stored for the design, so every field is read defensively.
 */

type Details = Record<string, unknown>;

/** What a line needs to describe itself: a cart line (CartItem) and an order line both are one. */
export interface DescribedLine {
  isCustom: boolean;
  /** A 2 ml sample rather than the bottle (absent on lines older than samples). */
  size?: 'bottle' | 'sample';
  customDetails: Details | null;
  /** The catalogue perfume, attached on the client, when there is one. */
  perfume?: { notes: string };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** What a line is: the domain's one rule (a gift card is never a made-to-order perfume, issue #43). */
export { lineKind } from '@/domain/cart/lines';

export function hasBespokeLine(items: readonly Pick<DescribedLine, 'isCustom' | 'customDetails'>[]): boolean {
  return items.some((i) => lineKind(i) === 'bespoke');
}

export interface LifestyleSummary {
  kind: 'lifestyle';
  family?: string;
  notes?: string;
}

export interface BespokeSummary {
  kind: 'bespoke';
  typeName: string;
  /** The formula's real strength ("3.3 %"), from its drops; unknown without them. */
  concentration?: string;
  /** Ingredient ids per note group, in the order they were chosen (`label` a catalogue message: `t(label)`). */
  groups: { label: string; ids: number[] }[];
  totalDrops?: number;
  totalMl?: number;
}

export function lifestyleSummary(details: Details | null): LifestyleSummary {
  return { kind: 'lifestyle', family: str(details?.scentFamily), notes: str(details?.notes) };
}

export function bespokeSummary(details: Details | null): BespokeSummary {
  const type = getPerfumeType(str(details?.perfumeType));
  const ingredients = (details?.ingredients ?? {}) as Details;
  const drops = (details?.drops ?? {}) as Record<string, Record<string, unknown> | undefined>;
  let totalDrops = num(details?.totalDrops);
  if (totalDrops === undefined) {
    // Older lines: add the drops up ourselves.
    totalDrops =
      Object.values(drops).reduce(
        (sum, group) => sum + Object.values(group ?? {}).reduce<number>((s, d) => s + (num(d) ?? 0), 0),
        0,
      ) || undefined;
  }
  return {
    kind: 'bespoke',
    typeName: type?.name ?? msg('Bespoke perfume'),
    concentration: type && totalDrops !== undefined ? strengthOf(type.id, totalDrops).label : undefined,
    groups: [
      { label: msg('Top'), ids: ids(ingredients.top) },
      { label: msg('Middle'), ids: ids(ingredients.middle) },
      { label: msg('Base'), ids: ids(ingredients.base) },
    ],
    totalDrops,
    totalMl: totalDrops === undefined ? undefined : dropsToMl(totalDrops),
  };
}
