import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Printer } from 'lucide-react';
import { getWorkOrderLabel, getWorkOrderSheet } from '@/domain/api/atelier';
import { urlOf } from '@/domain/api/endpoint';
import type { WorkOrderDetail } from '@/domain/atelier/schemas';
import { strengthOfComposition } from '@/domain/bespoke/strength';
import { fragranceGrams } from '@/domain/atelier/label';
import { formatReadyOn, linesWithoutLot, MAX_LOT_LENGTH, workOrderLabels } from '@/domain/atelier/work-orders';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { ErrorNote } from '@/client/components/ui/error-note';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { idParam, plural } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { categoryLabels } from '../shared/note-groups';
import { formatAllergenPercent, formatMl, formatPercent, nextMove } from './atelier-format';
import { useMoveWorkOrder, useSaveWorkOrderLots, useWorkOrder } from './api';
import { WorkOrderStatusBadge } from './work-order-status-badge';

export const kindLabels = { bespoke: 'Bespoke', lifestyle: 'Lifestyle' } as const satisfies Record<
  WorkOrderDetail['formula']['kind'],
  string
>;

const sectionHeading = 'font-serif text-xl leading-tight';
const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';
/** The formula's numbers: right-aligned, figures of one width, tight enough for a phone. */
const numberCell = 'px-1 py-2.5 text-right tabular-nums whitespace-nowrap sm:px-3';
const numberHead = 'px-1 text-right sm:px-3';

/** One work order, opened from the list (`?workOrder=12`): its formula to weigh, its allergens, its history and its next step. */
export function WorkOrderSheet({ sheet }: { sheet: SheetParam }) {
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel="Close work order">
      {(id) => <WorkOrderView id={id} />}
    </DetailSheet>
  );
}

function WorkOrderView({ id }: { id: number }) {
  const workOrder = useWorkOrder(id);
  if (!workOrder.isSuccess) {
    const missing = isApiError(workOrder.error, 404) ? 'There is no work order with this number.' : undefined;
    return <SheetStatus title={`Work order ${id}`} what="work order" query={workOrder} missing={missing} />;
  }
  return <WorkOrderDetails workOrder={workOrder.data} />;
}

function WorkOrderDetails({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { formula } = workOrder;
  const ids = useId();
  return (
    <SheetArticle
      eyebrow={`Work order ${workOrder.id} · Order ${workOrder.orderId} · Batch ${workOrder.batch}`}
      title={formula.name}
      titleClassName="text-3xl leading-tight break-words"
      description={
        <>
          Perfume no. <span className="tabular-nums">{formula.uniqueCode}</span> · {kindLabels[formula.kind]} ·{' '}
          {formula.typeName} ({strengthOfComposition(formula).label}) · {formula.volumeMl} ml ·{' '}
          {plural(formula.quantity, 'bottle')}
        </>
      }
      descriptionClassName="break-words"
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <WorkOrderStatusBadge status={workOrder.status} />
        </div>
      }
    >
      <section aria-label="Actions" className="grid gap-4 border-y border-line py-5">
        <MoveControl workOrder={workOrder} />
        <div className="flex flex-wrap gap-2">
          <PrintLink href={urlOf(getWorkOrderLabel, { params: { id: workOrder.id } })}>Print label</PrintLink>
          <PrintLink href={urlOf(getWorkOrderSheet, { params: { id: workOrder.id } })}>Print batch sheet</PrintLink>
        </div>
      </section>

      <dl className="grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
        <SheetField label="Order">
          <Link to={`/admin?order=${workOrder.orderId}`} className={linkClasses}>
            Order {workOrder.orderId}
          </Link>
        </SheetField>
        <SheetField label="Bottles">{plural(formula.quantity, 'bottle')}</SheetField>
        <SheetField label="Ready on">
          {workOrder.readyOn ? (
            <time dateTime={workOrder.readyOn}>{formatReadyOn(workOrder.readyOn)}</time>
          ) : (
            <span className="text-ink-soft">Set when it starts macerating</span>
          )}
        </SheetField>
        <SheetField label="Made">
          <SheetTime at={workOrder.createdAt} />
        </SheetField>
        <SheetField label="Last moved">
          <SheetTime at={workOrder.updatedAt} />
        </SheetField>
      </dl>

      <section aria-labelledby={`${ids}-formula`} className="grid gap-3">
        <h3 id={`${ids}-formula`} className={sectionHeading}>
          Formula to weigh
        </h3>
        <p className="text-sm text-ink-soft">
          For one {formula.volumeMl} ml bottle
          {formula.quantity > 1 ? `; this batch makes ${plural(formula.quantity, 'bottle')}` : ''}. A drop is 0.05 ml.
          {formula.alcoholGrams === undefined
            ? ' Paid before densities were kept: measured by volume.'
            : ' Grams at each material’s density; the alcohol base at 0.79 g/ml.'}
        </p>
        <FormulaTable workOrder={workOrder} labelledBy={`${ids}-formula`} />
        {workOrder.status === 'queued' || workOrder.status === 'compounding' ? (
          <LotsForm workOrder={workOrder} />
        ) : null}
      </section>

      <section aria-labelledby={`${ids}-allergens`} className="grid gap-3">
        <h3 id={`${ids}-allergens`} className={sectionHeading}>
          Allergens to declare
        </h3>
        {formula.allergens.length === 0 ? (
          <p className="text-sm text-ink-soft">None above 0.001 % of the finished perfume.</p>
        ) : (
          <>
            <p className="text-sm text-ink-soft">Above 0.001 % of the finished perfume, most first.</p>
            <ul className="grid gap-0 border-t border-line text-sm">
              {formula.allergens.map((a) => (
                <li key={a.inci} className="flex items-baseline justify-between gap-4 border-b border-line py-2">
                  <span className="min-w-0 break-words">{a.inci}</span>
                  <span className="shrink-0 tabular-nums">{formatAllergenPercent(a.percent)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={`${ids}-history`} className="grid gap-3">
        <h3 id={`${ids}-history`} className={sectionHeading}>
          History
        </h3>
        <History workOrder={workOrder} />
      </section>
    </SheetArticle>
  );
}

/** The button to the next step; none when bottled or cancelled. A refusal (moved meanwhile) is said under it. */
function MoveControl({ workOrder }: { workOrder: WorkOrderDetail }) {
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
          ? 'Bottled: this work order is done.'
          : 'Cancelled: its perfume was refunded or its order cancelled. Nothing is left to make.'}
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
            title: next.done,
            description: `Batch ${changed.batch} is ${workOrderLabels[changed.status].toLowerCase()}.`,
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" aria-busy={move.isPending} aria-disabled={move.isPending || undefined} onClick={onClick}>
          <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {move.isPending ? 'Saving…' : next.label}
        </Button>
        <span className="text-[0.8125rem] text-ink-soft">Now {workOrderLabels[workOrder.status].toLowerCase()}</span>
      </div>
      {refused ? (
        <ErrorNote>{errorMessage(refused, 'The work order could not be moved on. Please try again.')}</ErrorNote>
      ) : null}
    </div>
  );
}

/** A PDF of the work order, opened in a new tab (the admin's session opens it). */
function PrintLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses('subtle', 'sm')}>
      <Printer aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      {children}
      <span className="sr-only"> (PDF, opens in a new tab)</span>
    </a>
  );
}

/** The formula as the perfumer weighs it: each ingredient by note group, then the alcohol base and the total. */
function FormulaTable({ workOrder, labelledBy }: { workOrder: WorkOrderDetail; labelledBy: string }) {
  const { formula } = workOrder;
  const drops = formula.composition.reduce((n, line) => n + line.drops, 0);
  // Grams where the formula kept its densities (since issue #43); none invented for an older one.
  const weighed = formula.composition.some((l) => l.grams !== undefined);
  const fragranceG = fragranceGrams(formula);
  const grams = (g: number | undefined) =>
    g === undefined ? (
      <>
        <span aria-hidden="true" className="text-ink-soft">
          —
        </span>
        <span className="sr-only">Not known</span>
      </>
    ) : (
      formatMl(g)
    );
  return (
    // A long name on a narrow phone scrolls the table sideways rather than squeezing its figures.
    <div className="overflow-x-auto border border-line bg-surface">
      <Table aria-labelledby={labelledBy} className="min-w-[18rem]">
        <TableHeader>
          <TableRow>
            <TableHead className="px-2 sm:px-3">Ingredient</TableHead>
            <TableHead className="px-2 max-sm:hidden sm:px-3">Group</TableHead>
            <TableHead className={numberHead}>Drops</TableHead>
            <TableHead className={numberHead}>ml</TableHead>
            {weighed ? <TableHead className={numberHead}>g</TableHead> : null}
            <TableHead className={numberHead}>%</TableHead>
            <TableHead className="px-2 max-sm:hidden sm:px-3">Lot</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {formula.composition.map((line) => (
            <TableRow key={`${line.group}-${line.ingredientId}`}>
              <TableHead
                scope="row"
                className="px-2 py-2.5 text-sm font-normal tracking-normal text-ink normal-case sm:px-3"
              >
                <span className="break-words">{line.name}</span>
                {/* On a phone the group goes under the name, its column left out to keep the figures in view. */}
                <span className="block text-[0.8125rem] text-ink-soft sm:hidden">{categoryLabels[line.group]}</span>
                {/* And its lot, its column left out too. */}
                <span className="block text-[0.8125rem] break-all text-ink-soft sm:hidden">
                  Lot {workOrder.lots[String(line.ingredientId)] ?? 'not recorded'}
                </span>
              </TableHead>
              <TableCell className="px-2 py-2.5 text-ink-soft max-sm:hidden sm:px-3">
                {categoryLabels[line.group]}
              </TableCell>
              <TableCell className={numberCell}>{line.drops}</TableCell>
              <TableCell className={numberCell}>{formatMl(line.ml)}</TableCell>
              {weighed ? <TableCell className={numberCell}>{grams(line.grams)}</TableCell> : null}
              <TableCell className={numberCell}>{formatPercent(line.percent)}</TableCell>
              <TableCell className="px-2 py-2.5 break-all max-sm:hidden sm:px-3">
                {workOrder.lots[String(line.ingredientId)] ?? <span className="text-ink-soft">Not recorded</span>}
              </TableCell>
            </TableRow>
          ))}
          <TableRow className="bg-muted/40">
            <TableHead
              scope="row"
              className="px-2 py-2.5 text-sm font-normal tracking-normal text-ink normal-case sm:px-3"
            >
              Fragrance
            </TableHead>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3">
              <span className="sr-only">All groups</span>
            </TableCell>
            <TableCell className={numberCell}>{drops}</TableCell>
            <TableCell className={numberCell}>{formatMl(formula.fragranceMl)}</TableCell>
            {weighed ? <TableCell className={numberCell}>{grams(fragranceG)}</TableCell> : null}
            <TableCell className={numberCell}>
              {formatPercent((formula.fragranceMl / formula.volumeMl) * 100)}
            </TableCell>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
          </TableRow>
          <TableRow>
            <TableHead
              scope="row"
              className="px-2 py-2.5 text-sm font-normal tracking-normal text-ink normal-case sm:px-3"
            >
              Alcohol base
            </TableHead>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3">
              <span className="sr-only">None</span>
            </TableCell>
            <TableCell className={numberCell}>
              <span aria-hidden="true" className="text-ink-soft">
                —
              </span>
              <span className="sr-only">Not in drops</span>
            </TableCell>
            <TableCell className={numberCell}>{formatMl(formula.alcoholMl)}</TableCell>
            {weighed ? <TableCell className={numberCell}>{grams(formula.alcoholGrams)}</TableCell> : null}
            <TableCell className={numberCell}>{formatPercent(formula.alcoholPercent)}</TableCell>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
          </TableRow>
          <TableRow className="border-b-0 font-medium">
            <TableHead
              scope="row"
              className="px-2 py-2.5 text-sm font-medium tracking-normal text-ink normal-case sm:px-3"
            >
              Total
            </TableHead>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
            <TableCell className="px-2 py-2.5 sm:px-3" />
            <TableCell className={numberCell}>{formatMl(formula.volumeMl)}</TableCell>
            {weighed ? (
              <TableCell className={numberCell}>
                {grams(
                  fragranceG === undefined || formula.alcoholGrams === undefined
                    ? undefined
                    : (Math.round(fragranceG * 100) + Math.round(formula.alcoholGrams * 100)) / 100,
                )}
              </TableCell>
            ) : null}
            <TableCell className={numberCell}>{formatPercent(100)}</TableCell>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

/** Who moved the work order when, and the lots recorded, oldest first: "Queued → Compounding · Camille Roux · Jun 3, 2026, 12:04 PM". */
function History({ workOrder }: { workOrder: WorkOrderDetail }) {
  if (workOrder.events.length === 0) return <p className="text-sm text-ink-soft">No moves recorded yet.</p>;
  return (
    <ol className="grid gap-0 border-t border-line text-sm">
      {workOrder.events.map((e, i) => (
        <li key={i} className="grid gap-1 border-b border-line py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
          <span>
            {e.lots ? (
              <>
                <span className="font-medium">Lots recorded</span>
                <span className="block break-words text-ink-soft">
                  {e.lots.length === 0 ? 'All cleared' : e.lots.map((l) => `${l.name} ${l.lot}`).join(' · ')}
                </span>
              </>
            ) : e.from ? (
              <>
                {workOrderLabels[e.from]}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
              </>
            ) : (
              <span className="text-ink-soft">Made: </span>
            )}
            {e.lots ? null : <span className="font-medium">{workOrderLabels[e.to]}</span>}
            <span className="block break-all text-ink-soft">{e.by ?? 'The shop'}</span>
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
function LotsForm({ workOrder }: { workOrder: WorkOrderDetail }) {
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
            title: 'Lots saved',
            description: `Batch ${changed.batch}: ${plural(composition.length - linesWithoutLot(changed.formula, changed.lots).length, 'lot')} of ${composition.length} recorded.`,
          }),
      },
    );
  };
  return (
    <form aria-labelledby={`${ids}-lots`} onSubmit={onSubmit} noValidate className="grid gap-3 border border-line p-4">
      <h4 id={`${ids}-lots`} className="font-serif text-lg leading-tight">
        Lots weighed
      </h4>
      <p className="text-sm text-ink-soft">
        {missing.length === 0
          ? 'Every ingredient has its lot: the perfume may macerate.'
          : `The lot of each material, from its supplier’s label. ${plural(missing.length, 'line')} still without one.`}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {composition.map((line) => {
          const key = String(line.ingredientId);
          return (
            <TextField
              key={key}
              label={`Lot of ${line.name}`}
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
        <Button
          type="submit"
          size="sm"
          variant="outline"
          aria-busy={save.isPending}
          aria-disabled={save.isPending || undefined}
        >
          {save.isPending ? 'Saving…' : 'Save lots'}
        </Button>
      </div>
      {save.isError ? (
        <ErrorNote>{errorMessage(save.error, 'The lots could not be saved. Please try again.')}</ErrorNote>
      ) : null}
    </form>
  );
}
