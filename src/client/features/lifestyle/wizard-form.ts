import type { FieldErrors, Resolver } from 'react-hook-form';
import { stepProblems } from '@/domain/lifestyle/lifestyle';
import type { DraftAnswers } from '@/domain/lifestyle/schemas';
import { emptyAnswers, type QuestionnaireInput } from './questionnaire';

/** The wizard's form: its step-by-step validation, and its values as a draft keeps them. */

export interface WizardContext {
  step: number;
}

/**
 * Only the current step's questions are checked, so Continue checks exactly the questions on
 * screen: the domain's rules (`stepProblems`), with no schema library on the page's first render.
 */
export const resolver: Resolver<QuestionnaireInput, WizardContext> = (values, context) => {
  const problems = Object.entries(stepProblems(context?.step ?? 0, values));
  if (problems.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    problems.map(([name, message]) => [name, { type: 'required', message }]),
  ) as FieldErrors<QuestionnaireInput>;
  return { values: {}, errors };
};

/** The form's values are the draft's answers as they stand (a radio not yet answered holds null or '', which a draft takes). */
export const asDraftAnswers = (values: Partial<QuestionnaireInput>) => values as DraftAnswers;
export const asFormValues = (answers: DraftAnswers): Partial<QuestionnaireInput> => ({
  ...emptyAnswers,
  ...(answers as Partial<QuestionnaireInput>),
});
