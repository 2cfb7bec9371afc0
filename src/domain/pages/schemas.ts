import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { timestampSchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { pageShapeProblems } from './house-shapes';
import { HOUSE_FACTS, HOUSE_PAGE_SLUGS, type HouseFactName, type HousePageSlug, houseTextProblems } from './house-text';

/** A house page's name in a path: /api/pages/shipping-returns. */
export const housePageParamsSchema = z.object({
  slug: z.enum(HOUSE_PAGE_SLUGS, { message: `The page is one of ${HOUSE_PAGE_SLUGS.join(', ')}` }),
});

const MAX_INTRO_LENGTH = 600;
const MAX_BODY_LENGTH = 40_000;

/** An introduction's rules: one paragraph, on one line, its links and placeholders the format's. */
const introText = z
  .string({ message: 'The introduction is required' })
  .trim()
  .max(MAX_INTRO_LENGTH, `The introduction is at most ${MAX_INTRO_LENGTH} characters`)
  .refine(isSingleLine, 'The introduction is one paragraph, on one line')
  .superRefine((text, ctx) => {
    for (const message of houseTextProblems(text)) ctx.addIssue({ code: 'custom', message });
  });

/** A text's rules: its links and placeholders the format's. */
const bodyText = z
  .string({ message: 'The text is required' })
  .trim()
  .max(MAX_BODY_LENGTH, `The text is at most ${MAX_BODY_LENGTH.toLocaleString('en-US')} characters`)
  .superRefine((text, ctx) => {
    for (const message of houseTextProblems(text)) ctx.addIssue({ code: 'custom', message });
  });

/** The shop's languages besides the default one: those a page's translations are in. */
const TRANSLATED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * A page's words in the shop's other languages, by language (`{ fr: { intro, body } }`): a field left empty
 * (or out) shows the English to that language's shoppers. A language the shop does not have is refused.
 */
const translationsSchema = z
  .record(z.string(), z.object({ intro: introText.optional(), body: bodyText.optional() }))
  .superRefine((translations, ctx) => {
    for (const locale of Object.keys(translations))
      if (!TRANSLATED_LOCALES.includes(locale))
        ctx.addIssue({
          code: 'custom',
          path: [locale],
          message: `The page may be written in ${TRANSLATED_LOCALES.join(', ')} besides English: not ${locale}`,
        });
  });
export type HousePageTranslations = z.infer<typeof translationsSchema>;

/**
 * What the back office saves of a page: its introduction (one paragraph) and its text, and the same in the
 * shop's other languages (`translations`; left out, the page has none and shows its English everywhere).
 */
export const housePageInputSchema = z.object({
  intro: introText.min(1, 'The introduction is required'),
  body: bodyText.min(1, 'The text is required'),
  translations: translationsSchema.optional(),
});
export type HousePageInput = z.infer<typeof housePageInputSchema>;

/** The same, with the parts a page's layout needs (the About story, the testimonials, the collection's introductions). */
export const housePageInputSchemaFor = (slug: HousePageSlug) =>
  housePageInputSchema.superRefine((page, ctx) => {
    for (const message of pageShapeProblems(slug, page.body)) ctx.addIssue({ code: 'custom', path: ['body'], message });
    for (const [locale, words] of Object.entries(page.translations ?? {}))
      if (words.body)
        for (const message of pageShapeProblems(slug, words.body))
          ctx.addIssue({ code: 'custom', path: ['translations', locale, 'body'], message });
  });

/** A page as shoppers read it: its facts filled in from the settings. */
export const housePageSchema = z.object({
  slug: z.enum(HOUSE_PAGE_SLUGS),
  title: z.string(),
  intro: z.string(),
  body: z.string(),
  /** When the owner last saved it; null while it holds the house's first words. */
  updatedAt: timestampSchema.nullable(),
});
export type HousePage = z.infer<typeof housePageSchema>;

/**
 * A page as the back office edits it: as written (placeholders and all), with its words in the shop's other
 * languages (the house's first words in them while the page has never been saved).
 */
export const adminHousePageSchema = housePageSchema.extend({ translations: translationsSchema.optional() });
export type AdminHousePage = z.infer<typeof adminHousePageSchema>;

/** The back office's pages: each as written (placeholders and all), and every fact with what it reads now. */
export const adminHousePagesSchema = z.object({
  pages: z.array(adminHousePageSchema),
  facts: z.array(z.object({ name: z.string(), description: z.string(), value: z.string() })),
});
export type AdminHousePages = z.infer<typeof adminHousePagesSchema>;

/** Every fact the house's pages state, as words (GET /api/house/facts: the product page's "Shipping from"). */
export const houseFactsSchema = z.object(
  Object.fromEntries(Object.keys(HOUSE_FACTS).map((name) => [name, z.string()])) as Record<HouseFactName, z.ZodString>,
);
