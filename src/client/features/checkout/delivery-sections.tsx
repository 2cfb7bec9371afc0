import type { RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Buyer, ShippingDetails } from '@/domain/checkout/schemas';
import type { Cents } from '@/domain/shared/money';
import type { ShippingCountry } from '@/domain/shipping/schemas';
import { BillingSection } from './billing-section';
import { BuyerFields } from './buyer-fields';
import { GiftSection, type GiftChoice } from './gift-section';
import { CheckoutSection } from './checkout-section';
import { ShippingFields } from './shipping-fields';
import { ShippingMethods } from './shipping-methods';
import type { CheckoutPricing } from './use-checkout-pricing';
import { useI18n } from '@/client/lib/i18n';

/** Gift cards only (issue #43): nothing travels, so the buyer's name and e-mail are all that is asked. */
export function BuyerSection({ form, disabled }: { form: UseFormReturn<Buyer, unknown, Buyer>; disabled: boolean }) {
  const { t } = useI18n();
  return (
    <CheckoutSection id="buyer" title={t('Your Details')}>
      <p className="mt-1.5 text-sm text-ink-soft">
        {t(
          'Gift cards are e-mailed to their recipients on the day you chose: nothing is shipped. Your name and e-mail are for your invoice and confirmation.',
        )}
      </p>
      <div className="mt-7">
        <BuyerFields form={form} disabled={disabled} />
      </div>
    </CheckoutSection>
  );
}

/** Where the order goes and how: the shipping details and method, the gift, the billing details. */
export function DeliverySections({
  form,
  billingForm,
  countries,
  pricing,
  subtotalAfterDiscounts,
  giftCards,
  gift,
  onGiftChange,
  giftError,
  giftMessageRef,
  billingSame,
  onBillingSameChange,
  disabled,
}: {
  form: UseFormReturn<ShippingDetails, unknown, ShippingDetails>;
  billingForm: UseFormReturn<ShippingDetails, unknown, ShippingDetails>;
  countries: readonly ShippingCountry[] | undefined;
  pricing: CheckoutPricing;
  /** What the bottles come to once the discounts are off: a method's free threshold reads it. */
  subtotalAfterDiscounts: Cents;
  /** The cart holds gift cards too (they ship nothing). */
  giftCards: boolean;
  gift: GiftChoice;
  onGiftChange: (next: GiftChoice) => void;
  giftError: string | undefined;
  giftMessageRef: RefObject<HTMLTextAreaElement | null>;
  billingSame: boolean;
  onBillingSameChange: (same: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <CheckoutSection id="shipping" title={gift.isGift ? t("Recipient's address") : t('Shipping Information')}>
        <p className="mt-1.5 text-sm text-ink-soft">
          {gift.isGift ? t('Who receives the gift, and where?') : t('Where should we send your order?')}
        </p>
        <div className="mt-7">
          <ShippingFields form={form} disabled={disabled} countries={countries} />
          <ShippingMethods
            pricing={pricing}
            subtotalAfterDiscounts={subtotalAfterDiscounts}
            giftCards={giftCards}
            disabled={disabled}
          />
        </div>
      </CheckoutSection>

      <CheckoutSection id="gift" title={t('Gift')}>
        <div className="mt-5">
          <GiftSection
            value={gift}
            onChange={onGiftChange}
            wrapPrice={pricing.giftWrapPrice}
            currency={pricing.currency}
            disabled={disabled}
            error={giftError}
            messageRef={giftMessageRef}
          />
        </div>
      </CheckoutSection>

      <CheckoutSection id="billing" title={t('Billing details')}>
        <p className="mt-1.5 text-sm text-ink-soft">{t('The name and address on your invoice.')}</p>
        <BillingSection
          form={billingForm}
          same={billingSame}
          onSameChange={onBillingSameChange}
          disabled={disabled}
          countries={countries}
        />
      </CheckoutSection>
    </>
  );
}
