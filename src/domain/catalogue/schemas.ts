import {
  concentrations,
  genders,
  ingredientCategories,
  paymentProviders,
  perfumeFamilies,
  perfumeSorts,
  type Ingredient,
  type Perfume,
  type PublicConfig,
} from './catalogue';
import { emailSchema, moneySchema } from '../shared/fields';
import { MAX_VOLUME_ML } from './sizes';
import { z } from '../shared/zod';
import { marketQuery } from '../markets/schemas';

/**
 * The answers' types are declared without zod in catalogue.ts (the landing pages read them); each
 * schema here must answer exactly that type, so the two cannot drift and catalogue.ts never imports this file.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

export type { Ingredient, Perfume, PublicConfig };

/** A note and its own words (issue #51). */
const noteWithWords = z.object({ name: z.string(), words: z.string() });

/**
 * A perfume as the API answers it (price in major units, as the spec names it), priced in the request's market
 * (`?market=`, else the `market` cookie, else the default market: docs/decisions/070-markets.md).
 */
export const perfumeSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: moneySchema,
  compareAtPrice: moneySchema.optional().describe('On sale only: the regular price, struck through.'),
  lowestPrice30d: moneySchema
    .optional()
    .describe('On sale only: the lowest price applied in the 30 days before the sale (Directive 98/6/EC art. 6a).'),
  currency: z.string().describe("ISO 4217: the currency of `price` and of the sizes' prices, the market's."),
  imageSrc: z.string(),
  notes: z.string(),
  description: z.string(),
  gender: z.enum(genders),
  isNew: z.boolean(),
  isBestseller: z.boolean(),
  family: z.enum(perfumeFamilies),
  /** False once a perfume whose stock is tracked has none left (Sold out). */
  inStock: z.boolean(),
  /** Its default size's volume in ml (`price` and `inStock` are that size's). */
  volume: z.number(),
  /** Every size it is sold in, smallest first. */
  sizes: z.array(
    z.object({
      volume: z.number(),
      price: moneySchema,
      compareAtPrice: moneySchema.optional(),
      lowestPrice30d: moneySchema.optional(),
      inStock: z.boolean(),
    }),
  ),
  /** Its approved reviews' average stars (one decimal) and count; null before the first. */
  rating: z.object({ average: z.number(), count: z.number() }).nullable(),
  concentration: z.enum(concentrations).optional(),
  longevity: z.object({ min: z.number(), max: z.number() }).nullable().optional(),
  story: z.string().optional(),
  photos: z.array(z.object({ src: z.string(), alt: z.string() })).optional(),
  pyramid: z
    .object({
      top: z.array(noteWithWords),
      middle: z.array(noteWithWords),
      base: z.array(noteWithWords),
    })
    .optional(),
});
type _PerfumeSchemaAnswersPerfume = Holds<Same<z.infer<typeof perfumeSchema>, Perfume>>;
export const perfumeListSchema = z.array(perfumeSchema);

export const ingredientSchema = z.object({
  id: z.number(),
  name: z.string(),
  characteristics: z.string(),
  imageSrc: z.string(),
  category: z.enum(ingredientCategories),
  grade: z.string(),
  ifraLimit: z.number().nullable(),
  allergens: z.array(z.object({ inci: z.string(), percent: z.number() })),
  density: z.number().nullable(),
});
type _IngredientSchemaAnswersIngredient = Holds<Same<z.infer<typeof ingredientSchema>, Ingredient>>;
export const ingredientListSchema = z.array(ingredientSchema);

/** GET /api/config: what the browser needs before it can show a price or a card form. */
export const publicConfigSchema = z.object({
  currency: z.string(),
  /** A catalogue perfume's 2 ml sample (SAMPLE_PRICE), in the store currency. */
  samplePrice: z.number(),
  payments: z.object({ provider: z.enum(paymentProviders), publishableKey: z.string().optional() }),
});
type _PublicConfigSchemaAnswersPublicConfig = Holds<Same<z.infer<typeof publicConfigSchema>, PublicConfig>>;

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  store: z.enum(['pglite', 'postgres']),
  message: z.string().optional(),
  /** How mail leaves (`not-configured`: production without SMTP_URL, mails wait), and how many wait. */
  mail: z.object({ delivery: z.enum(['smtp', 'outbox', 'not-configured']), pending: z.number() }).optional(),
});

/** An empty query parameter (`?q=`) is as good as none. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const price = (label: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ message: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(1_000_000)
      .optional(),
  );

/**
 * GET /api/perfumes?q=&gender=&family=&minPrice=&maxPrice=&sort=: with none of them, the whole
 * catalogue as the specification answers it.
 */
export const perfumeSearchSchema = z
  .object({
    q: z.preprocess(blankAsAbsent, z.string().trim().max(100, 'Search is at most 100 characters').optional()),
    gender: z.preprocess(blankAsAbsent, z.enum(genders, { message: 'gender must be female or male' }).optional()),
    family: z.preprocess(
      blankAsAbsent,
      z.enum(perfumeFamilies, { message: `family must be one of ${perfumeFamilies.join(', ')}` }).optional(),
    ),
    /** Both in the market's currency, as the answer's prices are. */
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    sort: z.preprocess(
      blankAsAbsent,
      z.enum(perfumeSorts, { message: `sort must be one of ${perfumeSorts.join(', ')}` }).optional(),
    ),
    market: marketQuery,
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'minPrice cannot be more than maxPrice',
    path: ['minPrice'],
  });
export type PerfumeSearch = z.infer<typeof perfumeSearchSchema>;

/** A perfume's sizes' "Only N left" (`left`: bottles when tracked and low, else null), read fresh. */
export const perfumeStockSchema = z.object({
  sizes: z.array(z.object({ volume: z.number(), left: z.number().nullable() })),
});

/**
 * POST /api/perfumes/{id}/notify: "Notify me" when a sold-out size is back (decision 060). `volume`
 * names the size (ml); none, the perfume's default size.
 */
export const stockNotifyRequestSchema = z.object({
  email: emailSchema,
  volume: z
    .number({ message: 'volume must be a whole number of ml' })
    .int('volume must be a whole number of ml')
    .positive('volume must be a whole number of ml')
    .max(MAX_VOLUME_ML, `volume must be at most ${MAX_VOLUME_ML} ml`)
    .optional(),
});
