import { msg, type Translator } from '../i18n/translator';
import { toMajor, type Cents } from '../shared/money';
import { isSingleLine } from '../shared/text';

/**
 * The lifestyle configurator: the questionnaire's questions and what each accepts, the rules that
 * turn the answers into a perfume, and its price (145, or 165 when the intensity is strong or it
 * lasts all day). No zod here: the questionnaire's page runs these rules on its first render, and
 * the schemas the server and the drafts check with (`schemas.ts`) are built from them.
 */

export interface Option<V extends string = string> {
  value: V;
  /** Its English words, a catalogue message: shown as `t(option.label)`. */
  label: string;
}

function opts<const V extends string>(...entries: readonly (readonly [V, string])[]): readonly Option<V>[] {
  return entries.map(([value, label]) => ({ value, label }));
}

export const environments = opts(
  ['urban', msg('Urban')],
  ['suburban', msg('Suburban')],
  ['rural', msg('Rural')],
  ['coastal', msg('Coastal')],
  ['varied', msg('Varied')],
);
export const wearTimes = opts(
  ['daytime', msg('Daytime')],
  ['evening', msg('Evening')],
  ['work', msg('Work')],
  ['special occasions', msg('Special Occasions')],
);
export const indoorOutdoorOptions = opts(
  ['indoor', msg('Indoor')],
  ['outdoor', msg('Outdoor')],
  ['balanced', msg('Balanced')],
);
export const seasons = opts(
  ['spring', msg('Spring')],
  ['summer', msg('Summer')],
  ['autumn', msg('Autumn')],
  ['winter', msg('Winter')],
);
export const scentPreferences = opts(
  ['floral', msg('Floral')],
  ['woody', msg('Woody')],
  ['oriental', msg('Oriental')],
  ['fresh', msg('Fresh')],
  ['spicy', msg('Spicy')],
  ['fruity', msg('Fruity')],
);
export const intensities = opts(['light', msg('Light')], ['moderate', msg('Moderate')], ['strong', msg('Strong')]);
export const lastingPowers = opts(
  ['few-hours', msg('Few hours')],
  ['half-day', msg('Half-day')],
  ['all-day', msg('All-day')],
);
export const moods = opts(
  ['romantic', msg('Romantic')],
  ['energetic', msg('Energetic')],
  ['relaxed', msg('Relaxed')],
  ['confident', msg('Confident')],
);
export const ages = opts(
  ['18-24', msg('18-24')],
  ['25-34', msg('25-34')],
  ['35-44', msg('35-44')],
  ['45-54', msg('45-54')],
  ['55+', msg('55+')],
);
export const lifestyleGenders = opts(['female', msg('Female')], ['male', msg('Male')], ['unisex', msg('Unisex')]);
export const personalities = opts(
  ['adventurous', msg('Adventurous')],
  ['sophisticated', msg('Sophisticated')],
  ['creative', msg('Creative')],
  ['reserved', msg('Reserved')],
);
export const styles = opts(
  ['classic', msg('Classic')],
  ['modern', msg('Modern')],
  ['bohemian', msg('Bohemian')],
  ['minimalist', msg('Minimalist')],
  ['elegant', msg('Elegant')],
  ['casual', msg('Casual')],
);

type ValueOf<T extends readonly Option[]> = T[number]['value'];
type WearTime = ValueOf<typeof wearTimes>;
type Intensity = ValueOf<typeof intensities>;
type LastingPower = ValueOf<typeof lastingPowers>;

/**
 * A question: the answers it offers, whether several may be ticked, and what it says while unanswered (a
 * catalogue message: shown as `t(message)`).
 */
export interface QuestionRule<V extends string = string> {
  options: readonly Option<V>[];
  multiple?: true;
  message: string;
}

/** The questionnaire's twelve questions: radios take one offered answer, checkboxes at least one. */
export const lifestyleQuestions = {
  environment: { options: environments, message: msg('Please select your environment') },
  wearTime: { options: wearTimes, multiple: true, message: msg('Please select at least one wear time') },
  indoorOutdoor: { options: indoorOutdoorOptions, message: msg('Please select an option') },
  season: { options: seasons, message: msg('Please select your favorite season') },
  scentPreference: { options: scentPreferences, message: msg('Please select a scent preference') },
  intensity: { options: intensities, message: msg('Please select an intensity') },
  lastingPower: { options: lastingPowers, message: msg('Please select a lasting power') },
  mood: { options: moods, multiple: true, message: msg('Please select at least one mood') },
  age: { options: ages, message: msg('Please select an age range') },
  gender: { options: lifestyleGenders, message: msg('Please select a gender') },
  personality: { options: personalities, multiple: true, message: msg('Please select at least one personality trait') },
  style: { options: styles, message: msg('Please select a style') },
} as const satisfies Record<string, QuestionRule>;

export type QuestionName = keyof typeof lifestyleQuestions;

type AnswerTo<R> = R extends { options: readonly Option<infer V>[]; multiple: true }
  ? V[]
  : R extends { options: readonly Option<infer V>[] }
    ? V
    : never;

/** A questionnaire answered in full. */
export type QuestionnaireAnswers = { -readonly [K in QuestionName]: AnswerTo<(typeof lifestyleQuestions)[K]> };

/** The wizard's steps 1–3 and the questions each asks, in order; step 4 is the result. */
export const lifestyleStepQuestions = [
  ['environment', 'wearTime', 'indoorOutdoor', 'season'],
  ['scentPreference', 'intensity', 'lastingPower', 'mood'],
  ['age', 'gender', 'personality', 'style'],
] as const satisfies readonly (readonly QuestionName[])[];

/** Whether a question's answer is one it offers (for checkboxes: at least one, each offered). */
function isAnswered(rule: QuestionRule, value: unknown): boolean {
  const offered = (v: unknown) => rule.options.some((o) => o.value === v);
  return rule.multiple ? Array.isArray(value) && value.length > 0 && value.every(offered) : offered(value);
}

/**
 * A step's unanswered questions, each with what it says (none: the step is complete). An
 * unanswered radio holds undefined, '' or null, an empty checkbox group [] or false: each counts as
 * unanswered, as does a value the question does not offer.
 */
export function stepProblems(
  step: number,
  answers: Readonly<Partial<Record<QuestionName, unknown>>>,
): Partial<Record<QuestionName, string>> {
  const problems: Partial<Record<QuestionName, string>> = {};
  for (const name of lifestyleStepQuestions[step] ?? []) {
    const rule: QuestionRule = lifestyleQuestions[name];
    if (!isAnswered(rule, answers[name])) problems[name] = rule.message;
  }
  return problems;
}

const isStepComplete = (step: number, answers: Readonly<Partial<Record<QuestionName, unknown>>>) =>
  Object.keys(stepProblems(step, answers)).length === 0;

/** Every question answered: the answers (and nothing else), ready for a recommendation; else undefined. */
export function completeAnswers(
  answers: Readonly<Partial<Record<QuestionName, unknown>>>,
): QuestionnaireAnswers | undefined {
  if (!lifestyleStepQuestions.every((_, step) => isStepComplete(step, answers))) return undefined;
  const names = Object.keys(lifestyleQuestions) as QuestionName[];
  return Object.fromEntries(names.map((name) => [name, answers[name]])) as QuestionnaireAnswers;
}

/** The wizard's steps as the URL names them (`/custom-perfume?step=preferences`), in order. */
export const lifestyleStepIds = ['lifestyle', 'preferences', 'personality', 'result'] as const;

// ---------------------------------------------------------------------------
// Generation rules: from the answers to a named perfume with notes and a description

export const scentFamilies = ['Floral', 'Woody', 'Fresh', 'Oriental'] as const;
export type ScentFamily = (typeof scentFamilies)[number];

export const generatedGenders = ['female', 'male'] as const;
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

/**
 * A recommendation's notes ("Bergamot, Neroli": kept in English, the atelier weighs them by these names) in
 * the translator's language.
 */
export function noteWords(t: Translator['t'], notes: string): string {
  return notes
    .split(', ')
    .map((note) =>
      t(
        '{key, select, Bergamot {Bergamot} Citrus {Citrus} Lemon {Lemon} Neroli {Neroli} Pine {Pine} Mint {Mint} Cinnamon {Cinnamon} Rose {Rose} Jasmine {Jasmine} OrangeBlossom {Orange Blossom} Lavender {Lavender} Cedar {Cedar} Vetiver {Vetiver} Sandalwood {Sandalwood} Leather {Leather} Musk {Musk} LightMusk {Light Musk} Vanilla {Vanilla} Amber {Amber} other {{note}}}',
        { key: note.replace(/\s+/g, ''), note },
      ),
    )
    .join(', ');
}

/** A scent family as the shopper reads it. */
export const scentFamilyWords = (t: Translator['t'], family: ScentFamily): string =>
  t('{family, select, Floral {Floral} Woody {Woody} Fresh {Fresh} other {Oriental}}', { family });

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

/** The seasons the description names; any other answer is said as autumn. */
const describedSeason = (season: string) =>
  season === 'summer' || season === 'winter' || season === 'spring' ? season : 'autumn';

/** The mood the description names, by priority, not by the order the shopper ticked them. */
function describedMood(mood: readonly string[]): 'energetic' | 'relaxed' | 'romantic' | 'confident' {
  if (mood.includes('energetic')) return 'energetic';
  if (mood.includes('relaxed')) return 'relaxed';
  if (mood.includes('romantic')) return 'romantic';
  return 'confident';
}

/** One wear time as the description says it ("special occasions"), a language putting its article with it. */
const wearTimeWords = (t: Translator['t'], wearTime: string) =>
  // `special occasions` cannot be a select key (it has a space): it is the other case.
  t('{wearTime, select, daytime {daytime} evening {evening} work {work} other {special occasions}}', { wearTime });

/**
 * The wear times ticked, in the order they were ticked: "daytime and evening and work" (at most four: the
 * questionnaire offers four, each once).
 */
function wearTimeList(t: Translator['t'], wearTime: readonly string[]): string {
  const [a, b, c, d] = wearTime.map((w) => wearTimeWords(t, w));
  return t('{count, plural, =1 {{a}} =2 {{a} and {b}} =3 {{a} and {b} and {c}} other {{a} and {b} and {c} and {d}}}', {
    count: wearTime.length,
    a,
    b,
    c,
    d,
  });
}

/**
 * The recommendation's description in the translator's language: "A bespoke floral fragrance for warm summer
 * days, with an energetic and vibrant character, perfect for daytime and evening." One message, its season,
 * mood and family chosen within it, so each language words and agrees it as its grammar wants.
 */
export function describeRecommendation(
  t: Translator['t'],
  answers: Pick<QuestionnaireAnswers, 'scentPreference' | 'season' | 'mood' | 'wearTime'>,
): string {
  return t(
    'A bespoke {family, select, Floral {floral} Woody {woody} Fresh {fresh} other {oriental}} fragrance for {season, select, summer {warm summer days} winter {cozy winter evenings} spring {fresh spring mornings} other {colorful autumn afternoons}}, with {mood, select, energetic {an energetic and vibrant} relaxed {a relaxed and serene} romantic {a romantic and sensual} other {a sophisticated and confident}} character, perfect for {wearTimes}.',
    {
      family: scentFamilyFor(answers.scentPreference),
      season: describedSeason(answers.season),
      mood: describedMood(answers.mood),
      wearTimes: wearTimeList(t, answers.wearTime),
    },
  );
}

/** A lifestyle perfume's prices in the default market: premium when strong or all-day (spec). */
export const LIFESTYLE_PRICES: Readonly<Record<LifestyleTier, Cents>> = { standard: 14500, premium: 16500 };
export type LifestyleTier = 'standard' | 'premium';

/** Which of the two prices a lifestyle perfume has (a market prices each: `marketItem.lifestyle`). */
export function lifestyleTier(details: { intensity?: string; lastingPower?: string }): LifestyleTier {
  return details.intensity === 'strong' || details.lastingPower === 'all-day' ? 'premium' : 'standard';
}

/** The price of a lifestyle perfume in the default market, whatever the browser says it costs. */
export function lifestylePriceCents(details: { intensity?: string; lastingPower?: string }): Cents {
  return LIFESTYLE_PRICES[lifestyleTier(details)];
}

/** The digit 8 followed by 7 random digits. */
export function generateUniqueCode(random: () => number = Math.random): string {
  let code = '8';
  for (let i = 0; i < 7; i++) code += String(Math.min(9, Math.max(0, Math.floor(random() * 10))));
  return code;
}

/**
 * The perfume the answers make, its description in the language of `t` (the page's: the shopper reads it
 * there, and it is kept so with the cart line or creation).
 */
export function generateRecommendation(
  answers: QuestionnaireAnswers,
  t: Translator['t'],
  random: () => number = Math.random,
): GeneratedPerfume {
  const gender = generatedGender(answers.gender);
  const scentFamily = scentFamilyFor(answers.scentPreference);
  const { top, middle, base } = notesFor(answers.scentPreference);
  const description = describeRecommendation(t, answers);
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
// The perfume's name, as the shopper gives it

export const CUSTOM_NAME_MAX = 80;
/** Catalogue messages (the server's answers and the builders say them in the shopper's language: `t(problem)`). */
export const CUSTOM_NAME_MESSAGES = {
  missing: msg('Please give your perfume a name'),
  // CUSTOM_NAME_MAX, written out: a message is found by its text (lifestyle.test.ts checks they agree).
  tooLong: msg('Please keep the perfume name to 80 characters or fewer'),
  lines: msg('The perfume name must be on one line'),
} as const;

/** What is wrong with a perfume's name (trimmed, as it is kept), or undefined: `customNameSchema`'s rule. */
export function customNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length < 1) return CUSTOM_NAME_MESSAGES.missing;
  if (trimmed.length > CUSTOM_NAME_MAX) return CUSTOM_NAME_MESSAGES.tooLong;
  if (!isSingleLine(trimmed)) return CUSTOM_NAME_MESSAGES.lines;
  return undefined;
}

/** A name as a draft may keep it while the shopper types: blank allowed, within the length, on one line. */
export const isDraftName = (name: string) => name.length <= CUSTOM_NAME_MAX && isSingleLine(name);

// ---------------------------------------------------------------------------
// Where the wizard may be

/** The first step whose questions are not all answered (the result when every one is). */
export function firstIncompleteLifestyleStep(answers: Readonly<Partial<Record<QuestionName, unknown>>>): number {
  const open = lifestyleStepQuestions.findIndex((_, step) => !isStepComplete(step, answers));
  return open < 0 ? lifestyleStepQuestions.length : open;
}

/**
 * The step to show for the one asked for: the result when every question is answered or a
 * recommendation is already there (one opened to be revised); else no further than the first
 * step with a question unanswered.
 */
export function lifestyleStepFor(
  requested: number,
  answers: Readonly<Partial<Record<QuestionName, unknown>>>,
  hasRecommendation: boolean,
): number {
  const result = lifestyleStepQuestions.length;
  if (requested >= result && hasRecommendation) return result;
  return Math.max(0, Math.min(requested, firstIncompleteLifestyleStep(answers)));
}

/**
 * Whether a recommendation is the one these answers make (its code and given name aside), its description
 * in the language of `t`.
 */
export function isRecommendationFor(
  perfume: GeneratedPerfume,
  answers: QuestionnaireAnswers,
  t: Translator['t'],
): boolean {
  const fresh = generateRecommendation(answers, t, () => 0);
  const same = (key: keyof GeneratedPerfume) => JSON.stringify(perfume[key]) === JSON.stringify(fresh[key]);
  return (
    ['name', 'scentFamily', 'notes', 'description', 'intensity', 'lastingPower', 'wearTime', 'gender', 'price'] as const
  ).every(same);
}
