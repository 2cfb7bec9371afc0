import {
  BOTTLE_ML,
  DROP_ML,
  getPerfumeType,
  noteGroups,
  type DropCaps,
  type NoteGroup,
  type PerfumeTypeId,
} from '../bespoke/bespoke';
import { strengthOf } from '../bespoke/strength';
import { msg } from '../i18n/translator';

/**
 * One rule for a custom perfume's label (decision 064): a formula of drops becomes its composition in
 * the 50 ml bottle, the fragrance allergens it must declare, and the IFRA limits it keeps or breaks.
 * The builder's steps, the server's check, the order page, the work order and the printed label all
 * read this file, so they cannot disagree.
 *
 * Exact in integers: a drop is 0.05 ml, a thousandth of the bottle (0.1 %); a material's allergen
 * content and its IFRA limit are held in thousandths of a percent (`milli`), so an allergen's share of
 * the finished perfume is `drops × content` millionths of a percent, compared with the threshold
 * (0.001 %, 1,000 millionths) without a rounding error.
 */

/** A labelled fragrance allergen in a material: its INCI name and its percent of the material. */
interface AllergenContent {
  inci: string;
  percent: number;
}

/** What the rule needs to know of an ingredient. */
export interface Material {
  id: number;
  name: string;
  /** IFRA Category 4 (fine fragrance) limit: the most of it, in percent of the finished perfume; null: none. */
  ifraLimit: number | null;
  allergens: readonly AllergenContent[];
  /** Its density in g/ml, to weigh it (issue #43); null or absent: not known, weighed by volume. */
  density?: number | null;
}

/** A formula as the atelier weighs it: the type and each ingredient's drops, by note group. */
export interface Formula {
  perfumeType: PerfumeTypeId;
  lines: readonly { ingredientId: number; group: NoteGroup; drops: number }[];
}

export interface CompositionLine {
  ingredientId: number;
  name: string;
  group: NoteGroup;
  drops: number;
  /** Millilitres (drops × 0.05). */
  ml: number;
  /** Percent of the finished 50 ml (drops × 0.1). */
  percent: number;
  /** The material's density (g/ml) when the formula was paid; absent on older work orders (issue #43). */
  density?: number;
  /** Grams to weigh: ml × density, to the hundredth of a gram; absent when the density is not known. */
  grams?: number;
}

interface DeclaredAllergen {
  inci: string;
  /** Its percent of the finished perfume, rounded to 4 decimals (for the batch sheet; the label names it only). */
  percent: number;
}

/** An ingredient past its IFRA limit: how many drops it has, and how many the limit allows. */
interface IfraExcess {
  ingredientId: number;
  name: string;
  drops: number;
  maxDrops: number;
}

export interface Label {
  perfumeType: PerfumeTypeId;
  typeName: string;
  /** The formula's real strength, its drops in the bottle ("3.3 %"; `strengthOf`), never the type's nominal one. */
  concentrationLabel: string;
  volumeMl: number;
  composition: CompositionLine[];
  /** The fragrance's millilitres and the alcohol base that fills the bottle. */
  fragranceMl: number;
  alcoholMl: number;
  alcoholPercent: number;
  /** The alcohol base's grams (ethanol denat. at `ALCOHOL_DENSITY`), on a formula weighed (`weighed`). */
  alcoholGrams?: number;
  /** The allergens to declare (above 0.001 % of the finished perfume), most first, then by name. */
  allergens: DeclaredAllergen[];
  /** Ingredients past their IFRA limit: empty for a formula that may be made. */
  ifraExcess: IfraExcess[];
}

/** Drops in the whole bottle: 50 ml of 0.05 ml drops. */
const BOTTLE_DROPS = Math.round(BOTTLE_ML / DROP_ML);
/** The declaration threshold for leave-on products (Regulation (EC) No 1223/2009, Annex III): 0.001 %. */
export const ALLERGEN_THRESHOLD_PERCENT = 0.001;
/** Millionths of a percent in the threshold. */
const THRESHOLD_MICRO = 1000;

/** A percent in thousandths of a percent (0.001 % steps, as materials' values are kept). */
export const toMilliPercent = (percent: number): number => Math.round(percent * 1000);

/** Millilitres of `drops`, exact to the hundredth. */
const mlOf = (drops: number) => (drops * Math.round(DROP_ML * 100)) / 100;
/** Percent of the 50 ml bottle of `drops`, exact to the tenth. */
const percentOf = (drops: number) => (drops * 1000) / BOTTLE_DROPS / 10;

/**
 * The most drops of a material its IFRA limit allows in the finished perfume; null when it has none.
 * A drop is 0.1 % (100 thousandths), so the limit in thousandths, divided by 100, rounded down.
 */
export function ifraMaxDrops(material: Pick<Material, 'ifraLimit'>): number | null {
  if (material.ifraLimit === null) return null;
  return Math.floor(toMilliPercent(material.ifraLimit) / 100);
}

/** The label of a formula. Unknown ingredients are named by their id and declare nothing. */
export function labelOf(formula: Formula, materials: ReadonlyMap<number, Material>): Label {
  const type = getPerfumeType(formula.perfumeType);
  if (!type) throw new Error(`Unknown perfume type ${formula.perfumeType}`);
  const composition: CompositionLine[] = [];
  const ifraExcess: IfraExcess[] = [];
  const micro = new Map<string, number>();
  const inciName = new Map<string, string>();
  let totalDrops = 0;
  for (const group of noteGroups) {
    for (const line of formula.lines) {
      if (line.group !== group || line.drops <= 0) continue;
      const material = materials.get(line.ingredientId);
      const name = material?.name ?? `Ingredient ${line.ingredientId}`;
      totalDrops += line.drops;
      composition.push({
        ingredientId: line.ingredientId,
        name,
        group,
        drops: line.drops,
        ml: mlOf(line.drops),
        percent: percentOf(line.drops),
      });
      if (!material) continue;
      const max = ifraMaxDrops(material);
      if (max !== null && line.drops > max)
        ifraExcess.push({ ingredientId: line.ingredientId, name, drops: line.drops, maxDrops: max });
      for (const a of material.allergens) {
        // One allergen, however its name is cased or spaced in different materials.
        const key = a.inci.trim().toLowerCase().replace(/\s+/g, ' ');
        if (!inciName.has(key)) inciName.set(key, a.inci.trim().replace(/\s+/g, ' '));
        micro.set(key, (micro.get(key) ?? 0) + line.drops * toMilliPercent(a.percent));
      }
    }
  }
  const allergens = [...micro]
    .filter(([, amount]) => amount > THRESHOLD_MICRO)
    .sort(([ka, a], [kb, b]) => b - a || ka.localeCompare(kb))
    .map(([key, amount]) => ({ inci: inciName.get(key)!, percent: Math.round(amount / 100) / 10_000 }));
  return {
    perfumeType: type.id,
    typeName: type.name,
    concentrationLabel: strengthOf(type.id, totalDrops).label,
    volumeMl: BOTTLE_ML,
    composition,
    fragranceMl: mlOf(totalDrops),
    alcoholMl: mlOf(BOTTLE_DROPS - totalDrops),
    alcoholPercent: percentOf(BOTTLE_DROPS - totalDrops),
    allergens,
    ifraExcess,
  };
}

/** A bespoke design's formula (its ticked ingredients, in the order they were ticked). */
export function formulaOfDesign(design: {
  perfumeType: PerfumeTypeId;
  ingredients: Readonly<Record<NoteGroup, readonly number[]>>;
  drops: Readonly<Record<NoteGroup, Readonly<Record<string, number>>>>;
}): Formula {
  return {
    perfumeType: design.perfumeType,
    lines: noteGroups.flatMap((group) =>
      design.ingredients[group].map((id) => ({ ingredientId: id, group, drops: design.drops[group][String(id)] ?? 0 })),
    ),
  };
}

/** A map of materials by id, as `labelOf` reads them. */
export const materialsById = <M extends Material>(list: readonly M[]): Map<number, M> =>
  new Map(list.map((m) => [m.id, m]));

/** The materials' IFRA limits as drops, as the builder's drop controls keep them. */
export function dropCapsOf(materials: readonly Material[]): DropCaps {
  const caps = new Map<number, { name: string; maxDrops: number }>();
  for (const m of materials) {
    const maxDrops = ifraMaxDrops(m);
    if (maxDrops !== null) caps.set(m.id, { name: m.name, maxDrops });
  }
  return caps;
}

// ---------------------------------------------------------------------------
// What the printed label carries besides the formula (Regulation (EC) No 1223/2009, Article 19)

/** The base's ingredients by their INCI names, most first: the alcohol, the fragrance, the water. */
const BASE_INCI = ['ALCOHOL DENAT.', 'PARFUM (FRAGRANCE)', 'AQUA'] as const;

/**
 * The label's list of ingredients in INCI form and order: the base's, then each allergen to declare
 * by its INCI name, most first ("ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA, LIMONENE, LINALOOL").
 */
export function inciList(label: Pick<Label, 'allergens'>): string[] {
  return [...BASE_INCI, ...label.allergens.map((a) => a.inci.toUpperCase())];
}

/** "Ingredients: ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA, LIMONENE". */
export const ingredientsLine = (label: Pick<Label, 'allergens'>) => `Ingredients: ${inciList(label).join(', ')}`;

/** The precautions an alcoholic perfume's label states. */
export const LABEL_WARNINGS = [
  msg('Flammable. Keep away from heat and flame.'),
  msg('Avoid contact with eyes.'),
] as const;

/** The period after opening, in months, printed in the open-jar symbol ("36M"). */
export const PERIOD_AFTER_OPENING_MONTHS = 36;
export const periodAfterOpening = `${PERIOD_AFTER_OPENING_MONTHS}M`;

/** Where every bottle is made. */
export const MADE_IN = msg('Made in France');

/** The estimated sign (U+212E): the nominal quantity is filled by the average system (Directive 76/211/EEC). */
export const ESTIMATED_SIGN = '\u212e';

/** "50 ml ℮": the nominal quantity as the label states it. */
export const nominalQuantity = (label: Pick<Label, 'volumeMl'>) => `${label.volumeMl} ml ${ESTIMATED_SIGN}`;

// ---------------------------------------------------------------------------
// Weighing (issue #43): an atelier weighs on a scale, so each line's millilitres become grams.

/** The alcohol base's density, g/ml: perfumer's ethanol, denatured, 96 % (0.79 g/ml at 20 °C). */
export const ALCOHOL_DENSITY = 0.79;
/** A density is kept to the thousandth of a g/ml, between these (every perfumery material falls within). */
export const MIN_DENSITY = 0.5;
export const MAX_DENSITY = 2;

/**
 * Grams of `ml` millilitres of a material of `density` g/ml, to the hundredth of a gram: computed in
 * integers (hundredths of a ml × thousandths of a g/ml), rounded half up once, so no float drifts.
 */
export function gramsOf(ml: number, density: number): number {
  const hundredthsMl = Math.round(ml * 100);
  const milliDensity = Math.round(density * 1000);
  return Math.round((hundredthsMl * milliDensity) / 1000) / 100;
}

/**
 * The label with what the perfumer weighs: each line's density and grams where its material's density
 * is known (none invented where it is not), and the alcohol base's grams.
 */
export function weighed<L extends Omit<Label, 'ifraExcess'>>(label: L, materials: ReadonlyMap<number, Material>): L {
  return {
    ...label,
    composition: label.composition.map((line) => {
      const density = materials.get(line.ingredientId)?.density;
      return density ? { ...line, density, grams: gramsOf(line.ml, density) } : line;
    }),
    alcoholGrams: gramsOf(label.alcoholMl, ALCOHOL_DENSITY),
  };
}

/** The grams of a weighed formula's fragrance, when every line has them; undefined otherwise. */
export function fragranceGrams(label: Pick<Label, 'composition'>): number | undefined {
  if (label.composition.some((l) => l.grams === undefined)) return undefined;
  return label.composition.reduce((sum, l) => sum + Math.round(l.grams! * 100), 0) / 100;
}
