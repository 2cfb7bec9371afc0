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

/** What the back office saves of a page: its introduction (one paragraph) and its text. */
export const housePageInputSchema = z.object({
  intro: z
    .string({ message: 'The introduction is required' })
    .trim()
    .min(1, 'The introduction is required')
    .max(MAX_INTRO_LENGTH, `The introduction is at most ${MAX_INTRO_LENGTH} characters`)
    .refine(isSingleLine, 'The introduction is one paragraph, on one line')
    .superRefine((text, ctx) => {
      for (const message of houseTextProblems(text)) ctx.addIssue({ code: 'custom', message });
    }),
  body: z
    .string({ message: 'The text is required' })
    .trim()
    .min(1, 'The text is required')
    .max(MAX_BODY_LENGTH, `The text is at most ${MAX_BODY_LENGTH.toLocaleString('en-US')} characters`)
    .superRefine((text, ctx) => {
      for (const message of houseTextProblems(text)) ctx.addIssue({ code: 'custom', message });
    }),
});
export type HousePageInput = z.infer<typeof housePageInputSchema>;

/** The same, with the parts a page's layout needs (the About story, the testimonials, the collection's introductions). */
export const housePageInputSchemaFor = (slug: HousePageSlug) =>
  housePageInputSchema.superRefine((page, ctx) => {
    for (const message of pageShapeProblems(slug, page.body)) ctx.addIssue({ code: 'custom', path: ['body'], message });
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

/** The back office's pages: each as written (placeholders and all), and every fact with what it reads now. */
export const adminHousePagesSchema = z.object({
  pages: z.array(housePageSchema),
  facts: z.array(z.object({ name: z.string(), description: z.string(), value: z.string() })),
});
export type AdminHousePages = z.infer<typeof adminHousePagesSchema>;

/** Every fact the house's pages state, as words (GET /api/house/facts: the product page's "Shipping from"). */
export const houseFactsSchema = z.object(
  Object.fromEntries(Object.keys(HOUSE_FACTS).map((name) => [name, z.string()])) as Record<HouseFactName, z.ZodString>,
);
