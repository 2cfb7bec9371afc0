import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RefillSubscription, SubscriptionStatus } from '@/domain/refills/schemas';
import { REFILL_INTERVALS } from '@/domain/refills/schemas';
import { volumeLabel } from '@/domain/catalogue/sizes';
import type { BadgeVariant } from '@/client/components/ui/badge-variants';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { NativeSelect } from '@/client/components/ui/select';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { useRefillOffer } from '@/client/components/refill-choice';
import { errorMessage } from '@/client/lib/api';
import { usePriceIn } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { useI18n } from '@/client/lib/i18n';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { msg } from '@/domain/i18n/translator';
import { CardChangeDialog } from './card-change-dialog';
import { isLocked, type RefillChange, useRefillActions } from './refill-actions';

const statusLabels: Record<SubscriptionStatus, string> = {
  active: msg('Active'),
  paused: msg('Paused'),
  past_due: msg('Payment failed'),
  cancelled: msg('Cancelled'),
};
const statusLooks: Record<SubscriptionStatus, BadgeVariant> = {
  active: 'solid',
  paused: 'default',
  past_due: 'danger',
  cancelled: 'default',
};

/** What each change is called in its toast and on its pending button. */
type ChangeKind = 'skip' | 'pause' | 'resume' | 'interval' | 'cancel';
const kindOf = (change: RefillChange | undefined): ChangeKind | undefined => {
  if (!change) return undefined;
  if (change.skipNext) return 'skip';
  if (change.intervalWeeks !== undefined) return 'interval';
  if (change.status === 'paused') return 'pause';
  if (change.status === 'cancelled') return 'cancel';
  return 'resume';
};

/**
 * One refill in the Subscription tab: what comes, how often, when next and for how much, on which card; and its
 * actions. In the 48 hours before a renewal the changes are closed (the server refuses them too) and say why;
 * cancelling stays open, one click once confirmed.
 */
export function RefillCard({ refill }: { refill: RefillSubscription }) {
  const { t, date } = useI18n();
  const priceIn = usePriceIn();
  const offer = useRefillOffer();
  const { change, renew } = useRefillActions(refill);
  const ids = useId();
  const [cycles, setCycles] = useState(1);
  const [weeksChosen, setWeeksChosen] = useState(refill.intervalWeeks);
  const locked = isLocked(refill);
  const busy = change.isPending || renew.isPending;
  const pending = change.isPending ? kindOf(change.variables) : undefined;
  const ended = refill.status === 'cancelled';
  const price = priceIn(refill.price, refill.currency);
  const intervals = offer?.intervals ?? [...REFILL_INTERVALS];
  const headingId = `${ids}-name`;
  const lockId = `${ids}-lock`;
  const describedBy = locked ? lockId : undefined;
  const [cardOpen, setCardOpen] = useCardDialog(refill);

  const done: Record<ChangeKind, string> = {
    skip: t('The next delivery is skipped.'),
    pause: t('Your refill is paused.'),
    resume: t('Your refill is running again.'),
    interval: t('Your refill now comes every {weeks} weeks.', { weeks: weeksChosen }),
    cancel: t('Your refill is cancelled. A confirmation is on its way by e-mail.'),
  };

  /** A change, its toast; a refusal in the server's words (the dialog's own, when it comes from one). */
  const apply = async (body: RefillChange, inDialog = false) => {
    try {
      await change.mutateAsync(body);
      toast({ variant: 'success', title: t('Refill updated'), description: done[kindOf(body)!] });
    } catch (err) {
      if (inDialog) throw err;
      toast({
        variant: 'destructive',
        title: t('Your refill could not be changed'),
        description: errorMessage(err, t('Please try again.')),
      });
    }
  };
  const sendNow = async () => {
    const { orderId } = await renew.mutateAsync();
    toast({
      variant: 'success',
      title: t('Your next refill is on its way'),
      description: t('Order #{id} is paid and will be prepared.', { id: orderId }),
    });
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="refill-card"
      className="flex flex-col border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 font-serif text-2xl leading-tight break-words">
          {refill.name}
          {refill.volume === undefined ? null : (
            <span className="ml-2 text-base text-ink-soft lining-nums">{volumeLabel(refill.volume)}</span>
          )}
        </h3>
        <Badge variant={statusLooks[refill.status]}>{t(statusLabels[refill.status])}</Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact term={t('Every')}>{t('{weeks} weeks', { weeks: refill.intervalWeeks })}</Fact>
        <Fact term={t('Price')}>
          <span className="lining-nums tabular-nums">{price}</span>
        </Fact>
        {refill.nextRenewalAt ? (
          <Fact term={t('Next delivery')}>
            <time dateTime={refill.nextRenewalAt} className="lining-nums tabular-nums">
              {date(refill.nextRenewalAt)}
            </time>
          </Fact>
        ) : null}
        {refill.status === 'paused' && refill.resumeAt ? (
          <Fact term={t('Resumes')}>
            <time dateTime={refill.resumeAt} className="lining-nums tabular-nums">
              {date(refill.resumeAt)}
            </time>
          </Fact>
        ) : null}
        <Fact term={t('Card')}>{refill.card ?? t('No card kept')}</Fact>
      </dl>

      {ended ? null : (
        <div className="mt-5 border-t border-line pt-5">
          {locked ? (
            <p id={lockId} className="mb-4 text-sm text-ink-soft">
              {t('Changes reopen after this delivery is charged.')}
            </p>
          ) : null}
          {refill.status === 'past_due' ? (
            <p className="mb-4 text-sm">
              {t('The last payment did not go through. Change the card and the next attempt is charged to it.')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {/* Not locked: a new card is kept for the renewal being prepared too. */}
            <Button
              size="sm"
              variant={refill.status === 'past_due' ? 'primary' : 'outline'}
              disabled={busy}
              onClick={() => setCardOpen(true)}
            >
              {t('Change the card')}
            </Button>
            {refill.status === 'active' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy || locked}
                aria-describedby={describedBy}
                onClick={() => void apply({ skipNext: true })}
              >
                {pending === 'skip' ? t('Skipping…') : t('Skip the next delivery')}
              </Button>
            ) : null}
            {refill.status === 'paused' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy || locked}
                aria-describedby={describedBy}
                onClick={() => void apply({ status: 'active' })}
              >
                {pending === 'resume' ? t('Resuming…') : t('Resume')}
              </Button>
            ) : null}
            {refill.status === 'active' ? (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" disabled={busy || locked} aria-describedby={describedBy}>
                    {t('Send the next one now')}
                  </Button>
                }
                title={t('Send the next refill now?')}
                description={t('{price} will be charged now to your kept card ({card}), and the refill prepared.', {
                  price,
                  card: refill.card ?? t('the card you paid with'),
                })}
                cancelLabel={t('Not now')}
                confirmLabel={t('Charge and send')}
                pendingLabel={t('Charging…')}
                pending={renew.isPending}
                onConfirm={sendNow}
                failure={t('Please try again.')}
              />
            ) : null}
          </div>

          {refill.status === 'active' ? (
            <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor={`${ids}-pause`}>{t('Pause for')}</label>
              <NativeSelect
                id={`${ids}-pause`}
                value={cycles}
                disabled={busy || locked}
                onChange={(e) => setCycles(Number(e.target.value))}
                wrapperClassName="min-w-40"
              >
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n}>
                    {t('{count, plural, one {# delivery} other {# deliveries}}', { count: n })}
                  </option>
                ))}
              </NativeSelect>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || locked}
                aria-describedby={describedBy}
                onClick={() => void apply({ status: 'paused', pauseCycles: cycles })}
              >
                {pending === 'pause' ? t('Pausing…') : t('Pause')}
              </Button>
            </div>
          ) : null}

          {refill.status === 'past_due' ? null : (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor={`${ids}-interval`}>{t('Deliver')}</label>
              <NativeSelect
                id={`${ids}-interval`}
                value={weeksChosen}
                disabled={busy || locked}
                onChange={(e) => setWeeksChosen(Number(e.target.value))}
                wrapperClassName="min-w-40"
              >
                {intervals.map((weeks) => (
                  <option key={weeks} value={weeks}>
                    {t('Every {weeks} weeks', { weeks })}
                  </option>
                ))}
              </NativeSelect>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || locked || weeksChosen === refill.intervalWeeks}
                aria-describedby={describedBy}
                onClick={() => void apply({ intervalWeeks: weeksChosen })}
              >
                {pending === 'interval' ? t('Changing…') : t('Change the interval')}
              </Button>
            </div>
          )}

          <div className="mt-4">
            <ConfirmDialog
              trigger={
                <Button variant="link" size="inline" disabled={busy} className="text-danger">
                  {t('Cancel the refill')}
                </Button>
              }
              title={t('Cancel “{name}”?', { name: refill.name })}
              description={t('It stops at once: no further delivery is charged. A confirmation comes by e-mail.')}
              cancelLabel={t('Keep it')}
              confirmLabel={t('Cancel the refill')}
              pendingLabel={t('Cancelling…')}
              danger
              pending={pending === 'cancel'}
              onConfirm={() => apply({ status: 'cancelled' }, true)}
              failure={t('Please try again.')}
            />
          </div>
          <CardChangeDialog refill={refill} open={cardOpen} onOpenChange={setCardOpen} />
        </div>
      )}
    </article>
  );
}

/**
 * Whether the card dialog is open: at first when the address names this refill (`?card=<id>`, the link of the
 * mail saying a renewal was declined); closing it takes the name out of the address, so a reload does not reopen it.
 */
function useCardDialog(refill: Pick<RefillSubscription, 'id' | 'status'>) {
  const [params] = useSearchParams();
  const updateParams = useUpdateParams();
  const named = params.get('card') === String(refill.id) && refill.status !== 'cancelled';
  const [open, setOpen] = useState(named);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next && named) {
      updateParams(
        (current) => {
          current.delete('card');
          return current;
        },
        { replace: true },
      );
    }
  };
  return [open, change] as const;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line/60 py-1.5">
      <dt className="text-ink-soft">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
