import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clsx as cn } from 'clsx';
import { getRefillOffer } from '@/domain/api/refills';
import { money, toMajorIn, toMinor } from '@/domain/currency/currency';
import { refillPrice } from '@/domain/refills/price';
import { NativeSelect } from '@/client/components/ui/select';
import { fetcher } from '@/client/lib/api';
import { usePrice, useStoreCurrency } from '@/client/lib/format';
import { queryKeyOf } from '@/client/lib/query-keys';
import { loginHref, safeReturnPath } from '@/client/lib/return-path';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useI18n } from '@/client/lib/i18n';
import { paths } from '@/domain/pages/paths';

/** The Refill Program page's section on the programme: the dashboard's "View Plans" leads to it. */
export const REFILL_PROGRAMME_ID = 'programme';

/** GET /api/refills: the intervals the house allows and the refill discount; the owner changes them rarely. */
const refillOfferQuery = () =>
  queryOptions({ queryKey: queryKeyOf(getRefillOffer), queryFn: fetcher(getRefillOffer), staleTime: 5 * 60_000 });

/**
 * The refill price shown beside the one-off one (major units), by the domain's rule (src/domain/refills/price.ts).
 * The server prices the line itself (its answer is what the cart shows); this is only the preview.
 */
export function refillPriceOf(price: number, currency: string, percent: number): number {
  return toMajorIn(refillPrice(money(toMinor(price, currency), currency), percent).minor, currency);
}

/** The refill offer as a product page or a creation shows it; nothing while it loads or when none is offered. */
export function useRefillOffer() {
  const offer = useQuery(refillOfferQuery()).data;
  return offer && offer.intervals.length > 0 ? offer : undefined;
}

interface RefillChoiceProps {
  /** The one-off price (major units) of what is bought, in `currency`. */
  price: number;
  /** The price's currency; none: the market's. */
  currency?: string;
  /** The interval chosen in weeks, or null for a one-off purchase. */
  value: number | null;
  onChange: (intervalWeeks: number | null) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * "One-off" or "Refill every 4 / 8 / 12 weeks" (DESIGN §1 "Refills"), each with its price: a radio group in a
 * fieldset (arrow keys move between them), the interval a select under it, each price named to a screen reader
 * by `aria-describedby`. Refills are for signed-in shoppers: a guest who picks one is asked to sign in or
 * register, coming back here (the guest's cart is merged into the account's on sign-in).
 */
export function RefillChoice({ price, currency, value, onChange, disabled, className = 'mt-8' }: RefillChoiceProps) {
  const { t, number } = useI18n();
  const market = useStoreCurrency();
  const format = usePrice(currency);
  const offer = useRefillOffer();
  const user = useCurrentUser();
  const location = useLocation();
  const ids = useId();
  if (!offer) return null;

  const refill = value !== null;
  const refillPrice = refillPriceOf(price, currency ?? market, offer.discountPercent);
  const percent = number(offer.discountPercent / 100, { style: 'percent', maximumFractionDigits: 1 });
  const guest = refill && !user.isPending && !user.data;
  const here = `${location.pathname}${location.search}`;
  const back = safeReturnPath(here);
  const option = (checked: boolean) =>
    cn(
      'flex cursor-pointer items-start gap-3 border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
      checked ? 'border-ink bg-surface' : 'border-line hover:border-ink-soft',
    );

  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="eyebrow">{t('How you receive it')}</legend>
      <div className="mt-3 grid gap-3 min-[400px]:grid-cols-2">
        <label className={option(!refill)}>
          <input
            type="radio"
            name={`${ids}-kind`}
            className="mt-0.5 accent-ink"
            checked={!refill}
            onChange={() => onChange(null)}
            aria-labelledby={`${ids}-once-name`}
            aria-describedby={`${ids}-once`}
          />
          <span className="grid leading-tight">
            <span id={`${ids}-once-name`} className="font-medium">
              {t('One-off')}
            </span>
            <span id={`${ids}-once`} className="text-ink-soft lining-nums tabular-nums">
              {format(price)}
            </span>
          </span>
        </label>
        <label className={option(refill)}>
          <input
            type="radio"
            name={`${ids}-kind`}
            className="mt-0.5 accent-ink"
            checked={refill}
            onChange={() => onChange(offer.intervals[0]!)}
            aria-labelledby={`${ids}-refill-name`}
            aria-describedby={`${ids}-refill`}
          />
          <span className="grid leading-tight">
            <span id={`${ids}-refill-name`} className="font-medium">
              {t('Refill')}
            </span>
            <span id={`${ids}-refill`} className="text-ink-soft lining-nums tabular-nums">
              {t('{price} a delivery, {percent} less', { price: format(refillPrice), percent })}
            </span>
          </span>
        </label>
      </div>
      {refill ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <label htmlFor={`${ids}-interval`}>{t('Deliver')}</label>
          <NativeSelect
            id={`${ids}-interval`}
            value={value}
            onChange={(e) => onChange(Number(e.target.value))}
            aria-describedby={`${ids}-refill${guest ? ` ${ids}-guest` : ''}`}
            wrapperClassName="min-w-44"
          >
            {offer.intervals.map((weeks) => (
              <option key={weeks} value={weeks}>
                {t('Every {weeks} weeks', { weeks })}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {guest ? (
        <p id={`${ids}-guest`} role="status" className="mt-3 text-sm">
          {t('Sign in or create an account to subscribe to a refill.')}{' '}
          <Link to={loginHref(here)} className="underline underline-offset-4 hover:text-accent">
            {t('Sign in')}
          </Link>
          {' · '}
          <Link
            to={paths.login({ tab: 'register', next: back })}
            className="underline underline-offset-4 hover:text-accent"
          >
            {t('Create an account')}
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}

/** Whether the choice can be added to the cart: a refill needs a signed-in shopper. */
export function useRefillBlocked(value: number | null): boolean {
  const user = useCurrentUser();
  return value !== null && !user.data;
}
