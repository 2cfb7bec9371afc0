import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCart, getCartSummary } from '@/domain/api/cart';
import { applyGiftCard, removeGiftCard } from '@/domain/api/gift-cards';
import type { AppliedGiftCard } from '@/domain/gift-cards/schemas';
import { errorMessages } from '@/domain/shared/errors';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { call, errorMessage } from '@/client/lib/api';
import { usePrice, useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import type { Cents } from '@/domain/shared/money';
import { queryKeyOf } from '@/client/lib/query-keys';

/** The gift card the cart applies, from the server's summary (null when none). */
export function useAppliedGiftCard(owner: string, guestId: string) {
  return useQuery({
    queryKey: queryKeyOf(getCart, owner, 'summary', 'gift-card'),
    queryFn: ({ signal }) => call(getCartSummary, { query: { guestId } }, { signal }),
    select: (s) => ({ giftCard: s.giftCard, total: s.total }),
  });
}

interface Props {
  owner: string;
  guestId: string;
  /** The gift card applied, as the page's own pricing knows it. */
  applied: AppliedGiftCard | null | undefined;
  /** What is left to pay once the card has paid its part, in cents. */
  leftToPay: Cents | undefined;
  disabled?: boolean;
  /** Its place and ground (it is a card of its own, bordered: `mt-4 bg-surface`). */
  className?: string;
}

const FRAME = 'border border-line p-5 sm:p-6';

/**
 * "Gift card" in the cart and checkout summaries, a card of its own: a code field, or the card applied with what it
 * pays and what is left to pay (or that it was cancelled), and a way to take it off.
 */
export function GiftCardCodeField({ owner, guestId, applied, leftToPay, disabled, className = '' }: Props) {
  const { t } = useI18n();
  const money = useMoney();
  const price = usePrice();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(getCart, owner) });

  const onApply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setBusy(true);
    setError(undefined);
    try {
      await call(applyGiftCard, { body: { guestId, code } });
      setCode('');
      await refresh();
    } catch (err) {
      setError(errorMessage(err, t('The gift card could not be applied. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async () => {
    setBusy(true);
    try {
      await call(removeGiftCard, { query: { guestId } });
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={`${FRAME} text-sm ${className}`} role="group" aria-label={t('Gift card applied')}>
        <div className="flex justify-between gap-4">
          <span>{t('Gift card ····{last4}', { last4: applied.last4 })}</span>
          <span className="lining-nums tabular-nums">−{price(applied.applied)}</span>
        </div>
        {applied.cancelled ? (
          // A refund of the order that bought it cancelled it: it pays nothing (decision 062).
          <p className="mt-2 text-danger" role="alert">
            {t(errorMessages.GIFT_CARD_CANCELLED)}
          </p>
        ) : null}
        {leftToPay !== undefined ? (
          <div className="mt-2 flex justify-between gap-4 font-medium">
            <span>{t('Left to pay')}</span>
            <span className="lining-nums tabular-nums">{money(leftToPay)}</span>
          </div>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-2 px-0"
          disabled={busy || disabled}
          onClick={() => void onRemove()}
        >
          {t('Remove gift card')}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => void onApply(e)}
      className={`${FRAME} ${className}`}
      aria-label={t('Apply a gift card')}
    >
      <TextField
        label={t('Gift card')}
        autoComplete="off"
        spellCheck={false}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        disabled={disabled}
      />
      <Button type="submit" variant="outline" size="sm" className="mt-3" disabled={busy || disabled || !code.trim()}>
        {t('Apply')}
      </Button>
    </form>
  );
}
