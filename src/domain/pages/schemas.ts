// messages: back office
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { timestampSchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { pageShapeProblems } from './house-shapes';
import { msg } from '../i18n/translator';
import {
  HOUSE_FACTS,
  HOUSE_PAGE_SLUGS,
  type HouseFactName,
  type HousePageSlug,
  houseTextProblems,
  type SayProblem,
  sayInEnglish,
} from './house-text';

/** A house page's name in a path: /api/pages/shipping-returns. */
export const housePageParamsSchema = z.object({
  slug: z.enum(HOUSE_PAGE_SLUGS, { message: `The page is one of ${HOUSE_PAGE_SLUGS.join(', ')}` }),
});

const MAX_INTRO_LENGTH = 600;
const MAX_BODY_LENGTH = 40_000;

/** An introduction's rules: one paragraph, on one line, its links and placeholders the format's. */
const introText = (say: SayProblem) =>
  z
    .string({ message: msg('The introduction is required') })
    .trim()
    .max(MAX_INTRO_LENGTH, msg('The introduction is at most 600 characters'))
    .refine(isSingleLine, msg('The introduction is one paragraph, on one line'))
    .superRefine((text, ctx) => {
      for (const message of houseTextProblems(text, say)) ctx.addIssue({ code: 'custom', message });
    });

/** A text's rules: its links and placeholders the format's. */
const bodyText = (say: SayProblem) =>
  z
    .string({ message: msg('The text is required') })
    .trim()
    .max(MAX_BODY_LENGTH, msg('The text is at most 40,000 characters'))
    .superRefine((text, ctx) => {
      for (const message of houseTextProblems(text, say)) ctx.addIssue({ code: 'custom', message });
    });

/** The shop's languages besides the default one: those a page's translations are in. */
const TRANSLATED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * A page's words in the shop's other languages, by language (`{ fr: { intro, body } }`): a field left empty
 * (or out) shows the English to that language's shoppers. A language the shop does not have is refused.
 */
const translationsSchema = (say: SayProblem) =>
  z
    .record(z.string(), z.object({ intro: introText(say).optional(), body: bodyText(say).optional() }))
    .superRefine((translations, ctx) => {
      for (const locale of Object.keys(translations))
        if (!TRANSLATED_LOCALES.includes(locale))
          ctx.addIssue({
            code: 'custom',
            path: [locale],
            message: say(msg('The page may be written in {languages} besides English: not {locale}'), {
              languages: TRANSLATED_LOCALES.join(', '),
              locale,
            }),
          });
    });
export type HousePageTranslations = z.infer<ReturnType<typeof translationsSchema>>;

/** A page's input, its problems said by `say`. */
const pageInputSchema = (say: SayProblem) =>
  z.object({
    intro: introText(say).min(1, msg('The introduction is required')),
    body: bodyText(say).min(1, msg('The text is required')),
    translations: translationsSchema(say).optional(),
  });

/**
 * What the back office saves of a page: its introduction (one paragraph) and its text, and the same in the
 * shop's other languages (`translations`; left out, the page has none and shows its English everywhere).
 */
export const housePageInputSchema = pageInputSchema(sayInEnglish);
export type HousePageInput = z.infer<typeof housePageInputSchema>;

/**
 * The same, with the parts a page's layout needs (the About story, the testimonials, the collection's
 * introductions); the problems said by `say` (the form's `t`), in English by default.
 */
export const housePageInputSchemaFor = (slug: HousePageSlug, say: SayProblem = sayInEnglish) =>
  pageInputSchema(say).superRefine((page, ctx) => {
    for (const message of pageShapeProblems(slug, page.body, say))
      ctx.addIssue({ code: 'custom', path: ['body'], message });
    for (const [locale, words] of Object.entries(page.translations ?? {}))
      if (words.body)
        for (const message of pageShapeProblems(slug, words.body, say))
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
export const adminHousePageSchema = housePageSchema.extend({
  translations: translationsSchema(sayInEnglish).optional(),
});
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
