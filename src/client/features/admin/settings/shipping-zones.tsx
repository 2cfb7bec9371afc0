import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  shippingZoneInputSchema,
  type ShippingCountry,
  type ShippingZone,
  type ShippingZoneInput,
} from '@/domain/shipping/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { NumberField, TextField } from '@/client/components/form/text-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useStoreCurrency } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { DEFAULT_LOCALE, describeLocale, languageNameIn, LOCALES } from '@/domain/i18n/locales';
import { msg } from '@/domain/i18n/translator';
import type { AdminMarket } from '@/domain/markets/schemas';
import type { MethodTranslations } from '@/domain/shipping/shipping';
import { derivedText, useAdminMarkets } from '../shared/markets';
import { CountryPicker } from '../shared/country-picker';
import { useCountries } from '../shared/countries';
import { useDeleteZone, useSaveZone, useShippingZones } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { PanelLoading } from '../shared/panel-states';
import { markedFieldsMessage, serverFieldErrors } from '@/client/components/form/server-errors';
import { PendingButton } from '@/client/components/form/pending-button';
import { FormError } from '@/client/components/form/form-error';

type ZoneInput = z.input<typeof shippingZoneInputSchema>;
type MethodInput = ZoneInput['methods'][number];
/**
 * The zone as its fields hold it: a new method's price is empty until typed (the schema then asks for it); a
 * price in another currency is null while empty (derived at the market's rate: the schema leaves it out).
 */
type ZoneForm = Omit<ZoneInput, 'methods'> & {
  methods: (Omit<MethodInput, 'price'> & { price: number | undefined })[];
};
type ZoneValues = z.output<typeof shippingZoneInputSchema>;

/** The currencies a method is priced in besides the default market's: one each, the first market's rate deriving it. */
function otherCurrencies(markets: readonly AdminMarket[]): AdminMarket[] {
  const base = markets.find((m) => m.isDefault)?.currency;
  const seen = new Set<string>(base ? [base] : []);
  return markets.filter((m) => !m.isDefault && !seen.has(m.currency) && Boolean(seen.add(m.currency)));
}

/** The languages a method is named in besides English, each with a field of its own (locales.ts: data). */
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** A method's names in the other languages, as its fields hold them: one per language, empty when none. */
const translationFields = (translations: MethodTranslations | undefined): Record<string, { name: string }> =>
  Object.fromEntries(OTHER_LOCALES.map((l) => [l, { name: translations?.[l]?.name ?? '' }]));

/** The names typed, the empty ones left out. */
function typedNames(translations: MethodTranslations | undefined): Record<string, { name: string }> {
  const out: Record<string, { name: string }> = {};
  for (const [locale, t] of Object.entries(translations ?? {})) {
    const name = t?.name ?? '';
    if (name.trim()) out[locale] = { name };
  }
  return out;
}

const hasNames = (translations: MethodTranslations | undefined) => Object.keys(typedNames(translations)).length > 0;

/**
 * The zone as it is sent: each method's names in the other languages, the empty ones left out, sent once a
 * method of the zone has one (or had one: emptied, it is removed); a zone never named in them sends none.
 */
function zoneToSend(values: ZoneValues, saved: ShippingZone | null): ShippingZoneInput {
  const named =
    Boolean(saved?.methods.some((m) => hasNames(m.translations))) ||
    values.methods.some((m) => hasNames(m.translations));
  return {
    ...values,
    methods: values.methods.map(({ translations, ...m }) =>
      named ? { ...m, translations: typedNames(translations) } : m,
    ),
  } as ShippingZoneInput;
}

/**
 * A method's prices in other currencies as its fields hold them: one pair per currency shown (empty: derived), so
 * the form starts with every field it shows and reads as unchanged until one is typed; the ones saved kept.
 */
const currencyFields = (
  saved: ShippingZone['methods'][number]['currencyPrices'],
  currencies: readonly string[],
): ZoneForm['methods'][number]['currencyPrices'] => ({
  ...Object.fromEntries(currencies.map((c) => [c, { price: null, freeAbove: null }])),
  ...saved,
});

const newMethod = (currencies: readonly string[]): ZoneForm['methods'][number] => ({
  name: '',
  translations: translationFields(undefined),
  price: undefined,
  freeAbove: null,
  currencyPrices: currencyFields({}, currencies),
  minDays: 2,
  maxDays: 5,
});

const formValues = (zone: ShippingZone | null, currencies: readonly string[]): ZoneForm =>
  zone
    ? {
        name: zone.name,
        countries: zone.countries,
        restOfWorld: zone.restOfWorld,
        methods: zone.methods.map(({ name, translations, price, freeAbove, currencyPrices, minDays, maxDays }) => ({
          name,
          translations: translationFields(translations),
          price,
          freeAbove,
          currencyPrices: currencyFields(currencyPrices, currencies),
          minDays,
          maxDays,
        })),
      }
    : { name: '', countries: [], restOfWorld: false, methods: [newMethod(currencies)] };

/** The shipping zones, each a card with its countries and methods; a new one added at the end. */
export function ShippingZonesSection() {
  const { t } = useI18n();
  const zones = useShippingZones();
  const countries = useCountries();
  const markets = useAdminMarkets();
  const [adding, setAdding] = useState(false);
  // The markets first: a zone's form starts with a field per currency (a failed read shows none, and keeps the saved ones).
  const pricing: Pricing | undefined = markets.isPending
    ? undefined
    : {
        baseCurrency: markets.data?.find((m) => m.isDefault)?.currency,
        markets: otherCurrencies(markets.data ?? []),
      };
  return (
    <SavedSettingsSection
      id="settings-zones"
      title={t('Shipping zones')}
      description={t(
        'Each zone lists its countries and the methods offered there. A country belongs to one zone; the zone marked “Rest of the world” ships to every country no other zone names. A country in no zone cannot be shipped to.',
      )}
      query={zones}
      what={t('shipping zones')}
      rows={2}
    >
      {(list) =>
        !pricing ? (
          <PanelLoading label={t('Loading the {what}', { what: t('shipping zones') })} rows={2} />
        ) : (
          <div className="grid gap-6">
            {list.length === 0 && !adding ? (
              <p role="status" className="border border-danger/40 px-4 py-3 text-sm text-danger">
                {t('No zone: the shop ships nowhere, and no order can be placed.')}
              </p>
            ) : null}
            {list.map((zone) => (
              <ZoneCard key={zone.id} zone={zone} zones={list} countries={countries} pricing={pricing} />
            ))}
            {adding ? (
              <ZoneCard
                zone={null}
                zones={list}
                countries={countries}
                pricing={pricing}
                onDone={() => setAdding(false)}
              />
            ) : (
              <div>
                <Button type="button" variant="outline" onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  {t('Add a zone')}
                </Button>
              </div>
            )}
          </div>
        )
      }
    </SavedSettingsSection>
  );
}

/** The other markets' currencies a method is priced in, and the default market's its own price is in. */
interface Pricing {
  baseCurrency: string | undefined;
  /** A market per currency other than the default's (its rate derives the placeholders). */
  markets: readonly AdminMarket[];
}

interface ZoneCardProps {
  /** null: a new zone, not saved yet. */
  zone: ShippingZone | null;
  zones: readonly ShippingZone[];
  countries: readonly ShippingCountry[];
  pricing: Pricing;
  /** A new zone saved or given up. */
  onDone?: () => void;
}

function ZoneCard({ zone, zones, countries, pricing, onDone }: ZoneCardProps) {
  const { t, tag } = useI18n();
  const currency = useStoreCurrency();
  const save = useSaveZone();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ZoneForm, unknown, ZoneValues>({
    resolver: zodResolver<ZoneForm, unknown, ZoneValues>(shippingZoneInputSchema),
    defaultValues: formValues(
      zone,
      pricing.markets.map((m) => m.currency),
    ),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const methods = useFieldArray({ control, name: 'methods' });
  const currencies = pricing.markets.map((m) => m.currency);
  const takenBy = new Map(
    zones.filter((z) => z.id !== zone?.id).flatMap((z) => z.countries.map((c) => [c, z.name] as const)),
  );
  const title = zone ? zone.name : t('New zone');
  const headingId = `zone-${zone?.id ?? 'new'}-title`;

  const onSubmit = async (values: ZoneValues) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync({ id: zone?.id ?? null, input: zoneToSend(values, zone) });
      const saved = answer.find((z) => z.name === values.name);
      toast({
        variant: 'success',
        title: zone ? t('Zone saved') : t('Zone added'),
        description: t(
          '{zone}: {count, plural, one {# method offered at checkout.} other {# methods offered at checkout.}}',
          { zone: values.name, count: values.methods.length },
        ),
      });
      if (zone) reset(formValues(saved ?? null, currencies));
      else onDone?.();
    } catch (err) {
      setFormError(
        placeZoneError(
          err,
          values,
          zones.some((z) => z.restOfWorld && z.id !== zone?.id),
          t('The zone could not be saved. Please try again.'),
          (field, message, focus) => setError(field, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    }
  };

  return (
    <section aria-labelledby={headingId} className="border border-line bg-surface p-5 sm:p-6">
      <h4 id={headingId} className="font-serif text-xl leading-snug">
        {title}
        {zone?.restOfWorld ? (
          <span className="ml-2 font-sans text-sm text-ink-soft">· {t('Rest of the world')}</span>
        ) : null}
      </h4>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(e) => (isSubmitting ? e.preventDefault() : void handleSubmit(onSubmit)(e))}
        className="mt-5 grid gap-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <div className="grid content-start gap-5">
            <TextField form={form} name="name" label={t('Zone name')} autoComplete="off" />
            <CheckboxField
              label={t('Rest of the world')}
              hint={t('Also ships to every country no other zone names.')}
              {...register('restOfWorld')}
            />
          </div>
          <Controller
            control={control}
            name="countries"
            render={({ field, fieldState }) => (
              <CountryPicker
                ref={field.ref}
                label={t('Countries')}
                countries={countries}
                value={field.value ?? []}
                onChange={field.onChange}
                takenBy={takenBy}
                error={fieldState.error?.message ?? errors.countries?.root?.message}
              />
            )}
          />
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">
            {t('Methods')}
          </legend>
          <ol className="grid gap-3">
            {methods.fields.map((field, i) => (
              <li
                key={field.id}
                aria-label={t('Method {number}', { number: i + 1 })}
                className="grid grid-cols-2 gap-3 border border-line p-4 sm:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] sm:items-start sm:border-0 sm:p-0"
              >
                <div className="col-span-2 grid content-start gap-3 sm:col-span-1">
                  <TextField form={form} name={`methods.${i}.name`} label={t('Method name')} autoComplete="off" />
                  {OTHER_LOCALES.map((locale) => (
                    <TextField
                      key={locale}
                      form={form}
                      name={`methods.${i}.translations.${locale}.name`}
                      label={t('Method name ({language})', { language: languageNameIn(locale, tag) })}
                      lang={describeLocale(locale).tag}
                      autoComplete="off"
                      hint={t('Left empty, the English name is shown.')}
                    />
                  ))}
                </div>
                <NumberField
                  form={form}
                  name={`methods.${i}.price`}
                  label={t('Price ({currency})', { currency })}
                  min="0"
                  step="0.01"
                />
                <NumberField
                  form={form}
                  name={`methods.${i}.freeAbove`}
                  empty={null}
                  label={t('Free above')}
                  min="0"
                  step="0.01"
                  placeholder={t('Never')}
                />
                <NumberField form={form} name={`methods.${i}.minDays`} label={t('From (days)')} min="0" step="1" />
                <NumberField form={form} name={`methods.${i}.maxDays`} label={t('To (days)')} min="0" step="1" />
                {pricing.baseCurrency && pricing.markets.length > 0 ? (
                  <CurrencyPrices form={form} index={i} markets={pricing.markets} baseCurrency={pricing.baseCurrency} />
                ) : null}
                <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-6">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="px-2.5"
                    onClick={() => methods.remove(i)}
                    aria-label={
                      field.name
                        ? t('Remove method {number} ({name})', { number: i + 1, name: field.name })
                        : t('Remove method {number}', { number: i + 1 })
                    }
                    title={t('Remove this method')}
                  >
                    <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    <span className="sm:hidden">{t('Remove')}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {errors.methods?.message || errors.methods?.root?.message ? (
            <p role="alert" className="text-[0.8125rem] text-danger">
              {errors.methods.message ?? errors.methods.root?.message}
            </p>
          ) : null}
          <p className="text-xs text-ink-soft">
            {t(
              'Free above: the subtotal after discounts from which the method costs nothing; leave it empty for never. The first method is the one offered first.',
            )}
          </p>
          <div>
            <Button type="button" variant="subtle" size="sm" onClick={() => methods.append(newMethod(currencies))}>
              <Plus aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              {t('Add a method')}
            </Button>
          </div>
        </fieldset>

        <FormError message={formError} />
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <PendingButton type="submit" pending={isSubmitting} pendingLabel={t('Saving…')}>
            {zone ? t('Save zone') : t('Add zone')}
          </PendingButton>
          {zone ? (
            <>
              {isDirty ? (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={isSubmitting}
                  onClick={() => reset(formValues(zone, currencies))}
                >
                  {t('Undo changes')}
                </Button>
              ) : null}
              <DeleteZone zone={zone} />
            </>
          ) : (
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('Cancel')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * A method's price and free threshold in each other market's currency (decision 070): empty, they are derived
 * from the method's own at the market's rate, and the field shows what that comes to.
 */
function CurrencyPrices({
  form,
  index,
  markets,
  baseCurrency,
}: {
  form: UseFormReturn<ZoneForm, unknown, ZoneValues>;
  index: number;
  markets: readonly AdminMarket[];
  baseCurrency: string;
}) {
  const { t } = useI18n();
  const [price, freeAbove, fixed] = useWatch({
    control: form.control,
    name: [`methods.${index}.price`, `methods.${index}.freeAbove`, `methods.${index}.currencyPrices`],
  });
  const derived = (market: AdminMarket, major: number | null | undefined) =>
    typeof major === 'number' && !Number.isNaN(major) ? derivedText(market, major, baseCurrency) : undefined;
  return (
    <fieldset className="col-span-2 grid gap-3 sm:col-span-full">
      <legend className="mb-2 text-xs text-ink-soft">
        {t('In other currencies: left empty, derived at the market’s rate (shown in the field).')}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {markets.map((market) => {
          const own = fixed?.[market.currency]?.price;
          const fixedPrice = typeof own === 'number' && !Number.isNaN(own);
          return (
            <div key={market.currency} className="contents">
              <NumberField
                form={form}
                name={`methods.${index}.currencyPrices.${market.currency}.price`}
                empty={null}
                label={t('Price ({currency})', { currency: market.currency })}
                min="0"
                step="any"
                placeholder={derived(market, price)}
              />
              <NumberField
                form={form}
                name={`methods.${index}.currencyPrices.${market.currency}.freeAbove`}
                empty={null}
                label={t('Free above ({currency})', { currency: market.currency })}
                min="0"
                step="any"
                placeholder={fixedPrice ? t('Never') : (derived(market, freeAbove) ?? t('Never'))}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A refused save, placed: each field the server named under its field, a country in two zones under
 * the countries (or the "Rest of the world" box), a name taken under the name. Answers the form's alert.
 */
function placeZoneError(
  err: unknown,
  values: ZoneValues,
  /** Another zone takes the rest of the world (the server refuses a second). */
  otherRestOfWorld: boolean,
  fallback: string,
  place: (field: FieldPath<ZoneForm>, message: string, focus: boolean) => void,
): string {
  const words = errorMessage(err, fallback);
  const named = serverFieldErrors(err);
  if (named.length > 0) {
    named.forEach((f, i) => place(f.path as FieldPath<ZoneForm>, f.message, i === 0));
    return markedFieldsMessage(named.length);
  }
  if (isApiError(err) && err.code === 'ZONE_NAME_TAKEN') place('name', words, true);
  else if (isApiError(err) && (err.code === 'COUNTRY_IN_TWO_ZONES' || err.code === 'COUNTRY_UNKNOWN'))
    // Another zone taking the rest of the world is said under its box; a country in another zone under the countries.
    place(values.restOfWorld && otherRestOfWorld ? 'restOfWorld' : 'countries', words, true);
  return words;
}

function DeleteZone({ zone }: { zone: ShippingZone }) {
  const { t } = useI18n();
  const remove = useDeleteZone();
  const consequence = zone.restOfWorld
    ? t(
        'Its methods go. Countries no other zone names can no longer be shipped to, and their shoppers are told so at checkout.',
      )
    : t(
        "Its methods go. Its countries are then shipped by the rest of the world's zone, if there is one; otherwise they can no longer be shipped to.",
      );

  const run = async () => {
    await remove.mutateAsync(zone.id);
    toast({ variant: 'success', title: t('Zone deleted'), description: t('{zone} is gone.', { zone: zone.name }) });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" className="ml-auto text-danger">
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('Delete zone')}
          <span className="sr-only"> {zone.name}</span>
        </Button>
      }
      title={t('Delete the zone {zone}?', { zone: zone.name })}
      description={consequence}
      cancelLabel={t('Keep it')}
      confirmLabel={t('Delete zone')}
      pendingLabel={t('Deleting…')}
      danger
      pending={remove.isPending}
      onConfirm={run}
      failure={msg('The zone could not be deleted. Please try again.')}
    />
  );
}
