import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@/domain/accounts/schemas';
import { buyerSchema, shippingDetailsSchema, type Buyer, type ShippingDetails } from '@/domain/checkout/schemas';
import { countryCodeIn, useShippingCountries } from './use-checkout-pricing';

const FIELDS = ['fullName', 'email', 'address', 'address2', 'city', 'region', 'postalCode', 'phone'] as const;

/**
 * The checkout's three forms: the shipping details (the recipient's, for a gift), the buyer (gift
 * cards only) and the billing details when they differ; filled from the signed-in shopper, the
 * country picked in the list once it has come, and the pricing told the country chosen.
 */
export function useCheckoutForms(
  user: User | null | undefined,
  cardOnly: boolean,
  setCountry: (country: string) => void,
) {
  const form = useForm<ShippingDetails, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      address: user?.address ?? '',
      address2: user?.address2 ?? '',
      city: user?.city ?? '',
      region: user?.region ?? '',
      postalCode: user?.postalCode ?? '',
      country: '',
      phone: '',
    },
  });
  const buyerForm = useForm<Buyer, unknown, Buyer>({
    resolver: zodResolver(buyerSchema),
    mode: 'onTouched',
    defaultValues: { fullName: user?.fullName ?? '', email: user?.email ?? '' },
  });
  const countries = useShippingCountries();
  // The buyer's details, when they differ from the shipping details (the recipient's, for a gift).
  const billingForm = useForm<ShippingDetails, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      email: '',
      address: '',
      address2: '',
      city: '',
      region: '',
      postalCode: '',
      country: '',
      phone: '',
    },
  });
  // The signed-in shopper may be known only after the form appeared: fill what is still blank.
  const { getValues, setValue } = form;
  const { getValues: getBuyer, setValue: setBuyer } = buyerForm;
  useEffect(() => {
    if (!user) return;
    for (const field of FIELDS) {
      const known = user[field];
      if (known && !getValues(field)) setValue(field, known);
    }
    for (const field of ['fullName', 'email'] as const) {
      const known = user[field];
      if (known && !getBuyer(field)) setBuyer(field, known);
    }
  }, [user, getValues, setValue, getBuyer, setBuyer]);

  // The list holds codes: a country saved in the profile ("France") is picked in it once it has come.
  const countryList = countries.data;
  useEffect(() => {
    if (!countryList) return;
    const code = countryCodeIn(countryList, getValues('country') || user?.country);
    if (code !== getValues('country')) setValue('country', code);
  }, [countryList, user, getValues, setValue]);

  // The Order Summary, the methods and the payment follow the country chosen.
  const country = useWatch({ control: form.control, name: 'country' });
  useEffect(() => {
    setCountry(countryList && !cardOnly ? countryCodeIn(countryList, country) : '');
  }, [countryList, country, setCountry, cardOnly]);
  return { form, buyerForm, billingForm, countryList };
}
