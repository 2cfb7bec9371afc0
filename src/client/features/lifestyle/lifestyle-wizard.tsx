import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ArrowLeft, ArrowRight, ShoppingBag, Sparkles } from 'lucide-react';
import {
  completeAnswers,
  customNameProblem,
  generateRecommendation,
  isDraftName,
  isRecommendationFor,
  lifestylePriceCents,
  lifestyleStepFor,
  lifestyleStepIds,
  type GeneratedPerfume,
} from '@/domain/lifestyle/lifestyle';
import { toMajor } from '@/domain/shared/money';
import { StartOver } from '@/client/components/start-over';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { StepIndicator } from '@/client/components/ui/step-indicator';
import { toast } from '@/client/lib/toast';
import { stepEnterClasses, useStepFocus } from '@/client/components/ui/use-step-focus';
import { useCart } from '@/client/lib/use-cart';
import { useStepParam } from '@/client/lib/use-step-param';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { lifestyleCartDetails } from './cart-details';
import { useLifestyleDraft } from './draft';
import { QuestionFieldset } from './question-fieldset';
import { emptyAnswers, questionSteps, RESULT_STEP, wizardSteps, type QuestionnaireInput } from './questionnaire';
import { RecommendationResult } from './recommendation-result';
import { asDraftAnswers, asFormValues, resolver, type WizardContext } from './wizard-form';
import { paths } from '@/domain/pages/paths';
import { PendingButton } from '@/client/components/form/pending-button';

export function LifestyleWizard() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { addItem } = useCart();
  const draft = useLifestyleDraft();
  const [answers, setAnswers] = useState<Partial<QuestionnaireInput>>(emptyAnswers);
  const [perfume, setPerfume] = useState<GeneratedPerfume | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // The draft is taken up once, as soon as it is known (after hydration: see useBuilderDraft).
  const [resumed, setResumed] = useState(false);
  if (!resumed && draft.restored !== undefined) {
    setResumed(true);
    if (draft.restored) {
      setAnswers(asFormValues(draft.restored.answers));
      const kept = draft.restored.perfume;
      setPerfume(kept ? { ...kept, price: toMajor(lifestylePriceCents(kept)) } : null);
      setName(draft.restored.name ?? draft.restored.perfume?.name ?? '');
    }
  }
  const { step, go } = useStepParam(lifestyleStepIds, {
    settled: resumed,
    resume: draft.restored ? lifestyleStepIds.indexOf(draft.restored.step) : undefined,
    reachable: (requested) => lifestyleStepFor(requested, asDraftAnswers(answers), perfume !== null),
  });
  // The step the page opens on is not a move: no focus change, no entrance.
  const [shownStep, setShownStep] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  if (resumed && step !== shownStep) {
    if (shownStep !== null) setMoved(true);
    setShownStep(step);
  }

  // On the result, with every question answered: the recommendation those answers make. Coming
  // back to the same one keeps its reference and the name the shopper gave it.
  const complete = step === RESULT_STEP ? completeAnswers(answers) : undefined;
  // Its description is in the page's language: a recommendation made in another is made again in this one.
  if (resumed && complete && !(perfume && isRecommendationFor(perfume, complete, t))) {
    const generated = generateRecommendation(complete, t);
    if (generated.name !== perfume?.name) {
      setName(generated.name);
      setNameError(undefined);
    }
    setPerfume(generated);
  }

  const { containerRef, headingRef } = useStepFocus<HTMLElement>(resumed ? step : null);

  const restored = resumed ? draft.restored : undefined;
  const restoredValues = useMemo(
    () => (restored ? (asFormValues(restored.answers) as QuestionnaireInput) : undefined),
    [restored],
  );
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    subscribe,
    formState: { errors },
  } = useForm<QuestionnaireInput, WizardContext>({
    resolver,
    context: { step },
    defaultValues: emptyAnswers,
    // The restored answers, once: the form takes them up as its values.
    values: restoredValues,
    resetOptions: { keepDefaultValues: true },
    shouldFocusError: false,
  });

  // The answers as they change, for the step rules and the draft.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => setAnswers({ ...values }) }),
    [subscribe],
  );

  const { save } = draft;
  useEffect(() => {
    if (!resumed) return;
    // Kept as the draft's schema reads it back: a name it would refuse (too long, several lines) is
    // left out rather than losing the answers with it.
    save({
      step: lifestyleStepIds[step]!,
      answers: asDraftAnswers(answers),
      ...(perfume ? { perfume, ...(isDraftName(name) ? { name } : {}) } : {}),
      updatedAt: new Date().toISOString(),
    });
  }, [answers, name, perfume, resumed, save, step]);

  const current = wizardSteps[step]!;
  const indicatorSteps = wizardSteps.map((s) => ({ title: t(s.title), subtitle: t(s.subtitle) }));
  const questions = questionSteps[step]?.questions ?? [];

  // Moving on past the last questions shows the result (its recommendation is made above); a step
  // whose earlier answers are missing is not shown (useStepParam sends the shopper back to them).
  const onValid = () => go(step + 1);

  const onStartOver = () => {
    draft.clear();
    reset(emptyAnswers);
    setAnswers(emptyAnswers);
    setPerfume(null);
    setName('');
    setNameError(undefined);
    go(0);
  };

  /** Focus the first unanswered question, in the order they appear. */
  const onInvalid = (invalid: FieldErrors<QuestionnaireInput>) => {
    const first = questions.find((q) => invalid[q.name]);
    if (first) setFocus(first.name);
  };

  const onNameChange = (next: string) => {
    setName(next);
    if (nameError) {
      setNameError(customNameProblem(next));
    }
  };

  const onAddToCart = async () => {
    if (!perfume) return;
    const problem = customNameProblem(name);
    if (problem) {
      setNameError(problem);
      nameRef.current?.focus();
      return;
    }
    const customName = name.trim();
    setSaving(true);
    try {
      await addItem({
        perfumeId: null,
        quantity: 1,
        isCustom: true,
        customName,
        customDetails: lifestyleCartDetails(perfume, customName),
      });
      draft.clear();
      toast({
        variant: 'success',
        title: t('Custom perfume created!'),
        description: t('Your personalized fragrance has been added to your cart.'),
      });
      navigate(paths.cart());
    } catch {
      toast({
        variant: 'destructive',
        title: t('Error creating perfume'),
        description: t('There was an issue creating your custom perfume. Please try again.'),
      });
      setSaving(false);
    }
  };

  const isResult = step === RESULT_STEP && perfume !== null;

  return (
    <section
      ref={containerRef}
      aria-labelledby="wizard-step-heading"
      className="scroll-mt-24 lining-nums lg:scroll-mt-28"
    >
      <StepIndicator
        steps={indicatorSteps}
        current={step}
        label={t('Questionnaire progress')}
        className="mx-auto max-w-2xl"
      />

      <div
        key={step}
        className={cn(
          'mt-10 border border-line bg-surface px-5 py-8 sm:mt-12 sm:px-10 sm:py-12',
          moved && stepEnterClasses,
        )}
      >
        <header className="border-b border-line pb-6">
          <p className="eyebrow">{t('Step {step} of {count}', { step: step + 1, count: wizardSteps.length })}</p>
          <h2
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 font-serif text-3xl outline-none sm:text-4xl"
          >
            {t(current.title)}
          </h2>
          <p className="mt-1.5 text-[0.9375rem] text-ink-soft">{t(current.subtitle)}</p>
        </header>

        {!resumed && step > 0 ? (
          // The answers are read after hydration: until then a later step has nothing to show.
          <Skeleton data-testid="builder-restoring" className="mt-8 h-72 w-full" />
        ) : isResult ? (
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
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <Button variant="outline" disabled={saving} onClick={() => go(step - 1)}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('Back')}
                </Button>
                <StartOver what={t('your answers and your recommendation')} disabled={saving} onConfirm={onStartOver} />
              </div>
              <PendingButton
                size="lg"
                pending={saving}
                pendingLabel={t('Adding to Cart...')}
                disableWhilePending
                icon={<ShoppingBag aria-hidden="true" className="size-4" />}
                onClick={() => void onAddToCart()}
              >
                {t('Add to Cart')}
              </PendingButton>
            </div>
          </div>
        ) : (
          // method="dialog": before hydration a native submission does nothing (not a reload that keeps no
          // answer); boot.ts holds it and plays it once hydrated, with the answers (app/early-input.ts).
          <form method="dialog" noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="pt-8">
            <div className="grid gap-10">
              {questions.map((q) => (
                <QuestionFieldset key={q.name} question={q} register={register} error={errors[q.name]?.message} />
              ))}
            </div>
            <div className="mt-10 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
              {step > 0 ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <Button variant="outline" onClick={() => go(step - 1)}>
                    <ArrowLeft aria-hidden="true" className="size-4" />
                    {t('Back')}
                  </Button>
                  <StartOver what={t('your answers')} onConfirm={onStartOver} />
                </div>
              ) : (
                <span aria-hidden="true" className="hidden sm:block" />
              )}
              <Button type="submit" size="lg">
                {step === RESULT_STEP - 1 ? (
                  <>
                    <Sparkles aria-hidden="true" className="size-4" />
                    {t('View Result')}
                  </>
                ) : (
                  <>
                    {t('Continue')}
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
