import { msg } from '@/domain/i18n/translator';
import {
  lifestyleQuestions,
  lifestyleStepQuestions,
  type Option,
  type QuestionName,
  type QuestionnaireAnswers,
  type QuestionRule,
} from '@/domain/lifestyle/lifestyle';

/** What the form holds while the shopper answers: radios may still be unset. */
export type QuestionnaireInput = QuestionnaireAnswers;

/** Its legend, options, titles and subtitles are catalogue messages, shown through `t`. */
export interface Question {
  name: QuestionName;
  legend: string;
  options: readonly Option[];
  /** Checkboxes (any number) rather than radios (one). */
  multiple?: boolean;
}

export interface WizardStep {
  title: string;
  subtitle: string;
  questions: readonly Question[];
}

const legends: Record<QuestionName, string> = {
  environment: msg('Where do you spend most of your days?'),
  wearTime: msg('When will you wear your fragrance?'),
  indoorOutdoor: msg('Are you mostly indoors or outdoors?'),
  season: msg('What is your favorite season?'),
  scentPreference: msg('Which scents draw you in?'),
  intensity: msg('How present should it be?'),
  lastingPower: msg('How long should it last?'),
  mood: msg('Which moods should it carry?'),
  age: msg('Your age range'),
  gender: msg('Who is it for?'),
  personality: msg('How would you describe yourself?'),
  style: msg('Your personal style'),
};

const stepTitles = [
  { title: msg('Lifestyle'), subtitle: msg('Tell us about your daily environment') },
  { title: msg('Preferences'), subtitle: msg('Share your scent preferences') },
  { title: msg('Personality'), subtitle: msg('Let us get to know you better') },
] as const;

/** Steps 1–3 ask; step 4 shows the result. The questions, their options and rules come from the domain. */
export const questionSteps: readonly WizardStep[] = lifestyleStepQuestions.map((names, step) => ({
  ...stepTitles[step]!,
  questions: names.map((name) => {
    const rule: QuestionRule = lifestyleQuestions[name];
    return { name, legend: legends[name], options: rule.options, multiple: rule.multiple };
  }),
}));

const resultStep = { title: msg('Result'), subtitle: msg('Your custom perfume recommendation') } as const;

export const wizardSteps = [...questionSteps.map(({ title, subtitle }) => ({ title, subtitle })), resultStep];

export const RESULT_STEP = questionSteps.length;

export const emptyAnswers: Partial<QuestionnaireInput> = { wearTime: [], mood: [], personality: [] };
