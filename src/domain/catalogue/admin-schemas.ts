// messages: back office
import {
  concentrations,
  genders,
  ingredientCategories,
  MAX_LONGEVITY_HOURS,
  MAX_PHOTOS,
  perfumeFamilies,
} from './catalogue';
import { MAX_NOTES_PER_TIER } from './notes';
import { ingredientSchema, perfumeSchema } from './schemas';
import { MAX_SIZES, MAX_VOLUME_ML, MIN_VOLUME_ML } from './sizes';
import { timestampSchema } from '../shared/fields';
import { MAX_DENSITY, MIN_DENSITY } from '../atelier/label';
import { isSingleLine } from '../shared/text';
import { msg } from '../i18n/translator';
import { z } from '../shared/zod';
import { type IngredientTranslatedField, type PerfumeTranslatedField, translatedLocales } from './translations';

/**
 * The back office's catalogue: what a staff member may write for a perfume or an ingredient, checked
 * the same way in the browser's forms and on the server.
 */

/**
 * What a refused field says, each a whole catalogue message (a field's error has no values to fill): `required`,
 * under its least length (`short`), over its most (`long`), on more than one line (`oneLine`).
 */
interface FieldWords {
  required: string;
  short: string;
  long: string;
  oneLine: string;
}

const line = (words: FieldWords, min: number, max: number) =>
  z
    .string({ message: words.required })
    .trim()
    .min(min, words.short)
    .max(max, words.long)
    .refine(isSingleLine, words.oneLine);

const paragraph = (words: Omit<FieldWords, 'oneLine'>, min: number, max: number) =>
  z.string({ message: words.required }).trim().min(min, words.short).max(max, words.long);

/** What a refused translation says (`text`: not text at all); `oneLine` for a field written on one line. */
interface TranslationWords {
  text: string;
  short: string;
  long: string;
  oneLine?: string;
}

/**
 * A translation a staff member writes (docs/decisions/069-languages.md): the English field's own bounds, or
 * empty to remove it (that field then falls back to the English).
 */
const translation = (words: TranslationWords, min: number, max: number) =>
  z
    .string({ message: words.text })
    .trim()
    .max(max, words.long)
    .refine((s) => s === '' || s.length >= min, words.short)
    .refine((s) => words.oneLine === undefined || isSingleLine(s), words.oneLine)
    .optional();

/** Per language other than English (`fr`), its fields: each optional, every language optional. */
const translationsInput = <S extends z.ZodRawShape>(fields: (locale: string) => S) =>
  z.object(Object.fromEntries(translatedLocales.map((l) => [l, z.object(fields(l)).optional()]))).optional();

/**
 * Every language other than English with the fields translated so far (`{ fr: {} }` when none). The server
 * always sends it; it is optional in the type so that a client built before the languages still reads the answer.
 */
const translationsAnswer = <F extends string, M extends z.ZodRawShape = Record<never, never>>(
  fields: readonly F[],
  more?: M,
) =>
  z
    .object(
      Object.fromEntries(
        translatedLocales.map((l) => [
          l,
          z.object({
            ...(Object.fromEntries(fields.map((f) => [f, z.string().optional()])) as Record<
              F,
              z.ZodOptional<z.ZodString>
            >),
            ...(more as M),
          }),
        ]),
      ),
    )
    .optional();

/** The translated fields' words, and a photograph's description's (`photo`, per photograph). */
type TranslatedFieldWords = Record<PerfumeTranslatedField | IngredientTranslatedField | 'photo', TranslationWords>;

/**
 * What a refused translation says, by language: whole messages naming the field and its language. A language
 * not listed here is refused in the same words with its own code (the English alone, until it has its entry).
 */
const TRANSLATION_WORDS: Partial<Record<string, TranslatedFieldWords>> = {
  fr: {
    description: {
      text: msg('Description (fr) must be text'),
      short: msg('Description (fr) must be at least 10 characters'),
      long: msg('Description (fr) must be at most 2000 characters'),
    },
    notes: {
      text: msg('Notes (fr) must be text'),
      short: msg('Notes (fr) must be at least 3 characters'),
      long: msg('Notes (fr) must be at most 200 characters'),
      oneLine: msg('Notes (fr) must be on one line'),
    },
    name: {
      text: msg('Name (fr) must be text'),
      short: msg('Name (fr) must be at least 2 characters'),
      long: msg('Name (fr) must be at most 60 characters'),
      oneLine: msg('Name (fr) must be on one line'),
    },
    story: {
      text: msg('Story (fr) must be text'),
      short: msg('Story (fr) must be at least 10 characters'),
      long: msg('Story (fr) must be at most 1200 characters'),
    },
    characteristics: {
      text: msg('Characteristics (fr) must be text'),
      short: msg('Characteristics (fr) must be at least 3 characters'),
      long: msg('Characteristics (fr) must be at most 160 characters'),
      oneLine: msg('Characteristics (fr) must be on one line'),
    },
    photo: {
      text: msg('A photograph’s description (fr) must be text'),
      short: msg('A photograph’s description (fr) must be text'),
      long: msg('A photograph’s description (fr) is at most 200 characters'),
      oneLine: msg('A photograph’s description (fr) must be on one line'),
    },
  },
};

/** The English words of a language TRANSLATION_WORDS does not list yet: its code where French has `fr`. */
function translationWordsIn(locale: string): TranslatedFieldWords {
  const own = TRANSLATION_WORDS[locale];
  if (own) return own;
  const fr = TRANSLATION_WORDS.fr!;
  const swap = (words: TranslationWords): TranslationWords =>
    Object.fromEntries(
      Object.entries(words).map(([k, v]) => [k, v.replace('(fr)', () => `(${locale})`)]),
    ) as unknown as TranslationWords;
  return {
    description: swap(fr.description),
    notes: swap(fr.notes),
    story: swap(fr.story),
    name: swap(fr.name),
    characteristics: swap(fr.characteristics),
    photo: swap(fr.photo),
  };
}

const perfumeFieldsIn = (l: string) => {
  const words = translationWordsIn(l);
  return {
    description: translation(words.description, 10, 2000),
    notes: translation(words.notes, 3, 200),
    story: translation(words.story, 10, 1200),
    photos: photoTranslationsSchema(words.photo),
  } satisfies Record<PerfumeTranslatedField | 'photos', z.ZodType>;
};
const ingredientFieldsIn = (l: string) => {
  const words = translationWordsIn(l);
  return {
    name: translation(words.name, 2, 60),
    characteristics: translation(words.characteristics, 3, 160),
  } satisfies Record<IngredientTranslatedField, z.ZodType>;
};

/** Where an image may live: the shop's own artwork or an uploaded image, never another site. */
export const IMAGE_SRC_PATTERN =
  /^\/(images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.svg|media\/[A-Za-z0-9_-]{16,64}\.(webp|png|jpg))$/;
const imageSrcSchema = z
  .string({ message: msg('Image is required') })
  .trim()
  .regex(IMAGE_SRC_PATTERN, msg('Image must be one of the shop’s images or an uploaded one'));

/** An uploaded photograph of a perfume and its alternative text (issue #51). */
const photoSchema = z.object({
  src: z
    .string({ message: msg('Photograph is required') })
    .trim()
    .regex(IMAGE_SRC_PATTERN, msg('Image must be one of the shop’s images or an uploaded one')),
  alt: line(
    {
      required: msg('Describe the photograph for those who cannot see it'),
      short: msg('Describe the photograph for those who cannot see it'),
      long: msg('A photograph’s description is at most 200 characters'),
      oneLine: msg('A photograph’s description must be on one line'),
    },
    1,
    200,
  ),
});

/**
 * A perfume's photographs described in a language other than English (`translations.fr.photos`): by each photograph's
 * address, its description on one line, at most 200 characters; empty removes it (the English is shown). Left out, a
 * photograph's description stays as it is; one naming a photograph the perfume does not keep is dropped.
 */
function photoTranslationsSchema(words: TranslationWords) {
  return z
    .record(
      z.string().regex(IMAGE_SRC_PATTERN, msg('Image must be one of the shop’s images or an uploaded one')),
      translation(words, 1, 200),
    )
    .refine((photos) => Object.keys(photos).length <= MAX_PHOTOS, msg('A perfume has at most 8 photographs'))
    .optional();
}

/** A perfume's photographs, in their order: each once, at most MAX_PHOTOS. */
const photosOf = <T extends z.ZodType<{ src: string }>>(photo: T) =>
  z
    .array(photo)
    .max(MAX_PHOTOS, msg('A perfume has at most 8 photographs'))
    .refine((list) => new Set(list.map((p) => p.src)).size === list.length, msg('Each photograph may be listed once'));
const photosSchema = photosOf(photoSchema);

/**
 * The photographs as the back office's form holds them: each with its description in the other languages beside
 * its English (`translations.fr.alt`; empty: the English is shown), so that moving or removing a photograph moves
 * or removes its descriptions with it. The form sends them as `photos` and `translations.{code}.photos`.
 */
export const photosFormSchema = photosOf(
  photoSchema.extend({
    translations: translationsInput((l) => ({ alt: translation(translationWordsIn(l).photo, 1, 200) })),
  }),
);

/** Hours on skin: a whole number from 1 to MAX_LONGEVITY_HOURS. */
export const hoursSchema = z
  .number({ message: msg('Longevity must be a whole number of hours') })
  .int(msg('Longevity must be a whole number of hours'))
  .min(1, msg('Longevity must be between 1 and 48 hours'))
  .max(MAX_LONGEVITY_HOURS, msg('Longevity must be between 1 and 48 hours'));

/** How many notes a tier holds. */
export const tierCountSchema = z
  .number({ message: msg('A tier’s notes must be a whole number') })
  .int(msg('A tier’s notes must be a whole number'))
  .min(0, msg('A tier’s notes cannot be negative'))
  .max(MAX_NOTES_PER_TIER, msg('A tier has at most 8 notes'));

/** A price in major units, at most two decimals (a whole number of cents). */
const priceSchema = z
  .number({ message: msg('Price must be a number') })
  .positive(msg('Price must be more than 0'))
  .max(10_000, msg('Price must be at most 10,000'))
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, msg('Price may have at most two decimals'));

/** Bottles in stock; null when the perfume's stock is not tracked. */
const stockSchema = z
  .number({ message: msg('Stock must be a whole number') })
  .int(msg('Stock must be a whole number'))
  .min(0, msg('Stock cannot be negative'))
  .max(1_000_000, msg('Stock must be at most 1,000,000'))
  .nullable();

/** One bottle size a staff member sells: its volume, price and stock (null: not tracked). */
const sizeInputSchema = z.object({
  volume: z
    .number({ message: msg('Volume must be a whole number of ml') })
    .int(msg('Volume must be a whole number of ml'))
    // MIN_VOLUME_ML and MAX_VOLUME_ML (admin-schemas.test.ts checks the words name them).
    .min(MIN_VOLUME_ML, msg('Volume must be at least 5 ml'))
    .max(MAX_VOLUME_ML, msg('Volume must be at most 1000 ml')),
  price: priceSchema,
  stock: stockSchema.default(null),
});

/**
 * A perfume's sizes (decision 060): one to MAX_SIZES, each volume once. The default one (50 ml where
 * there is one) becomes the perfume's `price` and `stock`; sent beside sizes, those two must be a size's
 * (the form's main size), or the edit is refused with 400 naming the field (src/server/catalogue/back-office/perfumes.ts).
 */
const sizesSchema = <T extends z.ZodType>(size: T) =>
  z
    .array(size)
    .min(1, msg('A perfume needs at least one size'))
    .max(MAX_SIZES, msg('A perfume has at most 6 sizes'))
    .refine(
      (sizes) => new Set(sizes.map((s) => (s as { volume: number }).volume)).size === sizes.length,
      msg('Each volume may be listed once'),
    );

/** A name's words, perfume or ingredient (each its own longest). */
const NAME = {
  required: msg('Name is required'),
  short: msg('Name must be at least 2 characters'),
  oneLine: msg('Name must be on one line'),
};

/** POST /api/admin/perfumes and PUT /api/admin/perfumes/{id}. */
export const perfumeInputSchema = z.object({
  name: line({ ...NAME, long: msg('Name must be at most 80 characters') }, 2, 80),
  description: paragraph(
    {
      required: msg('Description is required'),
      short: msg('Description must be at least 10 characters'),
      long: msg('Description must be at most 2000 characters'),
    },
    10,
    2000,
  ),
  notes: line(
    {
      required: msg('Notes is required'),
      short: msg('Notes must be at least 3 characters'),
      long: msg('Notes must be at most 200 characters'),
      oneLine: msg('Notes must be on one line'),
    },
    3,
    200,
  ),
  gender: z.enum(genders, { message: msg('Gender must be female or male') }),
  // perfumeFamilies, in their order (admin-schemas.test.ts checks it).
  family: z.enum(perfumeFamilies, {
    message: msg('Scent family must be one of floral, woody, fresh, citrus, amber, gourmand, aromatic'),
  }),
  price: priceSchema,
  isNew: z.boolean().default(false),
  isBestseller: z.boolean().default(false),
  stock: stockSchema.default(null),
  imageSrc: imageSrcSchema,
  /** Its sizes; none: one 50 ml size at `price` with `stock`. */
  sizes: sizesSchema(sizeInputSchema).optional(),
  /**
   * Its description, notes and story in the other languages (`{ fr: { description, notes, story } }`), and its
   * photographs' descriptions by their `src` (`{ fr: { photos: { '/media/….webp': '…' } } }`); left out: unchanged.
   */
  translations: translationsInput(perfumeFieldsIn),
  /** The perfumer's story (issue #51): two or three sentences; '' for none. Left out: unchanged. */
  story: z
    .string({ message: msg('Story must be text') })
    .trim()
    .max(1200, msg('Story must be at most 1200 characters'))
    .optional(),
  /** Eau de toilette, eau de parfum or extrait; left out: unchanged (a new perfume: eau de parfum). */
  concentration: z
    .enum(concentrations, { message: msg('Concentration must be eau de toilette, eau de parfum or extrait') })
    .optional(),
  /** How long it lasts, in hours (`{ min, max }`); null: not said; left out: unchanged. */
  longevity: z
    .object({ min: hoursSchema, max: hoursSchema })
    .refine((l) => l.min <= l.max, { message: msg('Longevity’s first hour must not be after its last'), path: ['max'] })
    .nullable()
    .optional(),
  /** How many of the notes are top notes and how many heart notes; null: one each, the rest base. Left out: unchanged. */
  noteSplit: z.object({ top: tierCountSchema, middle: tierCountSchema }).nullable().optional(),
  /** The owner's photographs in their order; left out: unchanged; [] removes them all. */
  photos: photosSchema.optional(),
});
export type PerfumeInput = z.input<typeof perfumeInputSchema>;

/**
 * PUT /api/admin/perfumes/{id}: the perfume rewritten, but its stock only when `stock` is sent (it
 * moves with every sale: left out, it stays as it is, and never becomes untracked). With `stockSeen`,
 * the stock the form was loaded with, a stock that moved since is refused (409 STOCK_CHANGED) rather
 * than overwriting the sales made meanwhile.
 */
export const perfumeUpdateSchema = perfumeInputSchema.extend({
  stock: stockSchema.optional(),
  stockSeen: stockSchema.optional(),
  /** Its sizes; a size whose `stock` is left out keeps the stock sales made it. */
  sizes: sizesSchema(sizeInputSchema.extend({ stock: stockSchema.optional() })).optional(),
  /**
   * The `updatedAt` the form read: when the perfume or one of its sizes changed since (an edit or a
   * sale), 409 STALE_EDIT and nothing is written.
   */
  updatedAt: timestampSchema.optional(),
});
export type PerfumeUpdate = z.input<typeof perfumeUpdateSchema>;

/**
 * A perfume as the back office sees it: the storefront's fields at the default market's prices (each market's
 * are the markets' page's), its stock and whether it is archived.
 */
export const adminPerfumeSchema = perfumeSchema.omit({ currency: true }).extend({
  stock: z.number().nullable(),
  /** Every size with its stock (null: not tracked), and in the list how many addresses wait for it ("Notify me"). */
  sizes: z.array(
    z.object({
      volume: z.number(),
      price: z.number(),
      inStock: z.boolean(),
      stock: z.number().nullable(),
      waiting: z.number().optional(),
    }),
  ),
  /** The list only: how many addresses wait for one of its sizes to be back ("Notify me"). */
  waiting: z.number().optional(),
  archivedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
  /** How many of its notes are top notes and heart notes; null: one each, the rest base. */
  noteSplit: z.object({ top: z.number(), middle: z.number() }).nullable().optional(),
  /**
   * Its description, notes and story in each other language, as far as they are translated (the rest shows the
   * English), and its photographs' descriptions there by their `src` (absent: none translated).
   */
  translations: translationsAnswer(['description', 'notes', 'story'] as const, {
    photos: z.record(z.string(), z.string()).optional(),
  }),
});
export type AdminPerfume = z.infer<typeof adminPerfumeSchema>;
export const adminPerfumeListSchema = z.array(adminPerfumeSchema);

/** A percent with at most three decimals (0.001 %, the allergen threshold's step). */
const thousandths = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;

/**
 * What the material is (decision 064): its grade, its IFRA Category 4 limit (percent of the finished
 * perfume, null: not restricted) and its allergens (INCI name, percent of the material). Each is
 * optional: an edit without it leaves it as it is.
 */
const materialFields = {
  grade: z
    .string()
    .trim()
    .max(160, msg('Grade is at most 160 characters'))
    .refine(isSingleLine, msg('Grade must be on one line'))
    .optional(),
  ifraLimit: z
    .number({ message: msg('IFRA limit must be a number') })
    .min(0, msg('IFRA limit must be between 0 and 100 %'))
    .max(100, msg('IFRA limit must be between 0 and 100 %'))
    .refine(thousandths, msg('IFRA limit has at most three decimals'))
    .nullable()
    .optional(),
  allergens: z
    .array(
      z.object({
        inci: line(
          {
            required: msg('Allergen name (INCI) is required'),
            short: msg('Allergen name (INCI) must be at least 2 characters'),
            long: msg('Allergen name (INCI) must be at most 80 characters'),
            oneLine: msg('Allergen name (INCI) must be on one line'),
          },
          2,
          80,
        ),
        percent: z
          .number({ message: msg('Allergen percent must be a number') })
          .gt(0, msg('Allergen percent must be more than 0'))
          .max(100, msg('Allergen percent must be at most 100'))
          .refine(thousandths, msg('Allergen percent has at most three decimals')),
      }),
    )
    .max(40, msg('At most 40 allergens per ingredient'))
    .refine(
      (list) => new Set(list.map((a) => a.inci.toLowerCase())).size === list.length,
      msg('Each allergen is listed once'),
    )
    .refine(
      (list) => list.reduce((sum, a) => sum + a.percent, 0) <= 100 + 1e-9,
      msg('Allergens add up to at most 100 %'),
    )
    .optional(),
  /** Its density in g/ml, to weigh it (issue #43); null: not known (the batch sheet gives ml only). */
  density: z
    .number({ message: msg('Density must be a number') })
    // MIN_DENSITY and MAX_DENSITY (admin-schemas.test.ts checks the words name them).
    .min(MIN_DENSITY, msg('Density must be between 0.5 and 2 g/ml'))
    .max(MAX_DENSITY, msg('Density must be between 0.5 and 2 g/ml'))
    .refine(thousandths, msg('Density has at most three decimals'))
    .nullable()
    .optional(),
};

/** POST /api/admin/ingredients and PUT /api/admin/ingredients/{id}. */
export const ingredientInputSchema = z.object({
  name: line({ ...NAME, long: msg('Name must be at most 60 characters') }, 2, 60),
  category: z.enum(ingredientCategories, { message: msg('Group must be top, middle or base') }),
  characteristics: line(
    {
      required: msg('Characteristics is required'),
      short: msg('Characteristics must be at least 3 characters'),
      long: msg('Characteristics must be at most 160 characters'),
      oneLine: msg('Characteristics must be on one line'),
    },
    3,
    160,
  ),
  imageSrc: imageSrcSchema,
  ...materialFields,
  /** Its name and characteristics in the other languages (`{ fr: { name, characteristics } }`); left out: unchanged. */
  translations: translationsInput(ingredientFieldsIn),
});
export type IngredientInput = z.input<typeof ingredientInputSchema>;

export const adminIngredientSchema = ingredientSchema.extend({
  archivedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
  /** Its name and characteristics in each other language, as far as they are translated (INCI names never are). */
  translations: translationsAnswer(['name', 'characteristics'] as const),
});
export type AdminIngredient = z.infer<typeof adminIngredientSchema>;
export const adminIngredientListSchema = z.array(adminIngredientSchema);

/** POST /api/admin/images: where the uploaded image is served. */
export const uploadedImageSchema = z.object({ imageSrc: z.string(), width: z.number(), height: z.number() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Largest image upload, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** GET /api/admin/translations/missing: per language other than English, what still shows the English. */
export const missingTranslationsSchema = z.array(
  z.object({
    locale: z.string(),
    perfumes: z.array(
      z.object({ id: z.number(), name: z.string(), missing: z.array(z.enum(['description', 'notes', 'story'])) }),
    ),
    ingredients: z.array(
      z.object({ id: z.number(), name: z.string(), missing: z.array(z.enum(['name', 'characteristics'])) }),
    ),
  }),
);
export type MissingTranslations = z.infer<typeof missingTranslationsSchema>;
