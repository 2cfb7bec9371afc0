import { msg, type Translator } from '../i18n/translator';
import { customNameProblem } from '../lifestyle/lifestyle';
import { type Cents } from '../shared/money';

/**
 * The bespoke configurator: perfume types, drops of 0.05 ml (1 to 50 per ingredient, at least
 * one ingredient per group, within the type's capacity) and the builder's steps. The browser
 * builder uses the pure state helpers; the server re-validates every design with
 * `validateBespokeDesign` (`schemas.ts`) and takes the price from the type, never from
 * the client. No zod here: the builder's page runs these helpers on its first render.
 */

export const DROP_ML = 0.05;
export const MIN_DROPS = 1;
export const MAX_DROPS_PER_INGREDIENT = 50;
export const BOTTLE_ML = 50;
/** Per group; far above any real formula, it only bounds what the server accepts. */
export const MAX_INGREDIENTS_PER_GROUP = 20;

export const noteGroups = ['top', 'middle', 'base'] as const;
export type NoteGroup = (typeof noteGroups)[number];

export const perfumeTypeIds = ['parfum', 'eau-de-parfum', 'eau-de-toilette', 'eau-de-cologne'] as const;
export type PerfumeTypeId = (typeof perfumeTypeIds)[number];

/** A type's name, longevity and sillage are catalogue messages: shown as `t(type.name)`. */
export interface PerfumeType {
  id: PerfumeTypeId;
  name: string;
  /** Percent of fragrance oil in the alcohol base. */
  concentration: 40 | 25 | 15 | 5;
  concentrationLabel: string;
  longevity: string;
  sillage: string;
  priceCents: Cents;
  maxDrops: number;
  maxMl: number;
}

// The id is `parfum` (docs/decisions: Parfum concentration), not the stray `extrait-de-parfum`.
export const perfumeTypes: readonly PerfumeType[] = [
  {
    id: 'parfum',
    name: msg('Extrait de Parfum'),
    concentration: 40,
    concentrationLabel: '40%',
    longevity: msg('8-12 hours'),
    sillage: msg('Moderate'),
    priceCents: 28500,
    maxDrops: 400,
    maxMl: 20,
  },
  {
    id: 'eau-de-parfum',
    name: msg('Eau de Parfum'),
    concentration: 25,
    concentrationLabel: '25%',
    longevity: msg('6-8 hours'),
    sillage: msg('Good'),
    priceCents: 19500,
    maxDrops: 250,
    maxMl: 12.5,
  },
  {
    id: 'eau-de-toilette',
    name: msg('Eau de Toilette'),
    concentration: 15,
    concentrationLabel: '15%',
    longevity: msg('3-5 hours'),
    sillage: msg('Light'),
    priceCents: 14500,
    maxDrops: 150,
    maxMl: 7.5,
  },
  {
    id: 'eau-de-cologne',
    name: msg('Eau de Cologne'),
    concentration: 5,
    concentrationLabel: '5%',
    longevity: msg('1-3 hours'),
    sillage: msg('Very Light'),
    priceCents: 9500,
    maxDrops: 50,
    maxMl: 2.5,
  },
];

/** The price when no (or an unknown) type is given. */
const DEFAULT_BESPOKE_PRICE_CENTS: Cents = 19500;

export function getPerfumeType(id: string | undefined | null): PerfumeType | undefined {
  return perfumeTypes.find((t) => t.id === id);
}

export function bespokePriceCents(typeId?: string): Cents {
  return getPerfumeType(typeId)?.priceCents ?? DEFAULT_BESPOKE_PRICE_CENTS;
}

// ---------------------------------------------------------------------------
// The design held by the builder

type GroupOf<T> = { top: T; middle: T; base: T };

export interface BespokeDesign {
  perfumeType: PerfumeTypeId | '';
  customName: string;
  /** Ingredient ids per group, in the order they were ticked. */
  ingredients: GroupOf<number[]>;
  /** Drops per ingredient, keyed by String(id). */
  drops: GroupOf<Record<string, number>>;
}

export function emptyDesign(): BespokeDesign {
  return {
    perfumeType: '',
    customName: '',
    ingredients: { top: [], middle: [], base: [] },
    drops: { top: {}, middle: {}, base: {} },
  };
}

/** Switching type keeps every ingredient; `capacity().exceeds` tells when it no longer fits. */
export function setPerfumeType(design: BespokeDesign, perfumeType: PerfumeTypeId | ''): BespokeDesign {
  return design.perfumeType === perfumeType ? design : { ...design, perfumeType };
}

export function setCustomName(design: BespokeDesign, customName: string): BespokeDesign {
  return design.customName === customName ? design : { ...design, customName };
}

export function isSelected(design: BespokeDesign, group: NoteGroup, id: number): boolean {
  return design.ingredients[group].includes(id);
}

/** Ticking adds the ingredient with 1 drop; unticking removes it and its drops. */
export function toggleIngredient(design: BespokeDesign, group: NoteGroup, id: number): BespokeDesign {
  const key = String(id);
  const ids = design.ingredients[group];
  if (ids.includes(id)) {
    const { [key]: _removed, ...rest } = design.drops[group];
    return {
      ...design,
      ingredients: { ...design.ingredients, [group]: ids.filter((x) => x !== id) },
      drops: { ...design.drops, [group]: rest },
    };
  }
  return {
    ...design,
    ingredients: { ...design.ingredients, [group]: [...ids, id] },
    drops: { ...design.drops, [group]: { ...design.drops[group], [key]: MIN_DROPS } },
  };
}

/** A drop count typed by hand: below 1 or non-numeric becomes 1; above 50 becomes 50; decimals are cut. */
export function normalizeDrops(input: unknown): number {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && input.trim() !== '') n = Number(input.trim());
  else n = Number.NaN;
  if (Number.isNaN(n)) return MIN_DROPS;
  n = Math.trunc(n);
  if (n < MIN_DROPS) return MIN_DROPS;
  if (n > MAX_DROPS_PER_INGREDIENT) return MAX_DROPS_PER_INGREDIENT;
  return n;
}

export function dropsOf(design: BespokeDesign, group: NoteGroup, id: number): number {
  return design.drops[group][String(id)] ?? 0;
}

export function groupDrops(design: BespokeDesign, group: NoteGroup): number {
  return design.ingredients[group].reduce((sum, id) => sum + dropsOf(design, group, id), 0);
}

export function totalDrops(design: BespokeDesign): number {
  return noteGroups.reduce((sum, g) => sum + groupDrops(design, g), 0);
}

/** Millilitres, rounded to 2 decimals (drops × 0.05 ml = drops × 5 hundredths, no float drift). */
export function dropsToMl(drops: number): number {
  return Math.round(drops * DROP_ML * 100) / 100;
}

/**
 * Sets an ingredient's drops (normalized to 1..50). The change is ignored — the same
 * design object comes back — when the ingredient is not ticked, or when the new total
 * would exceed the type's maximum or the ingredient's IFRA limit (`caps`). A decrease is always
 * allowed, so a shopper who is over a limit after switching to a smaller type can work back under it.
 */
export function setDrops(
  design: BespokeDesign,
  group: NoteGroup,
  id: number,
  value: unknown,
  caps?: DropCaps,
): BespokeDesign {
  if (!isSelected(design, group, id)) return design;
  const next = normalizeDrops(value);
  const current = dropsOf(design, group, id);
  if (next === current) return design;
  const type = getPerfumeType(design.perfumeType);
  if (type && next > current && totalDrops(design) - current + next > type.maxDrops) return design;
  const cap = caps?.get(id);
  if (cap && next > current && next > cap.maxDrops) return design;
  return { ...design, drops: { ...design.drops, [group]: { ...design.drops[group], [String(id)]: next } } };
}

export interface Capacity {
  /** Drops used across all groups. */
  used: number;
  /** The type's maximum in drops; 0 while no type is chosen. */
  limit: number;
  remaining: number;
  /** 0..100, for a progress bar. */
  percent: number;
  exceeds: boolean;
  usedMl: number;
  limitMl: number;
  remainingMl: number;
}

export function capacity(design: BespokeDesign): Capacity {
  const used = totalDrops(design);
  const type = getPerfumeType(design.perfumeType);
  const limit = type?.maxDrops ?? 0;
  const remaining = Math.max(0, limit - used);
  return {
    used,
    limit,
    remaining,
    percent: limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0,
    exceeds: type !== undefined && used > limit,
    usedMl: dropsToMl(used),
    limitMl: dropsToMl(limit),
    remainingMl: dropsToMl(remaining),
  };
}

/**
 * A type as the messages choose its words by (`{type, select, parfum {an Extrait de Parfum} edp {…} edt {…}
 * other {an Eau de Cologne}}`): a select's keys are words, not the ids' hyphenated names.
 */
export function typeKey(type: Pick<PerfumeType, 'id'>): 'parfum' | 'edp' | 'edt' | 'edc' {
  switch (type.id) {
    case 'parfum':
      return 'parfum';
    case 'eau-de-parfum':
      return 'edp';
    case 'eau-de-toilette':
      return 'edt';
    default:
      return 'edc';
  }
}

/**
 * An ingredient's IFRA limit as drops (decision 064; `ifraMaxDrops` in domain/atelier/label.ts turns a
 * limit in percent into drops): the builder never lets a drop count past it.
 */
interface DropCap {
  name: string;
  maxDrops: number;
}
export type DropCaps = ReadonlyMap<number, DropCap>;

/** "Oakmoss: at most 3 drops in an Eau de Parfum" (none fits: "… cannot be used in …"), in the language of `t`. */
export function ifraMessage(name: string, maxDrops: number, type: Pick<PerfumeType, 'id'>, t: Translator['t']): string {
  const values = { name, maxDrops: Math.max(0, maxDrops), type: typeKey(type) };
  if (maxDrops < 1)
    return t(
      '{name} cannot be used in {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}}: its IFRA limit allows not one drop',
      values,
    );
  return t(
    '{name}: at most {maxDrops, plural, one {# drop} other {# drops}} in {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}}',
    values,
  );
}

/** The type the design's limits are said against: its own, or an Eau de Parfum (the default) before one is chosen. */
const typeOrDefault = (design: BespokeDesign) => getPerfumeType(design.perfumeType) ?? getPerfumeType('eau-de-parfum')!;

/**
 * The first ingredient of the design past its IFRA limit, in the shopper's words; null when every
 * limit is kept (or no limits are known). A limit lowered after a draft was composed is kept as it
 * is, for the shopper to correct, like a formula over capacity.
 */
export function ifraProblem(design: BespokeDesign, caps: DropCaps | undefined, t: Translator['t']): string | null {
  if (!caps) return null;
  for (const group of noteGroups)
    for (const id of design.ingredients[group]) {
      const cap = caps.get(id);
      if (cap && dropsOf(design, group, id) > cap.maxDrops)
        return `${ifraMessage(cap.name, cap.maxDrops, typeOrDefault(design), t)}.`;
    }
  return null;
}

/**
 * Why the chosen type cannot hold the formula, in the shopper's words; null when it can (or while no
 * type is chosen). A formula is composed in one type and may be taken to a smaller one: it is kept as
 * it is, for the shopper to correct, and the builder goes no further until it fits.
 */
export function capacityProblem(design: BespokeDesign, t: Translator['t']): string | null {
  const type = getPerfumeType(design.perfumeType);
  const used = totalDrops(design);
  if (!type || used <= type.maxDrops) return null;
  return t(
    '{used} drops are more than {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}} holds ({max}). Remove {excess, plural, one {# drop} other {# drops}}, or choose a larger type.',
    { used, type: typeKey(type), max: type.maxDrops, excess: used - type.maxDrops },
  );
}

/** A drop count typed for an ingredient: the count it sets, or why it is not taken. */
export type DropsReading = { ok: true; drops: number } | { ok: false; reason: string };

/**
 * Reads what the shopper typed in an ingredient's drop field against the design: a whole number
 * from 1 to 50 that the bottle can hold and the ingredient's IFRA limit allows (`caps`). A count that lowers the ingredient is always taken (a
 * formula over capacity after a switch to a smaller type is worked back under it). Nothing is
 * rounded or clamped: a count not taken is said why, for the shopper to correct.
 */
export function readDrops(
  design: BespokeDesign,
  group: NoteGroup,
  id: number,
  input: string,
  t: Translator['t'],
  caps?: DropCaps,
): DropsReading {
  const text = input.trim();
  const range = { min: MIN_DROPS, max: MAX_DROPS_PER_INGREDIENT };
  if (text === '') return { ok: false, reason: t('Enter {min} to {max} drops.', range) };
  const n = Number(text);
  if (!Number.isInteger(n)) return { ok: false, reason: t('Drops are whole: enter {min} to {max}.', range) };
  if (n < MIN_DROPS)
    return {
      ok: false,
      reason: t(
        'At least {min, plural, one {# drop} other {# drops}} per ingredient: untick it to leave it out.',
        range,
      ),
    };
  if (n > MAX_DROPS_PER_INGREDIENT) return { ok: false, reason: t('At most {max} drops per ingredient.', range) };
  const type = getPerfumeType(design.perfumeType);
  const current = dropsOf(design, group, id);
  const cap = caps?.get(id);
  if (cap && n > current && n > cap.maxDrops)
    return { ok: false, reason: `${ifraMessage(cap.name, cap.maxDrops, typeOrDefault(design), t)}.` };
  if (type && n > current) {
    // The most this ingredient can hold beside the others.
    const fits = type.maxDrops - (totalDrops(design) - current);
    if (n > fits) {
      if (fits < MIN_DROPS)
        return {
          ok: false,
          reason: t(
            'No more drops fit in {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}}: it holds {max}.',
            { type: typeKey(type), max: type.maxDrops },
          ),
        };
      return {
        ok: false,
        reason: t(
          '{fits, plural, one {Only # drop fits} other {Only # drops fit}} in {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}}.',
          { fits, type: typeKey(type) },
        ),
      };
    }
  }
  return { ok: true, drops: n };
}

/** The builder's steps as the URL names them (`/recipe-builder?step=top`), in order. */
export const bespokeStepIds = ['type', 'name', 'top', 'middle', 'base', 'review'] as const;

/**
 * Has the shopper answered builder step `step` (0..5): a type, a name the shop takes, a note of each
 * group? What makes the later steps reachable: a formula over capacity leaves them reachable, so it
 * can be corrected on any notes step.
 */
export function isStepAnswered(design: BespokeDesign, step: number): boolean {
  switch (step) {
    case 0:
      return getPerfumeType(design.perfumeType) !== undefined;
    case 1:
      return customNameProblem(design.customName) === undefined;
    case 2:
      return design.ingredients.top.length > 0;
    case 3:
      return design.ingredients.middle.length > 0;
    case 4:
      return design.ingredients.base.length > 0;
    case 5:
      return true;
    default:
      return false;
  }
}

/**
 * May the shopper go on from builder step `step` (0..5), or create the perfume from the review?
 * The step is answered, and the formula fits the type chosen (`capacityProblem`) and keeps every
 * IFRA limit known (`ifraProblem`): re-checked on every change, the type's included.
 */
export function canProceed(design: BespokeDesign, step: number, caps?: DropCaps): boolean {
  return isStepAnswered(design, step) && !capacity(design).exceeds && !pastIfraLimit(design, caps);
}

/** Whether an ingredient of the design is past its IFRA limit (`ifraProblem` says which). */
function pastIfraLimit(design: BespokeDesign, caps: DropCaps | undefined): boolean {
  if (!caps) return false;
  return noteGroups.some((group) =>
    design.ingredients[group].some((id) => {
      const cap = caps.get(id);
      return cap !== undefined && dropsOf(design, group, id) > cap.maxDrops;
    }),
  );
}

/** The first step whose answer is missing: the step a shopper is sent to past it (the review when none is). */
export function firstIncompleteBespokeStep(design: BespokeDesign): number {
  const review = bespokeStepIds.length - 1;
  for (let step = 0; step < review; step++) if (!isStepAnswered(design, step)) return step;
  return review;
}
