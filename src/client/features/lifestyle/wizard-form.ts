import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { lifestyleStepSchemas, type DraftAnswers } from '@/domain/lifestyle';
import { emptyAnswers, type QuestionnaireInput } from './questionnaire';

/** The wizard's form: its step-by-step validation, and its values as a draft keeps them. */

export interface WizardContext {
  step: number;
}

const stepResolvers = lifestyleStepSchemas.map((schema) => zodResolver(schema));

/** Only the current step's schema runs, so Continue checks exactly the questions on screen. */
export const resolver: Resolver<QuestionnaireInput, WizardContext> = (values, context, options) => {
  const run = stepResolvers[context?.step ?? 0] ?? stepResolvers[0]!;
  return run(values as never, context, options as never) as ReturnType<Resolver<QuestionnaireInput, WizardContext>>;
};

/** The form's values are the draft's answers as they stand (a radio not yet answered holds null or '', which a draft takes). */
export const asDraftAnswers = (values: Partial<QuestionnaireInput>) => values as DraftAnswers;
export const asFormValues = (answers: DraftAnswers): Partial<QuestionnaireInput> => ({ ...emptyAnswers, ...(answers as Partial<QuestionnaireInput>) });
