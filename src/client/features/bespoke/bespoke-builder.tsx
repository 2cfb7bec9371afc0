import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, FlaskConical } from 'lucide-react';
import {
  bespokeStepIds,
  canProceed,
  capacityProblem,
  emptyDesign,
  firstIncompleteBespokeStep,
  getPerfumeType,
  ifraProblem,
  isSelected,
  isStepAnswered,
  readDrops,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
  type BespokeDesign,
  type NoteGroup,
  type PerfumeTypeId,
} from '@/domain/bespoke/bespoke';
import { dropCapsOf } from '@/domain/atelier/label';
import { resolveStep } from '@/domain/drafts/drafts';
import { customNameProblem } from '@/domain/lifestyle/lifestyle';
import { StartOver } from '@/client/components/start-over';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { stepEnterClasses, useStepFocus } from '@/client/components/ui/use-step-focus';
import { ingredientsQuery } from '@/client/lib/catalogue-queries';
import { useCart } from '@/client/lib/use-cart';
import { useStepParam } from '@/client/lib/use-step-param';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { BuilderProgress } from './builder-progress';
import { builderSteps, noteStepGroup, proceedHint, REVIEW_STEP, stepIntro } from './builder-steps';
import { CapacityCalculator } from './capacity-calculator';
import { CapacityFix } from './capacity-fix';
import { dropRefusal, pastIfraLimit } from './capacity-notice';
import { bespokeCartDetails } from './cart-details';
import { useBespokeDraft } from './draft';
import { NameStep } from './name-step';
import { NotesStep } from './notes-step';
import { ReviewStep } from './review-step';
import { TypeStep } from './type-step';
import { useNotice } from './use-notice';
import { paths } from '@/domain/pages/paths';

export function BespokeBuilder() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { addItem } = useCart();
  // Loaded from the start, so the note steps rarely have to wait.
  const ingredients = useQuery(ingredientsQuery());
  // The ingredients' IFRA limits as drops: no count past them is taken (unknown until they load).
  const caps = useMemo(() => (ingredients.data ? dropCapsOf(ingredients.data) : undefined), [ingredients.data]);
  const draft = useBespokeDraft();
  const [design, setDesign] = useState<BespokeDesign>(emptyDesign);
  // The draft is taken up once, as soon as it is known (after hydration: see useBuilderDraft).
  const [resumed, setResumed] = useState(false);
  if (!resumed && draft.restored !== undefined) {
    setResumed(true);
    if (draft.restored) setDesign(draft.restored.design);
  }
  const resumeStep = draft.restored ? bespokeStepIds.indexOf(draft.restored.step) : undefined;
  const { step, go } = useStepParam(bespokeStepIds, {
    settled: resumed,
    resume: resumeStep,
    reachable: (requested) => resolveStep(requested, firstIncompleteBespokeStep(design)),
  });
  // The step the page opens on is not a move: no focus change, no entrance.
  const [shownStep, setShownStep] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  if (resumed && step !== shownStep) {
    if (shownStep !== null) setMoved(true);
    setShownStep(step);
  }
  const [saving, setSaving] = useState(false);
  const [notice, announce, clearNotice] = useNotice(step);
  const { containerRef, headingRef } = useStepFocus<HTMLElement>(resumed ? step : null);

  const { save } = draft;
  useEffect(() => {
    if (resumed) save({ step: bespokeStepIds[step]!, design, updatedAt: new Date().toISOString() });
  }, [design, resumed, save, step]);

  const group = noteStepGroup[step];
  const type = getPerfumeType(design.perfumeType);

  // Drop counts typed on this step that the design did not take, by ingredient id: kept in their
  // fields, with the reason, until corrected (a step left behind forgets them).
  const [typed, setTyped] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [typedStep, setTypedStep] = useState(step);
  if (typedStep !== step) {
    setTypedStep(step);
    setTyped(new Map());
  }
  const pending = new Map<number, { typed: string; problem: string }>();
  if (group) {
    for (const [id, text] of typed) {
      const reading = isSelected(design, group, id) ? readDrops(design, group, id, text, t, caps) : undefined;
      if (reading && !reading.ok) pending.set(id, { typed: text, problem: reading.reason });
    }
  }
  const [pendingId] = pending.keys();

  const overCapacity = capacityProblem(design, t);
  const overLimit = ifraProblem(design, caps, t);
  const answered = isStepAnswered(design, step);
  const canGoOn = canProceed(design, step, caps) && pendingId === undefined;

  const goTo = (next: number) => go(next);
  const onNext = () => {
    if (canGoOn) goTo(step + 1);
  };
  const onStartOver = () => {
    draft.clear();
    setDesign(emptyDesign());
    goTo(0);
  };

  /** The design after a change on a notes step, with every typed count it now takes taken too. */
  const change = (g: NoteGroup, next: BespokeDesign, entries: ReadonlyMap<number, string>) => {
    let left = new Map([...entries].filter(([id]) => isSelected(next, g, id)));
    let settled = next;
    // Until nothing more is taken: a count lowered makes room for one typed before it.
    for (let taken = true; taken;) {
      taken = false;
      for (const [id, text] of left) {
        const reading = readDrops(settled, g, id, text, t, caps);
        if (!reading.ok) continue;
        settled = setDrops(settled, g, id, reading.drops, caps);
        left = new Map([...left].filter(([key]) => key !== id));
        taken = true;
      }
    }
    setTyped(left);
    if (settled !== design) setDesign(settled);
  };

  const without = (id: number) => new Map([...typed].filter(([key]) => key !== id));

  const onType = (g: NoteGroup, id: number, text: string) => {
    clearNotice();
    change(g, design, new Map(typed).set(id, text));
  };

  const onStep = (g: NoteGroup, id: number, value: number) => {
    const next = setDrops(design, g, id, value, caps);
    if (next === design) {
      // Said only when a rise was refused: past the ingredient's IFRA limit, or the bottle's capacity (with what is left).
      const refusal = dropRefusal(design, g, id, value, caps, t);
      if (refusal) announce(refusal);
      return;
    }
    clearNotice();
    change(g, next, without(id));
  };

  const onToggle = (g: NoteGroup, id: number) => {
    clearNotice();
    change(g, toggleIngredient(design, g, id), without(id));
  };

  const onCreate = async () => {
    if (!type || !canProceed(design, REVIEW_STEP, caps)) return;
    const customName = design.customName.trim();
    setSaving(true);
    try {
      await addItem({
        perfumeId: null,
        quantity: 1,
        isCustom: true,
        customName,
        customDetails: bespokeCartDetails(design)!,
      });
      draft.clear();
      toast({
        variant: 'success',
        title: t('Bespoke perfume created!'),
        description: t('{name} has been added to your cart.', { name: customName }),
      });
      navigate(paths.cart());
    } catch (err) {
      const fallback = t('There was an issue creating your bespoke perfume. Please try again.');
      toast({
        variant: 'destructive',
        title: t('Error creating perfume'),
        // A refusal the shopper can act on (a full cart, say) in the server's words.
        description: isApiError(err) && err.status < 500 ? errorMessage(err, fallback) : fallback,
      });
      setSaving(false);
    }
  };

  const pendingName = pendingId === undefined ? undefined : ingredients.data?.find((i) => i.id === pendingId)?.name;
  // Why Next is disabled: the name's problem or the step's hint (catalogue messages), …
  const unanswered =
    (step === 1 && design.customName.trim() !== '' && customNameProblem(design.customName)) || proceedHint[step];
  const hint = !answered
    ? unanswered
      ? t(unanswered)
      : ''
    : pendingId !== undefined
      ? pendingName === undefined
        ? t('Correct the drops of the ingredient marked to continue.')
        : t('Correct the drops of {ingredient} to continue.', { ingredient: pendingName })
      : overCapacity
        ? t('Bring the formula within capacity to {step, select, review {create it} other {continue}}.', {
            step: step === REVIEW_STEP ? 'review' : 'other',
          })
        : overLimit
          ? t('Bring the formula within its IFRA limits to {step, select, review {create it} other {continue}}.', {
              step: step === REVIEW_STEP ? 'review' : 'other',
            })
          : '';
  const describedBy = [
    hint ? 'builder-next-hint' : '',
    overCapacity ? 'builder-capacity-problem' : '',
    overLimit ? 'builder-ifra-problem' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      ref={containerRef}
      aria-labelledby="builder-step-heading"
      className="scroll-mt-24 lining-nums lg:scroll-mt-28"
    >
      <BuilderProgress step={step} />

      <div key={step} className={cn('mt-8', moved && stepEnterClasses)}>
        <header className="mb-8 max-w-2xl">
          <h2
            id="builder-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-4xl outline-none sm:text-5xl"
          >
            {t(builderSteps[step]!)}
          </h2>
          <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-soft">{t(stepIntro[step]!)}</p>
        </header>

        {!resumed && step > 0 ? (
          // The design is read after hydration: until then a later step has nothing to show.
          <Skeleton data-testid="builder-restoring" className="h-72 w-full" />
        ) : step === 0 ? (
          <>
            <TypeStep
              value={design.perfumeType}
              onChange={(id: PerfumeTypeId) => setDesign((d) => setPerfumeType(d, id))}
            />
            {/* After coming back to switch type, show at once whether the formula still fits. */}
            {design.ingredients.top.length + design.ingredients.middle.length + design.ingredients.base.length > 0 ? (
              <CapacityCalculator design={design} className="mt-6 max-w-md" />
            ) : null}
          </>
        ) : step === 1 ? (
          <NameStep
            value={design.customName}
            onChange={(name) => setDesign((d) => setCustomName(d, name))}
            onSubmit={onNext}
          />
        ) : group ? (
          <NotesStep
            group={group}
            design={design}
            ingredients={ingredients.data}
            loadError={ingredients.isError}
            onRetry={() => void ingredients.refetch()}
            onToggle={(id) => onToggle(group, id)}
            onType={(id, value) => onType(group, id, value)}
            onStep={(id, value) => onStep(group, id, value)}
            pending={pending}
            notice={notice}
          />
        ) : step === REVIEW_STEP ? (
          <ReviewStep
            design={design}
            ingredients={ingredients.data}
            loadError={ingredients.isError}
            // A formula below its type's usual strength: more drops, from the first notes step…
            onAddDrops={() => goTo(bespokeStepIds.indexOf('top'))}
            // …or the lighter type it does reach, at that type's price.
            onSwitchType={(id) => setDesign((d) => setPerfumeType(d, id))}
          />
        ) : null}
      </div>

      {overCapacity && resumed ? (
        <CapacityFix
          id="builder-capacity-problem"
          design={design}
          problem={overCapacity}
          step={step}
          onGo={goTo}
          className="mt-10"
        />
      ) : null}
      {overLimit && resumed ? (
        <CapacityFix
          id="builder-ifra-problem"
          design={design}
          problem={overLimit}
          step={step}
          onGo={goTo}
          where={pastIfraLimit(design, caps).map(({ group, names }) => ({ group, detail: names.join(', ') }))}
          label={t('Lower the drops past an IFRA limit')}
          className={overCapacity ? 'mt-4' : 'mt-10'}
        />
      ) : null}

      <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="order-2 flex flex-col gap-2 sm:order-1 sm:flex-row sm:items-center sm:gap-3">
          <Button variant="outline" disabled={step === 0 || saving} onClick={() => goTo(step - 1)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('Previous')}
          </Button>
          {step > 0 ? <StartOver what={t('your design')} disabled={saving} onConfirm={onStartOver} /> : null}
        </div>
        <div className="order-1 flex flex-col items-stretch gap-2 sm:order-2 sm:flex-row sm:items-center sm:gap-5">
          {hint ? (
            <p id="builder-next-hint" className="text-center text-xs text-ink-soft sm:text-right">
              {hint}
            </p>
          ) : null}
          {step === REVIEW_STEP ? (
            <PendingButton
              size="lg"
              pending={saving}
              pendingLabel={t('Creating...')}
              disabled={saving || !canGoOn}
              aria-describedby={describedBy || undefined}
              onClick={() => void onCreate()}
              icon={<FlaskConical aria-hidden="true" className="size-4" />}
            >
              {t('Create Perfume')}
            </PendingButton>
          ) : (
            <Button size="lg" disabled={!canGoOn} aria-describedby={describedBy || undefined} onClick={onNext}>
              {t('Next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
