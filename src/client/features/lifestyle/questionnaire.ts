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
  environment: 'Where do you spend most of your days?',
  wearTime: 'When will you wear your fragrance?',
  indoorOutdoor: 'Are you mostly indoors or outdoors?',
  season: 'What is your favorite season?',
  scentPreference: 'Which scents draw you in?',
  intensity: 'How present should it be?',
  lastingPower: 'How long should it last?',
  mood: 'Which moods should it carry?',
  age: 'Your age range',
  gender: 'Who is it for?',
  personality: 'How would you describe yourself?',
  style: 'Your personal style',
};

const stepTitles = [
  { title: 'Lifestyle', subtitle: 'Tell us about your daily environment' },
  { title: 'Preferences', subtitle: 'Share your scent preferences' },
  { title: 'Personality', subtitle: 'Let us get to know you better' },
] as const;

/** Steps 1–3 ask; step 4 shows the result. The questions, their options and rules come from the domain. */
export const questionSteps: readonly WizardStep[] = lifestyleStepQuestions.map((names, step) => ({
  ...stepTitles[step]!,
  questions: names.map((name) => {
    const rule: QuestionRule = lifestyleQuestions[name];
    return { name, legend: legends[name], options: rule.options, multiple: rule.multiple };
  }),
}));

const resultStep = { title: 'Result', subtitle: 'Your custom perfume recommendation' } as const;

export const wizardSteps = [...questionSteps.map(({ title, subtitle }) => ({ title, subtitle })), resultStep];

export const RESULT_STEP = questionSteps.length;

export const emptyAnswers: Partial<QuestionnaireInput> = { wearTime: [], mood: [], personality: [] };
