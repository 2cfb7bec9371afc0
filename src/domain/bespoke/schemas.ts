import { msg, type Translator } from '../i18n/translator';
import { z } from '../shared/zod';
import {
  bespokeStepIds,
  getPerfumeType,
  ifraMessage,
  typeKey,
  MAX_DROPS_PER_INGREDIENT,
  MAX_INGREDIENTS_PER_GROUP,
  MIN_DROPS,
  noteGroups,
  perfumeTypeIds,
  type BespokeDesign,
  type NoteGroup,
} from './bespoke';
import { isDraftName } from '../lifestyle/lifestyle';
import { customNameSchema } from '../lifestyle/schemas';
import { type Cents } from '../shared/money';

/**
 * The bespoke configurator's schemas: a bespoke cart line's details as the server accepts them
 * (`validateBespokeDesign`), and the builder's draft.
 */

// ---------------------------------------------------------------------------
// Server-side validation of a bespoke cart line's customDetails

// Catalogue messages (the server's answers say them in the shopper's language): their numbers are
// MIN_DROPS, MAX_DROPS_PER_INGREDIENT and MAX_INGREDIENTS_PER_GROUP written out, a message being found by its text.
const ID_MESSAGE = msg('Ingredient ids must be positive whole numbers');
const DROPS_MESSAGE = msg('Each ingredient takes 1 to 50 drops');

/** What a group's list says when it is empty, too long, or names an ingredient twice. */
const groupMessages: Record<NoteGroup, { missing: string; tooMany: string; twice: string }> = {
  top: {
    missing: msg('Choose at least one top note'),
    tooMany: msg('Choose at most 20 top notes'),
    twice: msg('Each top note can be chosen only once'),
  },
  middle: {
    missing: msg('Choose at least one middle note'),
    tooMany: msg('Choose at most 20 middle notes'),
    twice: msg('Each middle note can be chosen only once'),
  },
  base: {
    missing: msg('Choose at least one base note'),
    tooMany: msg('Choose at most 20 base notes'),
    twice: msg('Each base note can be chosen only once'),
  },
};

function ingredientIds(group: NoteGroup, { required }: { required: boolean }) {
  const { missing, tooMany, twice } = groupMessages[group];
  const ids = z.array(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE), { error: missing });
  return (required ? ids.min(1, missing) : ids)
    .max(MAX_INGREDIENTS_PER_GROUP, tooMany)
    .refine((list) => new Set(list).size === list.length, twice);
}

const dropCounts = z
  .record(
    z.string(),
    z
      .number({ error: DROPS_MESSAGE })
      .int(DROPS_MESSAGE)
      .min(MIN_DROPS, DROPS_MESSAGE)
      .max(MAX_DROPS_PER_INGREDIENT, DROPS_MESSAGE),
    { error: DROPS_MESSAGE },
  )
  .default({});

/**
 * The design as the server accepts it. The client may also send uniqueCode,
 * concentration, name, price and totalIngredients: they are not in this schema, so
 * zod's default strip drops them — the server issues the code and sets the price.
 */
export const bespokeDetailsSchema = z.object({
  type: z.literal('bespoke-perfume', { error: msg('This is not a bespoke perfume design') }),
  perfumeType: z.enum(perfumeTypeIds, { error: msg('Please choose a perfume type') }),
  customName: customNameSchema,
  ingredients: z.object(
    {
      top: ingredientIds('top', { required: true }),
      middle: ingredientIds('middle', { required: true }),
      base: ingredientIds('base', { required: true }),
    },
    { error: msg('Choose your top, middle and base notes') },
  ),
  drops: z
    .object({ top: dropCounts, middle: dropCounts, base: dropCounts }, { error: DROPS_MESSAGE })
    .default({ top: {}, middle: {}, base: {} }),
});

type BespokeDetails = z.infer<typeof bespokeDetailsSchema>;

export interface KnownIngredient {
  id: number;
  category: NoteGroup;
  /** When given, messages name the ingredient instead of its id. */
  name?: string;
  /** Its IFRA limit as drops in the 50 ml bottle (`ifraMaxDrops`); absent or null: none. */
  maxDrops?: number | null;
}

export type BespokeValidation =
  | { ok: true; design: BespokeDetails; priceCents: Cents; totalDrops: number }
  | { ok: false; message: string; code?: 'IFRA_LIMIT' };

/**
 * A design as the server takes it, or why not in the language of `t` (the server's English where no
 * request is at hand: its error answers translate a message they know by its English).
 */
export function validateBespokeDesign(
  details: unknown,
  knownIngredients: readonly KnownIngredient[],
  t: Translator['t'],
): BespokeValidation {
  const parsed = bespokeDetailsSchema.safeParse(details);
  if (!parsed.success) {
    return { ok: false, message: t(parsed.error.issues[0]?.message ?? msg('The perfume design is not valid')) };
  }
  const design = parsed.data;
  const known = new Map(knownIngredients.map((i) => [i.id, i]));
  const label = (id: number | string) => {
    const name = known.get(Number(id))?.name;
    return name ?? t('Ingredient {id}', { id: String(id) });
  };

  let total = 0;
  for (const group of noteGroups) {
    const ids = design.ingredients[group];
    const drops = design.drops[group];
    for (const id of ids) {
      const ingredient = known.get(id);
      if (!ingredient)
        return {
          ok: false,
          message: t('Ingredient {id} is not a known {group, select, top {top} middle {middle} other {base}} note', {
            id: String(id),
            group,
          }),
        };
      if (ingredient.category !== group) {
        return {
          ok: false,
          message: t(
            '{ingredient} is a {category, select, top {top} middle {middle} other {base}} note, not a {group, select, top {top} middle {middle} other {base}} note',
            { ingredient: label(id), category: ingredient.category, group },
          ),
        };
      }
      const count = drops[String(id)];
      if (count === undefined)
        return { ok: false, message: t('Please set the drops for {ingredient}', { ingredient: label(id) }) };
      total += count;
    }
    const chosen = new Set(ids.map(String));
    for (const key of Object.keys(drops)) {
      if (!chosen.has(key)) {
        const what = label(key);
        return {
          ok: false,
          message: t(
            'Drops were given for {ingredient}, which is not among the chosen {group, select, top {top} middle {middle} other {base}} notes',
            { ingredient: what, group },
          ),
        };
      }
    }
  }

  const type = getPerfumeType(design.perfumeType)!;
  if (total > type.maxDrops) {
    return {
      ok: false,
      message: t(
        'The formula exceeds the maximum capacity for {type, select, parfum {Extrait de Parfum} edp {Eau de Parfum} edt {Eau de Toilette} other {Eau de Cologne}} ({max} drops)',
        { type: typeKey(type), max: type.maxDrops },
      ),
    };
  }
  // Every IFRA limit kept (decision 064): the first ingredient past its limit is named, with how many drops fit.
  for (const group of noteGroups)
    for (const id of design.ingredients[group]) {
      const max = known.get(id)?.maxDrops;
      if (max !== undefined && max !== null && design.drops[group][String(id)]! > max)
        return { ok: false, code: 'IFRA_LIMIT', message: ifraMessage(label(id), max, type, t) };
    }
  return { ok: true, design, priceCents: type.priceCents, totalDrops: total };
}

// ---------------------------------------------------------------------------
// A design still being built, as the builder keeps it between visits (its draft)

/** Every ticked ingredient has its drops, and no drops belong to an unticked one. */
function dropsMatchIngredients(design: Pick<BespokeDesign, 'ingredients' | 'drops'>): boolean {
  return noteGroups.every((group) => {
    const ids = design.ingredients[group].map(String);
    const keys = Object.keys(design.drops[group]);
    return keys.length === ids.length && ids.every((id) => Object.hasOwn(design.drops[group], id));
  });
}

/**
 * A design part-way through the builder: the same pieces as `bespokeDetailsSchema`, each of which
 * may still be missing (no type yet, a blank name, an empty group) or over capacity (after a switch
 * to a smaller type), but never malformed.
 */
const bespokeDraftDesignSchema = z
  .object({
    perfumeType: z.union([z.enum(perfumeTypeIds), z.literal('')]),
    customName: z.string().refine(isDraftName),
    ingredients: z.object({
      top: ingredientIds('top', { required: false }),
      middle: ingredientIds('middle', { required: false }),
      base: ingredientIds('base', { required: false }),
    }),
    drops: z.object({ top: dropCounts, middle: dropCounts, base: dropCounts }),
  })
  .refine(dropsMatchIngredients, msg('Each chosen ingredient needs its drops'));

/** What the bespoke builder keeps between visits: its step, the design so far and when it changed. */
export const bespokeDraftSchema = z.object({
  step: z.enum(bespokeStepIds),
  design: bespokeDraftDesignSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});

export type BespokeDraft = z.infer<typeof bespokeDraftSchema>;

/**
 * A finished design (a bespoke cart line's or creation's details) as a draft at the review step,
 * so the builder opens it to be revised; undefined when the details are not a valid design.
 */
export function bespokeDraftOf(details: unknown, now: Date = new Date()): BespokeDraft | undefined {
  const parsed = bespokeDetailsSchema.safeParse(details);
  if (!parsed.success) return undefined;
  const { perfumeType, customName, ingredients, drops } = parsed.data;
  const draft = bespokeDraftSchema.safeParse({
    step: 'review',
    design: { perfumeType, customName, ingredients, drops },
    updatedAt: now.toISOString(),
  });
  return draft.success ? draft.data : undefined;
}
