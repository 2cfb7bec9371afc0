import { msg } from '../i18n/translator';
import { z } from '../shared/zod';
import {
  CUSTOM_NAME_MAX,
  CUSTOM_NAME_MESSAGES,
  generatedGenders,
  intensities,
  isDraftName,
  lastingPowers,
  lifestyleQuestions,
  lifestyleStepIds,
  scentFamilies,
  wearTimes,
  type Option,
  type QuestionName,
  type QuestionRule,
} from './lifestyle';
import { isSingleLine } from '../shared/text';

/**
 * The lifestyle configurator's schemas: a lifestyle cart line's details as the server accepts them,
 * and the wizard's draft. Built from the rules in `lifestyle.ts`, which the wizard runs without zod.
 */

function valuesOf<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

/** One of the options; the `error` covers the missing and the wrong value, so both say the rule's sentence. */
function choice<V extends string>(options: readonly Option<V>[], message: string) {
  return z.enum(valuesOf(options), { error: message });
}

// ---------------------------------------------------------------------------
// Server-side check of a lifestyle cart line's customDetails

export const customNameSchema = z
  .string({ error: CUSTOM_NAME_MESSAGES.missing })
  .trim()
  .min(1, CUSTOM_NAME_MESSAGES.missing)
  .max(CUSTOM_NAME_MAX, CUSTOM_NAME_MESSAGES.tooLong)
  .refine(isSingleLine, CUSTOM_NAME_MESSAGES.lines);

/** A tier's notes: what it says when they are missing, and when too long (catalogue messages). */
const noteText = (missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(300, tooLong);

/** Unknown keys are dropped (zod's default strip). `price` is accepted and ignored. */
export const generatedPerfumeSchema = z.object({
  name: customNameSchema,
  type: z.literal('lifestyle', { error: msg('This is not a lifestyle perfume') }),
  scentFamily: z.enum(scentFamilies, { error: msg('Please choose a scent family') }),
  notes: noteText(msg('The notes are missing'), msg('The notes are too long')),
  topNotes: noteText(msg('The top notes are missing'), msg('The top notes are too long')),
  middleNotes: noteText(msg('The middle notes are missing'), msg('The middle notes are too long')),
  baseNotes: noteText(msg('The base notes are missing'), msg('The base notes are too long')),
  description: z.string({ error: msg('The description must be text') }).max(1000, msg('The description is too long')),
  intensity: choice(intensities, lifestyleQuestions.intensity.message),
  lastingPower: choice(lastingPowers, lifestyleQuestions.lastingPower.message),
  wearTime: z
    .array(choice(wearTimes, msg('Please select a valid wear time')), { error: lifestyleQuestions.wearTime.message })
    .max(wearTimes.length, msg('Please select each wear time at most once'))
    .refine((w) => new Set(w).size === w.length, msg('Please select each wear time at most once')),
  gender: z.enum(generatedGenders, { error: msg('Please select a gender') }),
  uniqueCode: z.string().max(32).optional(),
  price: z.number().optional(),
});

// ---------------------------------------------------------------------------
// The questionnaire part-way through, as the wizard keeps it between visits (its draft)

/** A radio question: its answer, or unset ('' or null, as a form holds it) while unanswered. */
const draftChoice = <V extends string>({ options }: QuestionRule<V>) =>
  z.union([z.enum(valuesOf(options)), z.literal(''), z.null()]).optional();

/** A checkbox question: the options ticked so far (none while unanswered). */
const draftChoices = <V extends string>({ options }: QuestionRule<V>) =>
  z
    .array(z.enum(valuesOf(options)))
    .max(options.length)
    .refine((list) => new Set(list).size === list.length)
    .optional();

const q = lifestyleQuestions;

/** The answers given so far: any question may be unanswered, none may hold a value it does not offer. */
const draftAnswersSchema = z.object({
  environment: draftChoice(q.environment),
  wearTime: draftChoices(q.wearTime),
  indoorOutdoor: draftChoice(q.indoorOutdoor),
  season: draftChoice(q.season),
  scentPreference: draftChoice(q.scentPreference),
  intensity: draftChoice(q.intensity),
  lastingPower: draftChoice(q.lastingPower),
  mood: draftChoices(q.mood),
  age: draftChoice(q.age),
  gender: draftChoice(q.gender),
  personality: draftChoices(q.personality),
  style: draftChoice(q.style),
}) satisfies z.ZodType<Partial<Record<QuestionName, unknown>>>;

export type DraftAnswers = z.infer<typeof draftAnswersSchema>;

/**
 * What the lifestyle wizard keeps between visits: its step, the answers so far and, once shown,
 * the recommendation (with the shopper's name for it and its reference), so a reload shows the same one.
 */
export const lifestyleDraftSchema = z.object({
  step: z.enum(lifestyleStepIds),
  answers: draftAnswersSchema,
  perfume: generatedPerfumeSchema.extend({ uniqueCode: z.string().regex(/^8\d{7}$/) }).optional(),
  /** The name field as the shopper left it (it may be blank while they retype it). */
  name: z.string().refine(isDraftName).optional(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type LifestyleDraft = z.infer<typeof lifestyleDraftSchema>;

/**
 * A recommendation (a lifestyle cart line's or creation's details) as a draft at the result step,
 * with the answers that made it when they are known; undefined when the details are not valid.
 */
export function lifestyleDraftOf(
  details: unknown,
  answers: unknown = {},
  now: Date = new Date(),
): LifestyleDraft | undefined {
  const name = typeof details === 'object' && details !== null ? (details as { name?: unknown }).name : undefined;
  const draft = lifestyleDraftSchema.safeParse({
    step: 'result',
    answers,
    perfume: details,
    name,
    updatedAt: now.toISOString(),
  });
  return draft.success ? draft.data : undefined;
}
