import { orderLineName } from '@/domain/catalogue/sizes';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isGiftCardLine } from '@/domain/cart/lines';
import type { OrderPage as Order } from '@/domain/orders/schemas';
import { isOpenReturn, RETURN_TEXT_MAX, returnStatusLabels } from '@/domain/returns/returns';
import type { OrderReturn } from '@/domain/returns/schemas';
import { formatReturnDay, quantitiesLeft, RETURN_WINDOW_DAYS, returnWindow } from '@/domain/returns/window';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { NativeSelect } from '@/client/components/ui/select';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { errorMessage } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { DEFAULT_LOCALE } from '@/domain/i18n/locales';
import { cn } from '@/client/lib/utils';
import { useRequestReturn, useOrderReturns } from './return-api';
import { PendingButton } from '@/client/components/form/pending-button';

const panel = 'border border-line bg-surface p-6 sm:p-8';

/** The last day of the return window: as the house's messages write it in English (`formatReturnDay`), else as the page's language does. */
function useReturnDay(): (at: Date) => string {
  const { locale, date } = useI18n();
  return (at) => (locale === DEFAULT_LOCALE ? formatReturnDay(at) : date(at, 'long', 'UTC'));
}

/**
 * "Return items" on the order's page (decision 059): within 14 days after
 * delivery the customer picks bottles and quantities and says why; made-to-order perfumes are shown
 * as not returnable, with the reason. Outside the window it says until when returns were possible.
 * The returns already asked follow, with their status and the house's answer.
 */
export function ReturnRequest({ order, className }: { order: Order; className?: string }) {
  const { t } = useI18n();
  const returnDay = useReturnDay();
  const key = useSearchParams()[0].get('key') ?? undefined;
  const [now] = useState(() => new Date());
  const open = returnWindow(order, now);
  const delivered = open.state === 'open' || open.state === 'closed';
  // An order refunded in full (by its returns, say) takes no more, but still shows the returns it had.
  const returns = useOrderReturns(order.id, key, delivered || order.paymentStatus === 'refunded');
  const asked = returns.data ?? [];
  if (!delivered && asked.length === 0) return null;

  return (
    <section aria-labelledby="order-returns-heading" className={cn(panel, className)}>
      <h2 id="order-returns-heading" className="font-serif text-2xl">
        {t('Return Items')}
      </h2>
      {open.state === 'open' ? (
        <>
          <p className="mt-3 text-sm text-ink-soft">
            <Rich
              message="You may return bottles until <strong>{day}</strong>, {days} days after delivery. We refund them once the parcel reaches us."
              values={{ day: returnDay(open.until), days: RETURN_WINDOW_DAYS }}
              tags={{ strong: (words) => <strong className="text-ink">{words}</strong> }}
            />
          </p>
          {/* The form counts what open returns already hold: it waits for them. */}
          {returns.isPending ? (
            <p role="status" className="mt-5 text-sm text-ink-soft">
              {t('Loading your returns…')}
            </p>
          ) : (
            <ReturnForm order={order} accessKey={key} asked={asked} />
          )}
        </>
      ) : open.state === 'closed' ? (
        <p className="mt-3 text-sm text-ink-soft">
          {t('Returns were possible until {day}, {days} days after delivery.', {
            day: returnDay(open.until),
            days: RETURN_WINDOW_DAYS,
          })}
        </p>
      ) : null}
      {asked.length > 0 ? <AskedReturns returns={asked} /> : null}
    </section>
  );
}

function ReturnForm({
  order,
  accessKey,
  asked,
}: {
  order: Order;
  accessKey: string | undefined;
  asked: OrderReturn[];
}) {
  const { t } = useI18n();
  const request = useRequestReturn(order.id, accessKey);
  const left = quantitiesLeft(
    order.items,
    asked.filter((r) => isOpenReturn(r.status)),
  );
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formId = useId();
  const returnable = order.items.filter((l) => !l.isCustom && (left.get(l.id) ?? 0) > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = returnable
      .map((l) => ({ lineId: l.id, quantity: quantities[l.id] ?? 0 }))
      .filter((l) => l.quantity > 0);
    if (lines.length === 0) return setProblem(t('Choose at least one bottle to return.'));
    if (!reason.trim()) return setProblem(t('Please tell us why you are returning them.'));
    setProblem(null);
    request.mutate(
      { lines, reason: reason.trim() },
      {
        onSuccess: () => {
          setQuantities({});
          setReason('');
          setDone(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-describedby={`${formId}-status`} className="mt-5 grid gap-5" noValidate>
      <ul className="grid gap-3">
        {order.items.map((line) => {
          const most = left.get(line.id) ?? 0;
          const selectId = `${formId}-line-${line.id}`;
          return (
            <li
              key={line.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line pb-3"
            >
              <div className="min-w-0 flex-1">
                <p className="text-[0.9375rem] break-words">{orderLineName(line)}</p>
                {isGiftCardLine(line) ? (
                  <p className="mt-1 text-[0.8125rem] text-ink-soft">
                    {t('A gift card is e-mailed, not returned: it is refunded while unspent.')}
                  </p>
                ) : line.isCustom ? (
                  <p className="mt-1 text-[0.8125rem] text-ink-soft">
                    {t(
                      'Made-to-order perfumes cannot be returned: made for you, it is exempt from the right of return.',
                    )}
                  </p>
                ) : most === 0 ? (
                  <p className="mt-1 text-[0.8125rem] text-ink-soft">{t('Already refunded or in a return.')}</p>
                ) : null}
              </div>
              {!line.isCustom && most > 0 ? (
                <div className="flex items-center gap-2">
                  <label htmlFor={selectId} className="text-[0.8125rem] text-ink-soft">
                    <span className="sr-only">{t('{name}: ', { name: orderLineName(line) })}</span>
                    {t('Bottles to return')}
                  </label>
                  <NativeSelect
                    id={selectId}
                    value={quantities[line.id] ?? 0}
                    disabled={request.isPending}
                    onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: Number(e.target.value) }))}
                    wrapperClassName="w-20"
                  >
                    {Array.from({ length: most + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {returnable.length > 0 ? (
        <>
          <TextAreaField
            label={t('Why are you returning them?')}
            value={reason}
            maxLength={RETURN_TEXT_MAX}
            disabled={request.isPending}
            onChange={(e) => setReason(e.target.value)}
            hint={t('{count}/{max} characters', { count: reason.length, max: RETURN_TEXT_MAX })}
          />
          <div>
            <PendingButton type="submit" pending={request.isPending} pendingLabel={t('Sending…')} disableWhilePending>
              {t('Ask for a Return')}
            </PendingButton>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink-soft">{t('Nothing is left to return on this order.')}</p>
      )}
      <div id={`${formId}-status`} aria-live="polite">
        {problem || request.isError ? (
          <p role="alert" className="text-sm text-danger">
            {problem ?? errorMessage(request.error, t('Your return could not be asked. Please try again.'))}
          </p>
        ) : done ? (
          <p className="text-sm">{t('Your return is asked: we will write to you once we have looked at it.')}</p>
        ) : null}
      </div>
    </form>
  );
}

function AskedReturns({ returns }: { returns: OrderReturn[] }) {
  const { t, dateTime } = useI18n();
  return (
    <div className="mt-6 border-t border-line pt-5">
      <h3 className="text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase">{t('Your returns')}</h3>
      <ul className="mt-3 grid gap-4">
        {returns.map((r) => (
          <li key={r.id} className="grid gap-1.5 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{t('Return #{id}', { id: r.id })}</span>
              <span className={badgeStyle(r.status === 'refused' ? 'danger' : 'default')}>
                {t(returnStatusLabels[r.status])}
              </span>
            </div>
            <p className="text-ink-soft">
              <Rich
                message="{lines} · asked <time>{date}</time>"
                values={{
                  lines: r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', '),
                  date: dateTime(r.createdAt),
                }}
                tags={{ time: (words) => <time dateTime={r.createdAt}>{words}</time> }}
              />
            </p>
            {r.message ? (
              <p className="break-words whitespace-pre-line">{t('Our answer: {message}', { message: r.message })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
