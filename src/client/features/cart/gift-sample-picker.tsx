import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { chooseCartGift } from '@/domain/api/promotions';
import type { CartSummary } from '@/domain/cart/schemas';
import { giftSampleGap } from '@/domain/promotions/gift-sample';
import { Button } from '@/client/components/ui/button';
import { call, errorMessage } from '@/client/lib/api';
import { useCartQuery } from '@/client/lib/cart-query';
import { perfumesQuery } from '@/client/lib/catalogue-queries';
import { centsOf, useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';

interface GiftSamplePickerProps {
  gift: CartSummary['giftSample'];
  /** The cart's subtotal in cents (the gift's own sample left out by the caller when chosen). */
  subtotal: number;
  /** The sample lines' unit price (cents) of the chosen gift, if in the cart. */
  giftLinePrice: number;
}

/**
 * The automatic gift (decision 061): below the shop's subtotal, how much more is needed; above it,
 * "Choose your free sample", a labelled select of the catalogue. The server adds the sample as a
 * line and prices it free (the "Free sample (gift)" adjustment).
 */
export function GiftSamplePicker({ gift, subtotal, giftLinePrice }: GiftSamplePickerProps) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const money = useMoney();
  const { key, guestId } = useCartQuery();
  const perfumes = useQuery(perfumesQuery());
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const selectId = useId();
  const choose = useMutation({
    mutationFn: (perfumeId: number | null) => call(chooseCartGift, { body: { guestId, perfumeId } }),
    onSuccess: () => setMessage(undefined),
    onError: (err) => setMessage(errorMessage(err, t('The sample could not be chosen. Please try again.'))),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
  if (!gift) return null;
  const threshold = centsOf(gift.threshold);
  const chosen = gift.perfumeId === null ? undefined : perfumes.data?.find((p) => p.id === gift.perfumeId);
  if (!gift.offered) {
    return (
      <p className="mt-4 border-l-2 border-accent pl-3 text-xs text-ink-soft" data-testid="gift-sample-hint">
        {gift.perfumeId !== null && giftLinePrice > 0
          ? chosen
            ? t('Add {amount} more for a free sample of your choice. Your sample of {name} is no longer free.', {
                amount: money(giftSampleGap(threshold, subtotal, giftLinePrice)),
                name: chosen.name,
              })
            : t('Add {amount} more for a free sample of your choice. Your sample of your choice is no longer free.', {
                amount: money(giftSampleGap(threshold, subtotal, giftLinePrice)),
              })
          : t('Add {amount} more for a free sample of your choice.', {
              amount: money(giftSampleGap(threshold, subtotal, giftLinePrice)),
            })}
      </p>
    );
  }
  return (
    <section aria-labelledby={`${selectId}-h`} className="mt-6 border-t border-line pt-5">
      <h3 id={`${selectId}-h`} className="font-serif text-lg">
        {t('Choose your free sample')}
      </h3>
      {chosen ? (
        <p className="mt-2 text-sm" role="status">
          {t('Your free sample: {name}.', { name: chosen.name })}
        </p>
      ) : null}
      <form
        className="mt-3 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) choose.mutate(Number(choice));
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          {t('Free sample')}
        </label>
        <select
          id={selectId}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="min-h-11 w-full min-w-0 border border-line bg-surface px-3 text-sm"
        >
          <option value="">{t('Select a perfume…')}</option>
          {(perfumes.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" disabled={!choice || choose.isPending}>
          {chosen ? t('Change') : t('Choose')}
        </Button>
      </form>
      {message ? (
        <p className="mt-2 text-xs text-danger" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
