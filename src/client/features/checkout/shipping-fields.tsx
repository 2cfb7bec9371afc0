import type { UseFormReturn } from 'react-hook-form';
import type { ShippingDetails } from '@/domain/checkout/schemas';
import { TextField } from '@/client/components/ui/text-field';

export type ShippingForm = UseFormReturn<ShippingDetails, unknown, ShippingDetails>;

/** Shipping Information: six labelled fields, each with its error underneath. */
export function ShippingFields({ form, disabled }: { form: ShippingForm; disabled: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:gap-x-5">
      <TextField
        label="Full name"
        autoComplete="name"
        disabled={disabled}
        error={errors.fullName?.message}
        className="col-span-2"
        {...register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        disabled={disabled}
        error={errors.email?.message}
        className="col-span-2"
        {...register('email')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        disabled={disabled}
        error={errors.address?.message}
        className="col-span-2"
        {...register('address')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        disabled={disabled}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        disabled={disabled}
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <TextField
        label="Country"
        autoComplete="country-name"
        disabled={disabled}
        error={errors.country?.message}
        className="col-span-2"
        {...register('country')}
      />
    </div>
  );
}
