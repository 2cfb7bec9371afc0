import { ChevronDown, CircleX, Hourglass } from 'lucide-react';
import type { WorkOrderStatus } from '@/domain/atelier/work-orders';
import type { OrderAtelier as Atelier, OrderPage } from '@/domain/orders/schemas';
import { printableLabel } from '@/client/components/label-view';
import { PrintedLabel } from '@/client/components/printed-label';
import { Rich, useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { atelierSteps, madeToOrderNote } from './order-view';

type AtelierLine = Atelier['lines'][number];

/**
 * The order's made-to-order perfumes (decision 064): when they are expected to ship, and for each one
 * where the atelier is with it (a step tracker, or "Cancelled"), its batch number and its printed
 * label. Before payment there is no work order yet: the label and the made-to-order line only.
 */
export function OrderAtelier({ order, className }: { order: OrderPage; className?: string }) {
  const { t, date } = useI18n();
  const atelier = order.atelier;
  if (!atelier || atelier.lines.length === 0) return null;
  const note = madeToOrderNote(order);
  return (
    <section aria-labelledby="order-atelier-heading" className={className} data-testid="order-atelier">
      <h2 id="order-atelier-heading" className="font-serif text-2xl">
        {t('In the Atelier')}
      </h2>
      {note ? (
        <div className="mt-3 text-[0.9375rem]">
          <p className="flex items-start gap-2" data-testid="made-to-order">
            <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" strokeWidth={1.5} />
            {note.line}
          </p>
          {note.expectedShipDate ? (
            <p className="mt-1 pl-6 text-sm text-ink-soft">
              <Rich
                message="Expected to ship around <time>{date}</time>"
                values={{ date: date(note.expectedShipDate) }}
                tags={{ time: (words) => <time dateTime={note.expectedShipDate ?? undefined}>{words}</time> }}
              />
            </p>
          ) : null}
        </div>
      ) : null}
      <ul aria-label={t('Made-to-order perfumes')} className="mt-6 grid gap-4">
        {atelier.lines.map((line) => (
          <li key={line.lineId} className="border border-line bg-surface p-4 sm:p-6">
            <MadeToOrderLine line={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MadeToOrderLine({ line }: { line: AtelierLine }) {
  const { t, date } = useI18n();
  const headingId = `atelier-line-${line.lineId}`;
  return (
    <article aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="min-w-0 font-serif text-xl leading-tight break-words">
          {line.name}
        </h3>
        {line.batch ? (
          <p className="text-[0.8125rem] text-ink-soft">
            <Rich
              message="Batch <number>{batch}</number>"
              values={{ batch: line.batch }}
              tags={{
                number: (words) => <span className="font-medium text-ink lining-nums tabular-nums">{words}</span>,
              }}
            />
          </p>
        ) : null}
      </div>
      {line.status === 'cancelled' ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium">
          <CircleX aria-hidden="true" className="size-4 shrink-0 text-ink-soft" strokeWidth={1.5} />
          {line.progress ?? t('Cancelled')}
        </p>
      ) : line.status ? (
        <WorkOrderTracker
          name={line.name}
          status={line.status}
          // Resting: the day the Atelier set for its bottling, the one the order's expected date reads.
          progress={
            line.status === 'macerating' && line.readyOn
              ? t('Resting until {date}', { date: date(line.readyOn) })
              : line.progress
          }
        />
      ) : null}
      <details className="group mt-5 border-t border-line pt-4">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 text-sm font-medium text-ink underline decoration-line underline-offset-4 outline-none hover:decoration-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          {t('See its label')}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            strokeWidth={1.5}
          />
        </summary>
        <div className="mt-4 max-w-lg">
          <PrintedLabel name={line.name} label={printableLabel(line.label)} />
        </div>
      </details>
    </article>
  );
}

/**
 * Queued → Compounding → Resting → Bottled: an ordered list, the current step marked (aria-current)
 * with the shopper's words for it. A column on a phone, a row from the small breakpoint up.
 */
function WorkOrderTracker({
  name,
  status,
  progress,
}: {
  name: string;
  status: WorkOrderStatus;
  progress: string | null;
}) {
  const { t } = useI18n();
  const steps = atelierSteps(status);
  if (!steps) return null;
  return (
    <ol aria-label={t('Where {name} is', { name })} className="mt-5 grid sm:grid-cols-4">
      {steps.map((step, i) => {
        const current = step.state === 'current';
        const done = step.state === 'done';
        return (
          <li
            key={step.status}
            aria-current={current ? 'step' : undefined}
            className="relative grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 pb-4 last:pb-0 sm:block sm:pr-3 sm:pb-0"
          >
            {/* The thread to the next step: down on a phone, across from the small breakpoint up. */}
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 bottom-0 left-[0.3125rem] w-px sm:top-[0.3125rem] sm:right-0 sm:bottom-auto sm:left-4 sm:h-px sm:w-auto',
                  done ? 'bg-accent' : 'bg-line',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 block size-2.5 rounded-full border sm:mt-0',
                current && 'border-accent bg-accent ring-4 ring-accent/20',
                done && 'border-accent bg-accent',
                step.state === 'upcoming' && 'border-ink/35 bg-surface',
              )}
            />
            <div className="sm:mt-3">
              <p className={cn('text-sm', current ? 'font-medium text-ink' : done ? 'text-ink' : 'text-ink-soft')}>
                {t(step.title)}
                {done ? <span className="sr-only"> {t('(done)')}</span> : null}
              </p>
              {current && progress && progress !== step.title && progress !== t(step.title) ? (
                <p className="mt-0.5 text-[0.8125rem] text-ink-soft">{progress}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
