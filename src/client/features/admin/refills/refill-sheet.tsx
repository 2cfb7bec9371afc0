import { useId } from 'react';
import { sizedName } from '@/domain/catalogue/sizes';
import type { AdminSubscriptionDetail } from '@/domain/refills/schemas';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { isApiError } from '@/client/lib/api';
import { usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { idParam } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import { Missing } from '../shared/stacked-table';
import type { SheetParam } from '../shared/use-sheet-param';
import { useAdminRefill } from './api';
import { RefillActions } from './refill-actions';
import { RefillAttempts } from './refill-attempts';
import { cancelReasonLabels, labelOf, statusLabels, statusLooks } from './refill-labels';

const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

/** One refill, opened from the list (`?refill=3`): who, what, when and for how much, every billing attempt, its actions. */
export function RefillSheet({ sheet }: { sheet: SheetParam }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel={t('Close refill')}>
      {(id) => <RefillView id={id} />}
    </DetailSheet>
  );
}

function RefillView({ id }: { id: number }) {
  const { t } = useI18n();
  const refill = useAdminRefill(id);
  if (!refill.isSuccess) {
    const missing = isApiError(refill.error, 404) ? t('There is no refill with this number.') : undefined;
    return <SheetStatus title={t('Refill #{id}', { id })} what={t('refill')} query={refill} missing={missing} />;
  }
  return <RefillDetails refill={refill.data} />;
}

function RefillDetails({ refill }: { refill: AdminSubscriptionDetail }) {
  const { t, date } = useI18n();
  const priceIn = usePriceIn();
  const ids = useId();
  return (
    <SheetArticle
      eyebrow={t('Refill #{id}', { id: refill.id })}
      title={sizedName(refill.name, refill.volume)}
      titleClassName="text-3xl leading-tight break-words"
      description={t('Every {weeks} weeks for {name}, since {day}', {
        weeks: refill.intervalWeeks,
        name: refill.customerName || refill.customerEmail,
        day: date(refill.createdAt, 'medium'),
      })}
      descriptionClassName="break-words"
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <span className={badgeStyle(statusLooks[refill.status])}>{t(statusLabels[refill.status])}</span>
        </div>
      }
    >
      <section aria-label={t('Actions')} className="border-y border-line py-5">
        {refill.status === 'cancelled' ? (
          <p className="text-sm text-ink-soft">{t('Cancelled: nothing more is charged or sent.')}</p>
        ) : (
          <RefillActions refill={refill} />
        )}
      </section>

      <dl className="grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
        <SheetField label={t('Customer')}>
          {refill.customerName ? <span className="block break-words">{refill.customerName}</span> : null}
          <a href={`mailto:${refill.customerEmail}`} className={cn('break-all', linkClasses)}>
            {refill.customerEmail}
          </a>
        </SheetField>
        <SheetField label={t('Refill')}>{sizedName(refill.name, refill.volume)}</SheetField>
        <SheetField label={t('Every')}>{t('{weeks} weeks', { weeks: refill.intervalWeeks })}</SheetField>
        <SheetField label={t('Next renewal')}>
          {refill.nextRenewalAt ? <SheetTime at={refill.nextRenewalAt} /> : <Missing words={t('None planned')} />}
          {refill.status === 'paused' && refill.resumeAt ? (
            <span className="block text-xs text-ink-soft">
              {t('Paused until {day}', { day: date(refill.resumeAt, 'medium') })}
            </span>
          ) : null}
        </SheetField>
        <SheetField label={t('Price')}>
          <span className="tabular-nums">{priceIn(refill.price, refill.currency)}</span>
        </SheetField>
        <SheetField label={t('Card')}>{refill.card ?? <Missing words={t('No card kept')} />}</SheetField>
        <SheetField label={t('Status')}>{t(statusLabels[refill.status])}</SheetField>
        <SheetField label={t('Cycle')}>
          <span className="tabular-nums">{refill.cycle}</span>
        </SheetField>
        <SheetField label={t('Failures')}>
          <span className={cn('tabular-nums', refill.failures > 0 && 'text-danger')}>{refill.failures}</span>
        </SheetField>
        {refill.cancelReason ? (
          <SheetField label={t('Cancel reason')} wide>
            <span className="break-words">{labelOf(t, cancelReasonLabels, refill.cancelReason)}</span>
          </SheetField>
        ) : null}
      </dl>

      <section aria-labelledby={`${ids}-attempts`} className="grid gap-3">
        <h3 id={`${ids}-attempts`} className="font-serif text-xl leading-tight">
          {t('Billing attempts, newest first')}
        </h3>
        <RefillAttempts attempts={refill.attempts} labelledBy={`${ids}-attempts`} />
      </section>
    </SheetArticle>
  );
}
