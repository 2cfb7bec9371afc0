import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { profileSchema, type User } from '@/domain/accounts/schemas';
import { regionRule } from '@/domain/addresses/regions';
import { countryCodeOf } from '@/domain/shipping/countries';
import { PendingButton } from '@/client/components/form/pending-button';
import { setServerErrors } from '@/client/components/form/server-errors';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { useUpdateProfile } from '@/client/lib/use-auth';
import { TextField } from '@/client/components/form/text-field';
import { useI18n } from '@/client/lib/i18n';
import { SelectField } from '@/client/components/ui/select-field';
import { formField } from '@/client/components/form/form-field';
import { DEFAULT_LOCALE, describeLocale, LOCALES } from '@/domain/i18n/locales';
import { CONSENT_WORDS } from '@/domain/marketing/schemas';
import { CheckboxField } from '@/client/components/ui/checkbox-field';

type ProfileFields = z.input<typeof profileSchema>;
type ProfileValues = z.output<typeof profileSchema>;

const FIELDS = [
  'fullName',
  'phone',
  'dateOfBirth',
  'country',
  'address',
  'address2',
  'city',
  'region',
  'postalCode',
  'locale',
] as const;

const valuesOf = (user: User): ProfileFields => ({
  fullName: user.fullName,
  phone: user.phone ?? '',
  dateOfBirth: user.dateOfBirth ?? '',
  country: user.country ?? '',
  address: user.address ?? '',
  address2: user.address2 ?? '',
  city: user.city ?? '',
  region: user.region ?? '',
  postalCode: user.postalCode ?? '',
  locale: user.locale ?? DEFAULT_LOCALE,
  marketingConsent: user.marketingConsent ?? false,
});

/** Today as YYYY-MM-DD in the shopper's time zone: the latest possible date of birth. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Profile: the shared profile schema, the server's field errors mapped onto the fields. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useI18n();
  const update = useUpdateProfile();
  const form = useForm<ProfileFields, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(user),
  });
  const {
    handleSubmit,
    reset,
    setError,
    control,
    register,
    formState: { isSubmitting, dirtyFields },
  } = form;
  // The state, province or prefecture, where the country typed uses one (issue #43).
  const region = regionRule(countryCodeOf(useWatch({ control, name: 'country' }) ?? ''));

  // The saved profile (or one changed elsewhere) becomes the form's new starting point.
  useEffect(() => {
    reset(valuesOf(user));
  }, [user, reset]);

  const onSubmit = async ({ marketingConsent, ...values }: ProfileValues) => {
    try {
      // The box's answer goes only once the shopper changed it: an answer not shown is never sent back.
      await update.mutateAsync(dirtyFields.marketingConsent ? { ...values, marketingConsent } : values);
      toast({ variant: 'success', title: t('Profile updated'), description: t('Your details have been saved.') });
    } catch (err) {
      setServerErrors(setError, err, FIELDS);
      toast({
        variant: 'destructive',
        title: t('Failed to update profile'),
        description: errorMessage(err, t('Please try again')),
      });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-x-5 gap-y-5 sm:grid-cols-2">
      <TextField form={form} name="fullName" label={t('Full name')} autoComplete="name" className="sm:col-span-2" />
      <TextField form={form} name="phone" label={t('Phone')} type="tel" autoComplete="tel" />
      <TextField
        form={form}
        name="dateOfBirth"
        label={t('Date of birth')}
        type="date"
        max={today()}
        autoComplete="bday"
      />
      <TextField
        form={form}
        name="country"
        label={t('Country')}
        autoComplete="country-name"
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="address"
        label={t('Address')}
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="address2"
        label={t('Apartment, suite, etc.')}
        hint={t('Optional')}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextField form={form} name="city" label={t('City')} autoComplete="address-level2" />
      {region ? (
        <TextField
          form={form}
          name="region"
          label={t(
            '{label, select, State {State} Province {Province} Prefecture {Prefecture} County {County} other {{label}}}',
            { label: region.label },
          )}
          autoComplete="address-level1"
          hint={region.options ? t('Its name or code ({code})', { code: region.options[0]?.code ?? '' }) : undefined}
        />
      ) : null}
      <TextField form={form} name="postalCode" label={t('Postal code')} autoComplete="postal-code" />
      {/* The account's language: its mails speak it. Each language by its own name (a third one needs no code). */}
      <SelectField
        label={t('Language')}
        hint={t('The language of our e-mails to you.')}
        className="sm:col-span-2"
        {...formField(form, 'locale')}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={describeLocale(code).tag}>
            {describeLocale(code).name}
          </option>
        ))}
      </SelectField>
      {/* Marketing mail only with consent (DESIGN §1 "Abandoned carts and consent"): the same words as at checkout. */}
      <CheckboxField label={t(CONSENT_WORDS)} className="sm:col-span-2" {...register('marketingConsent')} />
      <div className="pt-3 sm:col-span-2">
        <PendingButton
          type="submit"
          pending={isSubmitting}
          pendingLabel={t('Updating...')}
          disableWhilePending
          spinner
          className="w-full sm:w-auto"
        >
          {t('Update Profile')}
        </PendingButton>
      </div>
    </form>
  );
}
