import type { UseFormReturn } from 'react-hook-form';
import type { ShippingDetails } from '@/domain/checkout/schemas';
import type { ShippingCountry } from '@/domain/shipping/schemas';
import { SelectField } from '@/client/components/ui/select-field';
import { EmailField, TextField } from '@/client/components/ui/text-field';

export type ShippingForm = UseFormReturn<ShippingDetails, unknown, ShippingDetails>;

/**
 * Shipping Information: six labelled fields, each with its error underneath, and the carrier's phone.
 * The country is picked from the countries the shop ships to (its code stored, its name shown); the
 * native list finds a country as its first letters are typed.
 */
export function ShippingFields({
  form,
  disabled,
  countries,
}: {
  form: ShippingForm;
  disabled: boolean;
  /** The countries the shop ships to; undefined while they load. */
  countries: readonly ShippingCountry[] | undefined;
}) {
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
      <EmailField
        label="Email"
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
        className="max-[22rem]:col-span-2"
        {...register('city')}
      />
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        disabled={disabled}
        error={errors.postalCode?.message}
        className="max-[22rem]:col-span-2"
        {...register('postalCode')}
      />
      <SelectField
        // Remounted once the list has come: the form then writes its value into the full list.
        key={countries ? 'countries' : 'loading'}
        label="Country"
        autoComplete="country"
        disabled={disabled || !countries}
        aria-busy={!countries || undefined}
        error={errors.country?.message}
        className="col-span-2"
        {...register('country')}
      >
        <option value="">{countries ? 'Choose a country' : 'Loading countries…'}</option>
        {countries?.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Phone (for the carrier)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Optional: the carrier may call if the parcel needs you."
        disabled={disabled}
        error={errors.phone?.message}
        className="col-span-2"
        {...register('phone')}
      />
    </div>
  );
}
