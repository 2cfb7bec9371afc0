import type { ShippingCountry } from '@/domain/shipping/schemas';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { ShippingFields, type ShippingForm } from './shipping-fields';
import { useI18n } from '@/client/lib/i18n';

/**
 * The buyer's billing details (decision 063, `billingDetails`): the shipping details by default; the
 * checkbox unticked reveals the same fields for the invoice's name and address.
 */
export function BillingSection({
  form,
  same,
  onSameChange,
  disabled,
  countries,
}: {
  form: ShippingForm;
  same: boolean;
  onSameChange: (same: boolean) => void;
  disabled: boolean;
  countries: readonly ShippingCountry[] | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-5 grid gap-6">
      <CheckboxField
        label={t('Billing details are the same as the shipping details')}
        checked={same}
        disabled={disabled}
        onChange={(e) => onSameChange(e.target.checked)}
      />
      {same ? null : (
        <fieldset className="grid gap-4">
          <legend className="mb-4 text-sm font-medium">{t('Billing address')}</legend>
          <ShippingFields form={form} disabled={disabled} countries={countries} />
        </fieldset>
      )}
    </div>
  );
}
