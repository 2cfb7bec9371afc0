import { useId } from 'react';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { getWorkOrderLabel, getWorkOrderSheet } from '@/domain/api/atelier';
import { urlOf } from '@/domain/api/endpoint';
import type { WorkOrderDetail } from '@/domain/atelier/schemas';
import { strengthOfComposition } from '@/domain/bespoke/strength';
import { formatReadyOn } from '@/domain/atelier/work-orders';
import { buttonClasses } from '@/client/components/ui/button';
import { isApiError } from '@/client/lib/api';
import { idParam, plural } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { formatAllergenPercent } from './atelier-format';
import { useWorkOrder } from './api';
import { WorkOrderStatusBadge } from './work-order-status-badge';
import { FormulaTable } from './formula-table';
import { History, LotsForm, MoveControl } from './work-order-steps';
import { paths } from '@/domain/pages/paths';

export const kindLabels = { bespoke: 'Bespoke', lifestyle: 'Lifestyle' } as const satisfies Record<
  WorkOrderDetail['formula']['kind'],
  string
>;

const sectionHeading = 'font-serif text-xl leading-tight';
const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

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
          <Link to={paths.admin({ order: workOrder.orderId })} className={linkClasses}>
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
