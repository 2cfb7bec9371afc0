import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminMarket, marketInputSchema, type MarketInput } from '@/domain/markets/schemas';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { markedFieldsMessage, serverFieldErrors } from '@/client/components/form/server-errors';
import { NumberField, TextField } from '@/client/components/form/text-field';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { CountryPicker } from '../shared/country-picker';
import { useCountries } from '../shared/countries';
import { useSaveMarket } from './markets-api';

/** The market as its fields hold it: a new market's rate is empty until typed (the schema then asks for it). */
type MarketForm = Omit<z.input<typeof marketInputSchema>, 'rate'> & { rate: number | undefined };

const formValues = (market: AdminMarket | null): MarketForm =>
  market
    ? {
        code: market.code,
        name: market.name,
        currency: market.currency,
        countries: market.countries,
        rate: market.rate,
        rounding: market.rounding,
        dutiesOnDelivery: market.dutiesOnDelivery,
      }
    : { code: '', name: '', currency: '', countries: [], rate: undefined, rounding: null, dutiesOnDelivery: false };

interface MarketFormProps {
  /** null: a new market. */
  market: AdminMarket | null;
  markets: readonly AdminMarket[];
  /** Saved, or given up. */
  onDone: () => void;
}

/**
 * A market's form: its code (set once), name, currency (the default market's stays), rate from the default
 * market's currency, rounding step, the duties notice and its countries (one market each: another market's
 * are shown, not choosable).
 */
export function MarketForm({ market, markets, onDone }: MarketFormProps) {
  const { t } = useI18n();
  const countries = useCountries();
  const save = useSaveMarket();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MarketForm, unknown, MarketInput>({
    resolver: zodResolver<MarketForm, unknown, MarketInput>(marketInputSchema),
    defaultValues: formValues(market),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // Opened from the list: the keyboard goes on into the form.
  useEffect(() => setFocus(market ? 'name' : 'code'), [market, setFocus]);

  const base = markets.find((m) => m.isDefault) ?? markets[0];
  const takenBy = new Map(
    markets.filter((m) => m.code !== market?.code).flatMap((m) => m.countries.map((c) => [c, m.name] as const)),
  );
  const headingId = `market-${market?.code ?? 'new'}-title`;
  const title = market ? t('Edit {market}', { market: market.name }) : t('New market');

  const onSubmit = async (values: MarketInput) => {
    setFormError(null);
    try {
      const { code, ...fields } = values;
      await save.mutateAsync({ code: market ? market.code : null, input: market ? fields : { code, ...fields } });
      toast({
        variant: 'success',
        title: market ? t('Market saved') : t('Market added'),
        description: t('{market}: {count, plural, one {# country} other {# countries}} in {currency}.', {
          market: values.name,
          count: values.countries.length,
          currency: values.currency,
        }),
      });
      onDone();
    } catch (err) {
      setFormError(
        placeMarketError(err, t('The market could not be saved. Please try again.'), (field, message, focus) =>
          setError(field, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    }
  };

  return (
    <section aria-labelledby={headingId} className="border border-line bg-surface p-5 sm:p-6">
      <h4 id={headingId} className="font-serif text-xl leading-snug">
        {title}
      </h4>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(e) => (isSubmitting ? e.preventDefault() : void handleSubmit(onSubmit)(e))}
        className="mt-5 grid gap-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <div className="grid content-start gap-5">
            {market ? null : (
              <TextField
                form={form}
                name="code"
                label={t('Code')}
                autoComplete="off"
                hint={t('2 to 8 lower-case letters, as the address says it (?market=uk). It cannot change later.')}
              />
            )}
            <TextField form={form} name="name" label={t('Name')} autoComplete="off" />
            <TextField
              form={form}
              name="currency"
              label={t('Currency')}
              autoComplete="off"
              readOnly={market?.isDefault}
              hint={
                market?.isDefault
                  ? t("The default market's currency cannot change: every price and order is kept in it.")
                  : t('Its ISO 4217 code: GBP, CHF, USD, JPY.')
              }
            />
            {market?.isDefault ? null : (
              <NumberField
                form={form}
                name="rate"
                label={t('Rate from {base}', { base: base?.currency ?? '' })}
                step="any"
                min="0"
                hint={t("What one {base} is worth in this market's currency: prices nobody fixed are derived at it.", {
                  base: base?.currency ?? '',
                })}
              />
            )}
            <NumberField
              form={form}
              name="rounding"
              empty={null}
              label={t('Rounding step')}
              step="any"
              min="0"
              placeholder={t('Whole units')}
              hint={t('A derived price is rounded to it (5: to fives; 0.05: to five cents). Empty: whole units.')}
            />
            <CheckboxField
              label={t('Import taxes and duties may be due on delivery')}
              hint={t('Its checkout tells the shopper so.')}
              {...register('dutiesOnDelivery')}
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
        <FormError message={formError} />
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <PendingButton type="submit" pending={isSubmitting} pendingLabel={t('Saving…')}>
            {market ? t('Save market') : t('Add market')}
          </PendingButton>
          <Button type="button" variant="ghost" disabled={isSubmitting} onClick={onDone}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * A refused save, placed: each field the server named under its field, a code taken under the code, a country
 * in another market under the countries, the default market's currency under the currency. Answers the form's
 * alert.
 */
function placeMarketError(
  err: unknown,
  fallback: string,
  place: (field: FieldPath<MarketForm>, message: string, focus: boolean) => void,
): string {
  const words = errorMessage(err, fallback);
  const named = serverFieldErrors(err);
  if (named.length > 0) {
    named.forEach((f, i) => place(f.path as FieldPath<MarketForm>, f.message, i === 0));
    return markedFieldsMessage(named.length);
  }
  if (isApiError(err) && err.code === 'MARKET_TAKEN') place('code', words, true);
  else if (isApiError(err) && (err.code === 'COUNTRY_IN_TWO_MARKETS' || err.code === 'COUNTRY_UNKNOWN'))
    place('countries', words, true);
  else if (isApiError(err) && err.code === 'MARKET_CURRENCY_FIXED') place('currency', words, true);
  return words;
}
