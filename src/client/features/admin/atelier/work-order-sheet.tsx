import { useId } from 'react';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { getWorkOrderLabel, getWorkOrderSheet } from '@/domain/api/atelier';
import { urlOf } from '@/domain/api/endpoint';
import type { WorkOrderDetail } from '@/domain/atelier/schemas';
import { strengthOfComposition } from '@/domain/bespoke/strength';
import { msg } from '@/domain/i18n/translator';
import { buttonClasses } from '@/client/components/ui/button';
import { isApiError } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { idParam } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { formatAllergenPercent, formatPercent, formatReadyOnIn } from './atelier-format';
import { useWorkOrder } from './api';
import { WorkOrderStatusBadge } from './work-order-status-badge';
import { FormulaTable } from './formula-table';
import { History, LotsForm, MoveControl } from './work-order-steps';
import { paths } from '@/domain/pages/paths';

/** A custom perfume's kind in words: catalogue messages, shown through `t`. */
export const kindLabels = { bespoke: msg('Bespoke'), lifestyle: msg('Lifestyle') } as const satisfies Record<
  WorkOrderDetail['formula']['kind'],
  string
>;

const sectionHeading = 'font-serif text-xl leading-tight';
const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

/** One work order, opened from the list (`?workOrder=12`): its formula to weigh, its allergens, its history and its next step. */
export function WorkOrderSheet({ sheet }: { sheet: SheetParam }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel={t('Close work order')}>
      {(id) => <WorkOrderView id={id} />}
    </DetailSheet>
  );
}

function WorkOrderView({ id }: { id: number }) {
  const { t } = useI18n();
  const workOrder = useWorkOrder(id);
  if (!workOrder.isSuccess) {
    const missing = isApiError(workOrder.error, 404) ? t('There is no work order with this number.') : undefined;
    return (
      <SheetStatus title={t('Work order {id}', { id })} what={t('work order')} query={workOrder} missing={missing} />
    );
  }
  return <WorkOrderDetails workOrder={workOrder.data} />;
}

function WorkOrderDetails({ workOrder }: { workOrder: WorkOrderDetail }) {
  const tr = useI18n();
  const { t } = tr;
  const { formula } = workOrder;
  const ids = useId();
  const bottles = t('{count, plural, one {# bottle} other {# bottles}}', { count: formula.quantity });
  return (
    <SheetArticle
      eyebrow={t('Work order {id} · Order {order} · Batch {batch}', {
        id: workOrder.id,
        order: workOrder.orderId,
        batch: workOrder.batch,
      })}
      title={formula.name}
      titleClassName="text-3xl leading-tight break-words"
      description={
        <>
          <Rich
            message="Perfume no. <code>{code}</code>"
            values={{ code: formula.uniqueCode }}
            tags={{ code: (code) => <span className="tabular-nums">{code}</span> }}
          />{' '}
          · {t(kindLabels[formula.kind])} · {formula.typeName} (
          {formatPercent(tr, strengthOfComposition(formula).percent)}) ·{' '}
          {t('{volume} ml', { volume: tr.number(formula.volumeMl) })} · {bottles}
        </>
      }
      descriptionClassName="break-words"
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <WorkOrderStatusBadge status={workOrder.status} />
        </div>
      }
    >
      <section aria-label={t('Actions')} className="grid gap-4 border-y border-line py-5">
        <MoveControl workOrder={workOrder} />
        <div className="flex flex-wrap gap-2">
          <PrintLink href={urlOf(getWorkOrderLabel, { params: { id: workOrder.id } })}>{t('Print label')}</PrintLink>
          <PrintLink href={urlOf(getWorkOrderSheet, { params: { id: workOrder.id } })}>
            {t('Print batch sheet')}
          </PrintLink>
        </div>
      </section>

      <dl className="grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
        <SheetField label={t('Order')}>
          <Link to={paths.admin({ order: workOrder.orderId })} className={linkClasses}>
            {t('Order {id}', { id: workOrder.orderId })}
          </Link>
        </SheetField>
        <SheetField label={t('Bottles')}>{bottles}</SheetField>
        <SheetField label={t('Ready on')}>
          {workOrder.readyOn ? (
            <time dateTime={workOrder.readyOn}>{formatReadyOnIn(tr, workOrder.readyOn)}</time>
          ) : (
            <span className="text-ink-soft">{t('Set when it starts macerating')}</span>
          )}
        </SheetField>
        <SheetField label={t('Made')}>
          <SheetTime at={workOrder.createdAt} />
        </SheetField>
        <SheetField label={t('Last moved')}>
          <SheetTime at={workOrder.updatedAt} />
        </SheetField>
      </dl>

      <section aria-labelledby={`${ids}-formula`} className="grid gap-3">
        <h3 id={`${ids}-formula`} className={sectionHeading}>
          {t('Formula to weigh')}
        </h3>
        <p className="text-sm text-ink-soft">
          {t(
            '{count, plural, one {For one {volume} ml bottle.} other {For one {volume} ml bottle; this batch makes # bottles.}} A drop is {drop} ml.',
            { count: formula.quantity, volume: tr.number(formula.volumeMl), drop: tr.number(0.05) },
          )}{' '}
          {formula.alcoholGrams === undefined
            ? t('Paid before densities were kept: measured by volume.')
            : t('Grams at each material’s density; the alcohol base at {density} g/ml.', { density: tr.number(0.79) })}
        </p>
        <FormulaTable workOrder={workOrder} labelledBy={`${ids}-formula`} />
        {workOrder.status === 'queued' || workOrder.status === 'compounding' ? (
          <LotsForm workOrder={workOrder} />
        ) : null}
      </section>

      <section aria-labelledby={`${ids}-allergens`} className="grid gap-3">
        <h3 id={`${ids}-allergens`} className={sectionHeading}>
          {t('Allergens to declare')}
        </h3>
        {formula.allergens.length === 0 ? (
          <p className="text-sm text-ink-soft">
            {t('None above {threshold} of the finished perfume.', { threshold: formatAllergenPercent(tr, 0.001) })}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-soft">
              {t('Above {threshold} of the finished perfume, most first.', {
                threshold: formatAllergenPercent(tr, 0.001),
              })}
            </p>
            <ul className="grid gap-0 border-t border-line text-sm">
              {formula.allergens.map((a) => (
                <li key={a.inci} className="flex items-baseline justify-between gap-4 border-b border-line py-2">
                  <span className="min-w-0 break-words">{a.inci}</span>
                  <span className="shrink-0 tabular-nums">{formatAllergenPercent(tr, a.percent)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={`${ids}-history`} className="grid gap-3">
        <h3 id={`${ids}-history`} className={sectionHeading}>
          {t('History')}
        </h3>
        <History workOrder={workOrder} />
      </section>
    </SheetArticle>
  );
}

/** A PDF of the work order, opened in a new tab (the admin's session opens it). */
function PrintLink({ href, children }: { href: string; children: string }) {
  const { t } = useI18n();
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses('subtle', 'sm')}>
      <Printer aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      {children}
      <span className="sr-only"> {t('(PDF, opens in a new tab)')}</span>
    </a>
  );
}
