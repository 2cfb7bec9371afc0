import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import type { WorkOrderDetail } from '@/domain/atelier/schemas';
import { linesWithoutLot, MAX_LOT_LENGTH } from '@/domain/atelier/work-orders';
import { msg } from '@/domain/i18n/translator';
import { TextField } from '@/client/components/ui/text-field';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { SheetTime } from '../shared/detail-sheet';
import { nextMove, workOrderStatusLabels } from './atelier-format';
import { useMoveWorkOrder, useSaveWorkOrderLots } from './api';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';

/** The button to the next step; none when bottled or cancelled. A refusal (moved meanwhile) is said under it. */
export function MoveControl({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useI18n();
  const move = useMoveWorkOrder();
  const next = nextMove(workOrder.status);
  // Mark bottled leaves no button to keep the focus: it goes to the words that say it is done.
  const focusDone = useRef(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const nextStep = next?.to;
  useEffect(() => {
    if (nextStep || !focusDone.current) return;
    focusDone.current = false;
    doneRef.current?.focus();
  }, [nextStep]);
  // The sheet may have moved on to another work order since (the same control, another subject).
  const refused = move.isError && move.variables?.id === workOrder.id ? move.error : null;

  if (!next) {
    return (
      <p ref={doneRef} tabIndex={-1} className="text-sm text-ink-soft outline-none">
        {workOrder.status === 'bottled'
          ? t('Bottled: this work order is done.')
          : t('Cancelled: its perfume was refunded or its order cancelled. Nothing is left to make.')}
      </p>
    );
  }

  const onClick = (event: MouseEvent) => {
    // The second click of a double click would move it on a step further: only the first counts.
    if (event.detail > 1 || move.isPending) return;
    move.mutate(
      { id: workOrder.id, status: next.to },
      {
        onSuccess: (changed) => {
          focusDone.current = nextMove(changed.status) === null;
          toast({
            variant: 'success',
            title: t(next.done),
            description: t(
              'Batch {batch} is {status, select, queued {queued} compounding {compounding} macerating {macerating} bottled {bottled} other {cancelled}}.',
              { batch: changed.batch, status: changed.status },
            ),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          size="sm"
          pending={move.isPending}
          pendingLabel={t('Saving…')}
          aria-disabled={move.isPending || undefined}
          icon={<ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
          onClick={onClick}
        >
          {t(next.label)}
        </PendingButton>
        <span className="text-[0.8125rem] text-ink-soft">
          {t(
            'Now {status, select, queued {queued} compounding {compounding} macerating {macerating} bottled {bottled} other {cancelled}}',
            { status: workOrder.status },
          )}
        </span>
      </div>
      <FormError error={refused} fallback={msg('The work order could not be moved on. Please try again.')} />
    </div>
  );
}

/** Who moved the work order when, and the lots recorded, oldest first: "Queued → Compounding · Camille Roux · Jun 3, 2026, 12:04 PM". */
export function History({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useI18n();
  if (workOrder.events.length === 0) return <p className="text-sm text-ink-soft">{t('No moves recorded yet.')}</p>;
  return (
    <ol className="grid gap-0 border-t border-line text-sm">
      {workOrder.events.map((e, i) => (
        <li key={i} className="grid gap-1 border-b border-line py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
          <span>
            {e.lots ? (
              <>
                <span className="font-medium">{t('Lots recorded')}</span>
                <span className="block break-words text-ink-soft">
                  {e.lots.length === 0 ? t('All cleared') : e.lots.map((l) => `${l.name} ${l.lot}`).join(' · ')}
                </span>
              </>
            ) : e.from ? (
              <>
                {t(workOrderStatusLabels[e.from])}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t('to')} </span>
              </>
            ) : (
              <span className="text-ink-soft">{t('Made:')} </span>
            )}
            {e.lots ? null : <span className="font-medium">{t(workOrderStatusLabels[e.to])}</span>}
            <span className="block break-all text-ink-soft">{e.by ?? t('The shop')}</span>
          </span>
          <span className="text-[0.8125rem] text-ink-soft tabular-nums sm:text-right">
            <SheetTime at={e.at} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The lot of each material weighed, recorded while the perfume is compounded (issue #43): one field per
 * ingredient line, saved together. Every line has its lot before the perfume may macerate.
 */
export function LotsForm({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useI18n();
  const save = useSaveWorkOrderLots();
  const ids = useId();
  const { composition } = workOrder.formula;
  const [lots, setLots] = useState<Record<string, string>>(() =>
    Object.fromEntries(composition.map((l) => [String(l.ingredientId), workOrder.lots[String(l.ingredientId)] ?? ''])),
  );
  const missing = linesWithoutLot(workOrder.formula, workOrder.lots);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { id: workOrder.id, lots },
      {
        onSuccess: (changed) =>
          toast({
            variant: 'success',
            title: t('Lots saved'),
            description: t('Batch {batch}: {count, plural, one {# lot} other {# lots}} of {total} recorded.', {
              batch: changed.batch,
              count: composition.length - linesWithoutLot(changed.formula, changed.lots).length,
              total: composition.length,
            }),
          }),
      },
    );
  };
  return (
    <form aria-labelledby={`${ids}-lots`} onSubmit={onSubmit} noValidate className="grid gap-3 border border-line p-4">
      <h4 id={`${ids}-lots`} className="font-serif text-lg leading-tight">
        {t('Lots weighed')}
      </h4>
      <p className="text-sm text-ink-soft">
        {missing.length === 0
          ? t('Every ingredient has its lot: the perfume may macerate.')
          : t(
              'The lot of each material, from its supplier’s label. {count, plural, one {# line} other {# lines}} still without one.',
              { count: missing.length },
            )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {composition.map((line) => {
          const key = String(line.ingredientId);
          return (
            <TextField
              key={key}
              label={t('Lot of {name}', { name: line.name })}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_LOT_LENGTH}
              value={lots[key] ?? ''}
              onChange={(e) => setLots((now) => ({ ...now, [key]: e.target.value }))}
            />
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          type="submit"
          size="sm"
          variant="outline"
          aria-disabled={save.isPending || undefined}
          pending={save.isPending}
          pendingLabel={t('Saving…')}
        >
          {t('Save lots')}
        </PendingButton>
      </div>
      <FormError error={save.error} fallback={msg('The lots could not be saved. Please try again.')} />
    </form>
  );
}
