import { z } from './zod';
import { isSingleLine } from './fields';
import { toMajor, type Cents } from './money';

/**
 * The lifestyle configurator: the questionnaire's answers, the rules that turn them into a
 * perfume, and its price (145, or 165 when the intensity is strong or it lasts all day). Shared
 * by the browser (wizard, react-hook-form schemas) and the server (cart line validation, price
 * authority).
 */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

function opts<const V extends string>(...entries: readonly (V | readonly [V, string])[]): readonly Option<V>[] {
  return entries.map((e) =>
    typeof e === 'string' ? { value: e, label: e.charAt(0).toUpperCase() + e.slice(1) } : { value: e[0], label: e[1] },
  );
}

export const environments = opts('urban', 'suburban', 'rural', 'coastal', 'varied');
export const wearTimes = opts('daytime', 'evening', 'work', ['special occasions', 'Special Occasions']);
export const indoorOutdoorOptions = opts('indoor', 'outdoor', 'balanced');
export const seasons = opts('spring', 'summer', 'autumn', 'winter');
export const scentPreferences = opts('floral', 'woody', 'oriental', 'fresh', 'spicy', 'fruity');
export const intensities = opts('light', 'moderate', 'strong');
export const lastingPowers = opts(['few-hours', 'Few hours'], ['half-day', 'Half-day'], ['all-day', 'All-day']);
export const moods = opts('romantic', 'energetic', 'relaxed', 'confident');
export const ages = opts(['18-24', '18-24'], ['25-34', '25-34'], ['35-44', '35-44'], ['45-54', '45-54'], ['55+', '55+']);
export const lifestyleGenders = opts('female', 'male', 'unisex');
export const personalities = opts('adventurous', 'sophisticated', 'creative', 'reserved');
export const styles = opts('classic', 'modern', 'bohemian', 'minimalist', 'elegant', 'casual');

type ValueOf<T extends readonly Option[]> = T[number]['value'];
type WearTime = ValueOf<typeof wearTimes>;
type Intensity = ValueOf<typeof intensities>;
type LastingPower = ValueOf<typeof lastingPowers>;

function valuesOf<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

/*
 * An unanswered radio reaches zodResolver as undefined or '', an empty checkbox group as
 * [] (or undefined/false). The `error` option covers the missing and the wrong value, so
 * every case shows the spec's sentence rather than zod's default wording.
 */
function choice<V extends string>(options: readonly Option<V>[], message: string) {
  return z.enum(valuesOf(options), { error: message });
}

function choices<V extends string>(options: readonly Option<V>[], message: string) {
  return z.array(choice(options, message), { error: message }).min(1, message);
}

export const lifestyleStep1Schema = z.object({
  environment: choice(environments, 'Please select your environment'),
  wearTime: choices(wearTimes, 'Please select at least one wear time'),
  indoorOutdoor: choice(indoorOutdoorOptions, 'Please select an option'),
  season: choice(seasons, 'Please select your favorite season'),
});

export const lifestyleStep2Schema = z.object({
  scentPreference: choice(scentPreferences, 'Please select a scent preference'),
  intensity: choice(intensities, 'Please select an intensity'),
  lastingPower: choice(lastingPowers, 'Please select a lasting power'),
  mood: choices(moods, 'Please select at least one mood'),
});

export const lifestyleStep3Schema = z.object({
  age: choice(ages, 'Please select an age range'),
  gender: choice(lifestyleGenders, 'Please select a gender'),
  personality: choices(personalities, 'Please select at least one personality trait'),
  style: choice(styles, 'Please select a style'),
});

export const questionnaireSchema = z.object({
  ...lifestyleStep1Schema.shape,
  ...lifestyleStep2Schema.shape,
  ...lifestyleStep3Schema.shape,
});

/** The wizard's steps 1–3, in order; step 4 is the result. */
export const lifestyleStepSchemas = [lifestyleStep1Schema, lifestyleStep2Schema, lifestyleStep3Schema] as const;

export type QuestionnaireAnswers = z.infer<typeof questionnaireSchema>;

/** The wizard's steps as the URL names them (`/custom-perfume?step=preferences`), in order. */
export const lifestyleStepIds = ['lifestyle', 'preferences', 'personality', 'result'] as const;

// ---------------------------------------------------------------------------
// Generation rules: from the answers to a named perfume with notes and a description

const scentFamilies = ['Floral', 'Woody', 'Fresh', 'Oriental'] as const;
export type ScentFamily = (typeof scentFamilies)[number];

const generatedGenders = ['female', 'male'] as const;
type GeneratedGender = (typeof generatedGenders)[number];

export interface GeneratedPerfume {
  name: string;
  uniqueCode: string;
  type: 'lifestyle';
  scentFamily: ScentFamily;
  notes: string;
  topNotes: string;
  middleNotes: string;
  baseNotes: string;
  description: string;
  intensity: Intensity;
  lastingPower: LastingPower;
  wearTime: WearTime[];
  gender: GeneratedGender;
  /** Major units, as the spec's JSON field; the server recomputes it. */
  price: number;
}

function generatedGender(gender: string): GeneratedGender {
  return gender === 'female' ? 'female' : 'male';
}

/** 'citrus' and 'amber' are not questionnaire values; the rule names them, so they are kept. */
export function scentFamilyFor(preference: string): ScentFamily {
  switch (preference) {
    case 'woody':
    case 'spicy':
      return 'Woody';
    case 'fresh':
    case 'citrus':
      return 'Fresh';
    case 'oriental':
    case 'amber':
      return 'Oriental';
    default:
      return 'Floral';
  }
}

interface NoteSet {
  top: string;
  middle: string;
  base: string;
}

const NOTES: Record<string, NoteSet> = {
  floral: { top: 'Bergamot, Neroli', middle: 'Rose, Jasmine', base: 'Musk, Vanilla' },
  woody: { top: 'Citrus, Pine', middle: 'Cedar, Vetiver', base: 'Sandalwood, Leather' },
  oriental: { top: 'Bergamot, Cinnamon', middle: 'Jasmine, Orange Blossom', base: 'Amber, Vanilla, Musk' },
  fresh: { top: 'Bergamot, Lemon, Mint', middle: 'Jasmine, Lavender', base: 'Vetiver, Light Musk' },
};
const OTHER_NOTES: NoteSet = { top: 'Bergamot, Citrus', middle: 'Jasmine, Rose', base: 'Amber, Sandalwood' };

function notesFor(preference: string): NoteSet {
  return Object.hasOwn(NOTES, preference) ? NOTES[preference]! : OTHER_NOTES;
}

const NAMES: Record<ScentFamily, Record<GeneratedGender, string>> = {
  Floral: { female: 'Fleur Enchantée', male: 'Elixir Royal' },
  Oriental: { female: 'Ambré Soyeux', male: 'Oud Mystique' },
  Fresh: { female: 'Jardin Secret', male: "L'Eau Bleu" },
  Woody: { female: 'Bois Précieux', male: 'Bois Noir' },
};

function perfumeNameFor(family: ScentFamily, gender: GeneratedGender): string {
  return NAMES[family][gender];
}

function seasonPhrase(season: string): string {
  switch (season) {
    case 'summer':
      return 'warm summer days';
    case 'winter':
      return 'cozy winter evenings';
    case 'spring':
      return 'fresh spring mornings';
    default:
      return 'colorful autumn afternoons';
  }
}

/** By priority, not by the order the shopper ticked them. */
function moodPhrase(mood: readonly string[]): string {
  if (mood.includes('energetic')) return 'energetic and vibrant';
  if (mood.includes('relaxed')) return 'relaxed and serene';
  if (mood.includes('romantic')) return 'romantic and sensual';
  return 'sophisticated and confident';
}

/** "an energetic …", "a relaxed …". */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

const LIFESTYLE_PRICE_CENTS: Cents = 14500;
const LIFESTYLE_PREMIUM_PRICE_CENTS: Cents = 16500;

/** The price of a lifestyle perfume, whatever the browser says it costs. */
export function lifestylePriceCents(details: { intensity?: string; lastingPower?: string }): Cents {
  return details.intensity === 'strong' || details.lastingPower === 'all-day'
    ? LIFESTYLE_PREMIUM_PRICE_CENTS
    : LIFESTYLE_PRICE_CENTS;
}

/** The digit 8 followed by 7 random digits. */
export function generateUniqueCode(random: () => number = Math.random): string {
  let code = '8';
  for (let i = 0; i < 7; i++) code += String(Math.min(9, Math.max(0, Math.floor(random() * 10))));
  return code;
}

export function generateRecommendation(
  answers: QuestionnaireAnswers,
  random: () => number = Math.random,
): GeneratedPerfume {
  const gender = generatedGender(answers.gender);
  const scentFamily = scentFamilyFor(answers.scentPreference);
  const { top, middle, base } = notesFor(answers.scentPreference);
  const description =
    `A bespoke ${scentFamily.toLowerCase()} fragrance for ${seasonPhrase(answers.season)}, ` +
    `with ${withArticle(moodPhrase(answers.mood))} character, perfect for ${answers.wearTime.join(' and ')}.`;
  return {
    name: perfumeNameFor(scentFamily, gender),
    uniqueCode: generateUniqueCode(random),
    type: 'lifestyle',
    scentFamily,
    notes: `${top}, ${middle}, ${base}`,
    topNotes: top,
    middleNotes: middle,
    baseNotes: base,
    description,
    intensity: answers.intensity,
    lastingPower: answers.lastingPower,
    wearTime: [...answers.wearTime],
    gender,
    price: toMajor(lifestylePriceCents(answers)),
  };
}

// ---------------------------------------------------------------------------
// Server-side check of a lifestyle cart line's customDetails

export const CUSTOM_NAME_MAX = 80;
const NAME_MESSAGE = 'Please give your perfume a name';

export const customNameSchema = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(1, NAME_MESSAGE)
  .max(CUSTOM_NAME_MAX, `Please keep the perfume name to ${CUSTOM_NAME_MAX} characters or fewer`)
  .refine((v) => !/[\t\n\r]/.test(v), 'The perfume name must be on one line');

const noteText = (label: string) =>
  z
    .string({ error: `The ${label} are missing` })
    .trim()
    .min(1, `The ${label} are missing`)
    .max(300, `The ${label} are too long`);

/** Unknown keys are dropped (zod's default strip). `price` is accepted and ignored. */
export const generatedPerfumeSchema = z.object({
  name: customNameSchema,
  type: z.literal('lifestyle', { error: 'This is not a lifestyle perfume' }),
  scentFamily: z.enum(scentFamilies, { error: 'Please choose a scent family' }),
  notes: noteText('notes'),
  topNotes: noteText('top notes'),
  middleNotes: noteText('middle notes'),
  baseNotes: noteText('base notes'),
  description: z.string({ error: 'The description must be text' }).max(1000, 'The description is too long'),
  intensity: choice(intensities, 'Please select an intensity'),
  lastingPower: choice(lastingPowers, 'Please select a lasting power'),
  wearTime: z
    .array(choice(wearTimes, 'Please select a valid wear time'), { error: 'Please select at least one wear time' })
    .max(wearTimes.length, 'Please select each wear time at most once')
    .refine((w) => new Set(w).size === w.length, 'Please select each wear time at most once'),
  gender: z.enum(generatedGenders, { error: 'Please select a gender' }),
  uniqueCode: z.string().max(32).optional(),
  price: z.number().optional(),
});


// ---------------------------------------------------------------------------
// The questionnaire part-way through, as the wizard keeps it between visits (its draft)

/** A radio question: its answer, or unset ('' or null, as a form holds it) while unanswered. */
const draftChoice = <V extends string>(options: readonly Option<V>[]) =>
  z.union([z.enum(valuesOf(options)), z.literal(''), z.null()]).optional();

/** A checkbox question: the options ticked so far (none while unanswered). */
const draftChoices = <V extends string>(options: readonly Option<V>[]) =>
  z
    .array(z.enum(valuesOf(options)))
    .max(options.length)
    .refine((list) => new Set(list).size === list.length)
    .optional();

/** The answers given so far: any question may be unanswered, none may hold a value it does not offer. */
const draftAnswersSchema = z.object({
  environment: draftChoice(environments),
  wearTime: draftChoices(wearTimes),
  indoorOutdoor: draftChoice(indoorOutdoorOptions),
  season: draftChoice(seasons),
  scentPreference: draftChoice(scentPreferences),
  intensity: draftChoice(intensities),
  lastingPower: draftChoice(lastingPowers),
  mood: draftChoices(moods),
  age: draftChoice(ages),
  gender: draftChoice(lifestyleGenders),
  personality: draftChoices(personalities),
  style: draftChoice(styles),
}) satisfies z.ZodType<Partial<Record<keyof QuestionnaireAnswers, unknown>>>;

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
  name: z.string().max(CUSTOM_NAME_MAX).refine(isSingleLine).optional(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type LifestyleDraft = z.infer<typeof lifestyleDraftSchema>;

/** The first step whose questions are not all answered (the result when every one is). */
export function firstIncompleteLifestyleStep(answers: DraftAnswers): number {
  const open = lifestyleStepSchemas.findIndex((schema) => !schema.safeParse(answers).success);
  return open < 0 ? lifestyleStepSchemas.length : open;
}

/**
 * The step to show for the one asked for: the result when every question is answered or a
 * recommendation is already there (one opened to be revised); else no further than the first
 * step with a question unanswered.
 */
export function lifestyleStepFor(requested: number, answers: DraftAnswers, hasRecommendation: boolean): number {
  const result = lifestyleStepSchemas.length;
  if (requested >= result && hasRecommendation) return result;
  return Math.max(0, Math.min(requested, firstIncompleteLifestyleStep(answers)));
}

/** Whether a recommendation is the one these answers make (its code and given name aside). */
export function isRecommendationFor(perfume: GeneratedPerfume, answers: QuestionnaireAnswers): boolean {
  const fresh = generateRecommendation(answers, () => 0);
  const same = (key: keyof GeneratedPerfume) => JSON.stringify(perfume[key]) === JSON.stringify(fresh[key]);
  return (['name', 'scentFamily', 'notes', 'description', 'intensity', 'lastingPower', 'wearTime', 'gender', 'price'] as const).every(same);
}

/**
 * A recommendation (a lifestyle cart line's or creation's details) as a draft at the result step,
 * with the answers that made it when they are known; undefined when the details are not valid.
 */
export function lifestyleDraftOf(details: unknown, answers: unknown = {}, now: Date = new Date()): LifestyleDraft | undefined {
  const name = typeof details === 'object' && details !== null ? (details as { name?: unknown }).name : undefined;
  const draft = lifestyleDraftSchema.safeParse({ step: 'result', answers, perfume: details, name, updatedAt: now.toISOString() });
  return draft.success ? draft.data : undefined;
}
