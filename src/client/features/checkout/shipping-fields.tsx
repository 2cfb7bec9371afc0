import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ShippingDetails } from '@/domain/checkout/schemas';
import { regionProblem, regionRule } from '@/domain/addresses/regions';
import { usesPostcode } from '@/domain/addresses/postcodes';
import { countriesIn, countryCodeOf } from '@/domain/shipping/countries';
import type { ShippingCountry } from '@/domain/shipping/schemas';
import { formField } from '@/client/components/form/form-field';
import { SelectField } from '@/client/components/ui/select-field';
import { EmailField, TextField } from '@/client/components/ui/text-field';
import { useI18n } from '@/client/lib/i18n';

export type ShippingForm = UseFormReturn<ShippingDetails, unknown, ShippingDetails>;

/**
 * Shipping Information: the labelled fields, each with its error underneath, and the carrier's phone.
 * The country is picked from the countries the shop ships to (its code stored, its name shown in the
 * page's language); the native list finds a country as its first letters are typed. A second address
 * line is optional; a state, province or prefecture is asked only where the country's addresses name
 * one, picked from a list for the US, Canada and Australia (issue #43).
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
  const { t, tag } = useI18n();
  const { getValues, setValue } = form;
  // The server names them in English: named and sorted in the page's language (English as they came).
  const named = useMemo(() => countries && countriesIn(countries, tag), [countries, tag]);
  /** A field of the form, disabled while the order is placed. */
  const field = <N extends keyof ShippingDetails>(name: N) => ({ disabled, ...formField(form, name) });
  const country = countryCodeOf(useWatch({ control: form.control, name: 'country' }) ?? '');
  const region = regionRule(country);
  // The region's word ("State", "Province"…), in the page's language.
  const regionLabel = region
    ? t('{label, select, State {State} Province {Province} Prefecture {Prefecture} County {County} other {{label}}}', {
        label: region.label,
      })
    : '';
  // A state kept from another country picked first is no state here: the field starts blank.
  useEffect(() => {
    const current = getValues('region');
    if (current && regionRule(country)?.options && regionProblem(country, current)) setValue('region', '');
  }, [country, getValues, setValue]);
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:gap-x-5">
      <TextField label={t('Full name')} autoComplete="name" className="col-span-2" {...field('fullName')} />
      <EmailField label={t('Email')} className="col-span-2" {...field('email')} />
      <TextField label={t('Address')} autoComplete="street-address" className="col-span-2" {...field('address')} />
      <TextField
        label={t('Apartment, suite, etc.')}
        autoComplete="address-line2"
        hint={t('Optional')}
        className="col-span-2"
        {...field('address2')}
      />
      <TextField
        label={t('City')}
        autoComplete="address-level2"
        className="max-[22rem]:col-span-2"
        {...field('city')}
      />
      <TextField
        label={t('Postal code')}
        autoComplete="postal-code"
        hint={country && !usesPostcode(country) ? t('Optional') : undefined}
        className="max-[22rem]:col-span-2"
        {...field('postalCode')}
      />
      <SelectField
        // Remounted once the list has come: the form then writes its value into the full list.
        key={countries ? 'countries' : 'loading'}
        label={t('Country')}
        autoComplete="country"
        disabled={disabled || !countries}
        aria-busy={!countries || undefined}
        className="col-span-2"
        {...formField(form, 'country')}
      >
        <option value="">{countries ? t('Choose a country') : t('Loading countries…')}</option>
        {named?.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {region?.options ? (
        <SelectField
          key={`region-${country ?? ''}`}
          label={regionLabel}
          autoComplete="address-level1"
          className="col-span-2"
          {...field('region')}
        >
          <option value="">
            {t(
              '{label, select, State {Choose a state} Province {Choose a province} Prefecture {Choose a prefecture} County {Choose a county} other {Choose a {region}}}',
              { label: region.label, region: region.label.toLowerCase() },
            )}
          </option>
          {region.options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </SelectField>
      ) : region ? (
        <TextField
          key={`region-${country ?? ''}`}
          label={regionLabel}
          autoComplete="address-level1"
          hint={region.required ? undefined : t('Optional')}
          className="col-span-2"
          {...field('region')}
        />
      ) : null}
      <TextField
        label={t('Phone (for the carrier)')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('Optional: the carrier may call if the parcel needs you.')}
        className="col-span-2"
        {...field('phone')}
      />
    </div>
  );
}
