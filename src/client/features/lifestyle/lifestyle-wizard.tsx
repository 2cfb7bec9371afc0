import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, ShoppingBag, Sparkles } from 'lucide-react';
import {
  customNameSchema,
  generateRecommendation,
  lifestyleStepSchemas,
  questionnaireSchema,
  type GeneratedPerfume,
} from '@/domain/lifestyle';
import { Button } from '@/client/components/ui/button';
import { StepIndicator } from '@/client/components/ui/step-indicator';
import { toast } from '@/client/components/ui/use-toast';
import { stepEnterClasses, useStepFocus } from '@/client/components/ui/use-step-focus';
import { useCart } from '@/client/lib/use-cart';
import { cn } from '@/client/lib/utils';
import { QuestionFieldset } from './question-fieldset';
import { emptyAnswers, questionSteps, RESULT_STEP, wizardSteps, type QuestionnaireInput } from './questionnaire';
import { RecommendationResult } from './recommendation-result';

interface WizardContext {
  step: number;
}

const stepResolvers = lifestyleStepSchemas.map((schema) => zodResolver(schema));

/** Only the current step's schema runs, so Continue checks exactly the questions on screen. */
const resolver: Resolver<QuestionnaireInput, WizardContext> = (values, context, options) => {
  const run = stepResolvers[context?.step ?? 0] ?? stepResolvers[0]!;
  return run(values as never, context, options as never) as ReturnType<Resolver<QuestionnaireInput, WizardContext>>;
};

const NAME_FALLBACK_MESSAGE = 'Please give your perfume a name';

export function LifestyleWizard() {
  const navigate = useNavigate();
  const { addItem } = useCart();
  const [step, setStepIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [perfume, setPerfume] = useState<GeneratedPerfume | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const { containerRef, headingRef } = useStepFocus<HTMLElement>(step);

  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<QuestionnaireInput, WizardContext>({
    resolver,
    context: { step },
    defaultValues: emptyAnswers,
    shouldFocusError: false,
  });

  const setStep = (next: number) => {
    setMoved(true);
    setStepIndex(next);
  };

  const current = wizardSteps[step]!;
  const questions = questionSteps[step]?.questions ?? [];

  const onValid = () => {
    if (step < RESULT_STEP - 1) {
      setStep(step + 1);
      return;
    }
    const answers = questionnaireSchema.safeParse(getValues());
    if (!answers.success) {
      // An earlier step's answer is missing (should not happen): go back to it.
      const field = answers.error.issues[0]?.path[0];
      const back = questionSteps.findIndex((s) => s.questions.some((q) => q.name === field));
      setStep(back < 0 ? 0 : back);
      return;
    }
    const generated = generateRecommendation(answers.data);
    // Coming back to the same recommendation keeps the name the shopper gave it.
    if (generated.name !== perfume?.name) {
      setName(generated.name);
      setNameError(undefined);
    }
    setPerfume(generated);
    setStep(RESULT_STEP);
  };

  /** Focus the first unanswered question, in the order they appear. */
  const onInvalid = (invalid: FieldErrors<QuestionnaireInput>) => {
    const first = questions.find((q) => invalid[q.name]);
    if (first) setFocus(first.name);
  };

  const onNameChange = (next: string) => {
    setName(next);
    if (nameError) {
      const check = customNameSchema.safeParse(next);
      setNameError(check.success ? undefined : (check.error.issues[0]?.message ?? NAME_FALLBACK_MESSAGE));
    }
  };

  const onAddToCart = async () => {
    if (!perfume) return;
    const checked = customNameSchema.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? NAME_FALLBACK_MESSAGE);
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await addItem({
        perfumeId: null,
        quantity: 1,
        isCustom: true,
        customName: checked.data,
        customDetails: { ...perfume, name: checked.data },
      });
      toast({
        variant: 'success',
        title: 'Custom perfume created!',
        description: 'Your personalized fragrance has been added to your cart.',
      });
      navigate('/cart');
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error creating perfume',
        description: 'There was an issue creating your custom perfume. Please try again.',
      });
      setSaving(false);
    }
  };

  const isResult = step === RESULT_STEP && perfume !== null;

  return (
    <section ref={containerRef} aria-labelledby="wizard-step-heading" className="scroll-mt-24 lining-nums lg:scroll-mt-28">
      <StepIndicator steps={wizardSteps} current={step} label="Questionnaire progress" className="mx-auto max-w-2xl" />

      <div
        key={step}
        className={cn('mt-10 border border-line bg-surface px-5 py-8 sm:mt-12 sm:px-10 sm:py-12', moved && stepEnterClasses)}
      >
        <header className="border-b border-line pb-6">
          <p className="eyebrow">
            Step {step + 1} of {wizardSteps.length}
          </p>
          <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="mt-2 font-serif text-3xl outline-none sm:text-4xl">
            {current.title}
          </h2>
          <p className="mt-1.5 text-[0.9375rem] text-ink-soft">{current.subtitle}</p>
        </header>

        {isResult ? (
          <div className="pt-8">
            <RecommendationResult
              perfume={perfume}
              name={name}
              onNameChange={onNameChange}
              nameError={nameError}
              nameRef={nameRef}
              disabled={saving}
            />
            <div className="mt-10 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
              <Button variant="outline" disabled={saving} onClick={() => setStep(step - 1)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </Button>
              <Button size="lg" disabled={saving} onClick={() => void onAddToCart()}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {saving ? 'Adding to Cart...' : 'Add to Cart'}
              </Button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="pt-8">
            <div className="grid gap-10">
              {questions.map((q) => (
                <QuestionFieldset key={q.name} question={q} register={register} error={errors[q.name]?.message} />
              ))}
            </div>
            <div className="mt-10 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
              {step > 0 ? (
                <Button variant="outline" onClick={() => setStep(step - 1)}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back
                </Button>
              ) : (
                <span aria-hidden="true" className="hidden sm:block" />
              )}
              <Button type="submit" size="lg">
                {step === RESULT_STEP - 1 ? (
                  <>
                    <Sparkles aria-hidden="true" className="size-4" />
                    View Result
                  </>
                ) : (
                  <>
                    Continue
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </>
                )}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
