import type { z } from 'zod';
import {
  ages,
  environments,
  indoorOutdoorOptions,
  intensities,
  lastingPowers,
  lifestyleGenders,
  moods,
  personalities,
  scentPreferences,
  seasons,
  styles,
  wearTimes,
  type Option,
  type questionnaireSchema,
} from '@/domain/lifestyle';

/** What the form holds while the shopper answers: radios may still be unset. */
export type QuestionnaireInput = z.input<typeof questionnaireSchema>;
type QuestionName = keyof QuestionnaireInput;

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

/** Steps 1–3 ask; step 4 shows the result. The options and rules come from the domain. */
export const questionSteps: readonly WizardStep[] = [
  {
    title: 'Lifestyle',
    subtitle: 'Tell us about your daily environment',
    questions: [
      { name: 'environment', legend: 'Where do you spend most of your days?', options: environments },
      { name: 'wearTime', legend: 'When will you wear your fragrance?', options: wearTimes, multiple: true },
      { name: 'indoorOutdoor', legend: 'Are you mostly indoors or outdoors?', options: indoorOutdoorOptions },
      { name: 'season', legend: 'What is your favorite season?', options: seasons },
    ],
  },
  {
    title: 'Preferences',
    subtitle: 'Share your scent preferences',
    questions: [
      { name: 'scentPreference', legend: 'Which scents draw you in?', options: scentPreferences },
      { name: 'intensity', legend: 'How present should it be?', options: intensities },
      { name: 'lastingPower', legend: 'How long should it last?', options: lastingPowers },
      { name: 'mood', legend: 'Which moods should it carry?', options: moods, multiple: true },
    ],
  },
  {
    title: 'Personality',
    subtitle: 'Let us get to know you better',
    questions: [
      { name: 'age', legend: 'Your age range', options: ages },
      { name: 'gender', legend: 'Who is it for?', options: lifestyleGenders },
      { name: 'personality', legend: 'How would you describe yourself?', options: personalities, multiple: true },
      { name: 'style', legend: 'Your personal style', options: styles },
    ],
  },
];

const resultStep = { title: 'Result', subtitle: 'Your custom perfume recommendation' } as const;

export const wizardSteps = [...questionSteps.map(({ title, subtitle }) => ({ title, subtitle })), resultStep];

export const RESULT_STEP = questionSteps.length;

export const emptyAnswers: Partial<QuestionnaireInput> = { wearTime: [], mood: [], personality: [] };
