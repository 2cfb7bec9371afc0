import { BOTTLE_ML, DROP_ML, getPerfumeType, perfumeTypes, type PerfumeType, type PerfumeTypeId } from './bespoke';

/**
 * A formula's real strength (issue #43): the percent of fragrance oil its drops make in the 50 ml
 * bottle, which is what its label, the order, the review step and the batch sheet state. A type's
 * nominal concentration (40, 25, 15, 5 %) is the most its capacity holds, not what a formula reaches:
 * 33 drops in an Extrait de Parfum are 1.65 ml in 50 ml, 3.3 %, and are labelled so. Below the type's
 * usual band the builder says so and offers more drops or the lighter type the formula does reach; it
 * never refuses the design. No zod here: the builder's first render reads it.
 */

/** The least percent of fragrance oil a perfume of each type usually has: its usual band's floor. */
export const bandFloorPercent: Record<PerfumeTypeId, number> = {
  parfum: 20,
  'eau-de-parfum': 15,
  'eau-de-toilette': 5,
  'eau-de-cologne': 2,
};

/** Drops in the whole bottle: 1,000 drops of 0.05 ml in 50 ml (a drop is 0.1 % of it). */
const BOTTLE_DROPS = Math.round(BOTTLE_ML / DROP_ML);

/** A percent to its tenth, in tenths: exact for whole drops (a drop is one tenth of a percent). */
const tenthsOf = (drops: number) => Math.round((drops * 1000) / BOTTLE_DROPS);

/** "3.3 %": a strength as the label prints it, to its tenth. */
const strengthText = (percent: number) => `${percent.toFixed(1)} %`;

export interface Strength {
  /** Percent of fragrance oil in the bottle, to its tenth: 33 drops, 3.3. */
  percent: number;
  /** "3.3 %". */
  label: string;
  /** The type's nominal concentration: the most its capacity holds (40 for an Extrait de Parfum). */
  nominal: number;
  /** The least its usual band has (20 for an Extrait de Parfum). */
  floor: number;
  /** Below the type's usual band, or within it. */
  verdict: 'within' | 'below';
}

/** The real strength of `drops` in the bottle, against the type's usual band. */
export function strengthOf(perfumeType: PerfumeTypeId, drops: number): Strength {
  const type = getPerfumeType(perfumeType);
  if (!type) throw new Error(`Unknown perfume type ${perfumeType}`);
  const percent = tenthsOf(drops) / 10;
  const floor = bandFloorPercent[type.id];
  return {
    percent,
    label: strengthText(percent),
    nominal: type.concentration,
    floor,
    // Compared in tenths, exact: 200 drops in an Extrait are 20.0 %, within.
    verdict: tenthsOf(drops) < floor * 10 ? 'below' : 'within',
  };
}

/** A label's or work order's strength, from the drops of its composition (as stored, whatever it said then). */
export function strengthOfComposition(label: {
  perfumeType: PerfumeTypeId;
  composition: readonly { drops: number }[];
}): Strength {
  return strengthOf(
    label.perfumeType,
    label.composition.reduce((sum, line) => sum + line.drops, 0),
  );
}

/**
 * "20–40 %": a type's usual strength, from its band's floor to its nominal concentration (the most its
 * capacity holds), as its card in the builder says it: the label will state the formula's own, within.
 */
export function typeStrengthRange(perfumeType: PerfumeTypeId): string {
  const type = getPerfumeType(perfumeType);
  if (!type) throw new Error(`Unknown perfume type ${perfumeType}`);
  return `${bandFloorPercent[type.id]}–${type.concentration} %`;
}

/** The least drops at which a type's usual band starts: 200 for an Extrait de Parfum. */
export const bandFloorDrops = (perfumeType: PerfumeTypeId): number =>
  Math.ceil((bandFloorPercent[perfumeType] * BOTTLE_DROPS) / 100);

/**
 * The type a formula below its type's band does reach: the strongest type lighter than the chosen one
 * whose band the drops are within and whose capacity holds them; undefined when there is none (the
 * formula is below every band, or the chosen type is the lightest) or when it is within its own band.
 */
export function lighterTypeReached(perfumeType: PerfumeTypeId, drops: number): PerfumeType | undefined {
  const from = perfumeTypes.findIndex((t) => t.id === perfumeType);
  if (from < 0 || strengthOf(perfumeType, drops).verdict === 'within') return undefined;
  return perfumeTypes.slice(from + 1).find((t) => drops <= t.maxDrops && strengthOf(t.id, drops).verdict === 'within');
}
