import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { vatRateInputSchema, type VatRate } from '@/domain/settings/schemas';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { errorMessage } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { toast } from '@/client/lib/toast';
import { msg, type Translator } from '@/domain/i18n/translator';
import { useCountries } from '../shared/countries';
import { useRemoveRate, useSetRate, useVatRates } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { PendingButton } from '@/client/components/form/pending-button';

/** A rate typed as people write it ("5,5" too), checked by the server's own schema: the rate, or the words to show. */
function readRate(text: string, t: Translator['t']): { rate: number } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: t('Rate is required') };
  const parsed = vatRateInputSchema.safeParse({ rate: Number(trimmed) });
  if (!parsed.success) return { error: shownText(parsed.error.issues[0]?.message ?? msg('Rate must be a number'), t) };
  return parsed.data;
}

/** Narrower cells on a phone, so a row fits 360 px. */
const cellX = 'px-3 sm:px-4';

/** "5.5 %" / "5,5 %": a rate as the page's language writes it, with a no-break space in French. */
const percent = ({ t, number }: Translator, rate: number) =>
  t('{rate} %', { rate: number(rate, { maximumFractionDigits: 2 }) });

/** A country's name in the page's language (the server's is the English one). */
function useCountryName(): (code: string, english: string) => string {
  const countries = useCountries();
  const names = new Map(countries.map((c) => [c.code, c.name]));
  return (code, english) => names.get(code) ?? english;
}

/** The VAT charged to each destination, a row per country with its own Save; add a country; remove one. */
export function VatRatesSection() {
  const { t } = useI18n();
  const countryName = useCountryName();
  const rates = useVatRates();
  return (
    <SavedSettingsSection
      id="settings-vat"
      title={t('VAT rates')}
      description={t(
        'Prices include VAT; a country without a rate is charged 0 % (export). A new rate applies to carts and orders from now on: orders already placed keep what they were charged.',
      )}
      query={rates}
      what={t('VAT rates')}
      rows={2}
    >
      {(list) => (
        <div className="grid gap-6">
          <AddRate rates={list} />
          {list.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('No country has a rate: every order is charged 0 %.')}</p>
          ) : (
            <div className="max-h-[32rem] max-w-2xl overflow-y-auto border border-line bg-surface">
              <Table aria-label={t('VAT rate per destination country')}>
                <TableHeader className="sticky top-0 z-10 bg-surface">
                  <TableRow>
                    <TableHead className={cellX}>{t('Country')}</TableHead>
                    <TableHead className={cellX}>{t('Rate (%)')}</TableHead>
                    <TableHead className={`${cellX} text-right`}>
                      <span className="sr-only">{t('Actions')}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((rate) => (
                    <RateRow
                      key={`${rate.country}:${rate.rate}`}
                      rate={{ ...rate, name: countryName(rate.country, rate.name) }}
                    />
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </div>
      )}
    </SavedSettingsSection>
  );
}

function RateRow({ rate }: { rate: VatRate }) {
  const tr = useI18n();
  const { t } = tr;
  const id = useId();
  const [text, setText] = useState(String(rate.rate));
  const [error, setError] = useState<string | null>(null);
  const setRate = useSetRate();
  const remove = useRemoveRate();
  const errorId = `${id}-error`;

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    const read = readRate(text, t);
    if ('error' in read) return setError(read.error);
    setError(null);
    try {
      await setRate.mutateAsync({ country: rate.country, rate: read.rate });
      toast({
        variant: 'success',
        title: t('VAT rate saved'),
        description: t('{country}: {rate}.', { country: rate.name, rate: percent(tr, read.rate) }),
      });
    } catch (err) {
      setError(errorMessage(err, t('The rate could not be saved. Please try again.')));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(rate.country);
      toast({
        variant: 'success',
        title: t('VAT rate removed'),
        description: t('{country} is now charged 0 % (export).', { country: rate.name }),
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: t('Rate not removed'),
        description: errorMessage(err, t('Please try again.')),
      });
    }
  };

  return (
    <TableRow>
      <TableHead
        scope="row"
        className="px-3 py-3 align-top sm:px-4 text-sm font-normal tracking-normal text-ink normal-case"
      >
        <span className="block pt-2">{rate.name}</span>
        <span className="text-xs text-ink-soft">{rate.country}</span>
      </TableHead>
      <TableCell className="px-1.5 py-3 sm:px-4">
        <form id={`${id}-form`} onSubmit={(e) => void onSave(e)} noValidate>
          <Label htmlFor={id} className="sr-only">
            {t('VAT rate for {country}, percent', { country: rate.name })}
          </Label>
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-18 tabular-nums sm:w-24"
          />
          {error ? (
            <p id={errorId} role="alert" className="mt-1.5 max-w-48 text-[0.8125rem] text-danger">
              {error}
            </p>
          ) : null}
        </form>
      </TableCell>
      <TableCell className="py-3 pr-2 pl-0 text-right sm:px-4">
        <div className="flex justify-end gap-1">
          <Button
            type="submit"
            form={`${id}-form`}
            variant="subtle"
            size="sm"
            aria-busy={setRate.isPending}
            className="px-3"
          >
            {t('Save')}
            <span className="sr-only"> {t('the rate for {country}', { country: rate.name })}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-busy={remove.isPending}
            onClick={() => void onRemove()}
            className="px-2.5"
            aria-label={t('Remove the rate for {country}', { country: rate.name })}
            title={t('Remove')}
          >
            <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** A country without a rate, given one. */
function AddRate({ rates }: { rates: readonly VatRate[] }) {
  const tr = useI18n();
  const { t } = tr;
  const id = useId();
  const countries = useCountries();
  const taken = new Set(rates.map((r) => r.country));
  const open = countries.filter((c) => !taken.has(c.code));
  const [country, setCountry] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: 'country' | 'rate'; message: string } | null>(null);
  const setRate = useSetRate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!country) return setError({ field: 'country', message: t('Choose a country') });
    const read = readRate(text, t);
    if ('error' in read) return setError({ field: 'rate', message: read.error });
    setError(null);
    try {
      await setRate.mutateAsync({ country, rate: read.rate });
      const name = countries.find((c) => c.code === country)?.name ?? country;
      toast({
        variant: 'success',
        title: t('VAT rate added'),
        description: t('{country}: {rate}.', { country: name, rate: percent(tr, read.rate) }),
      });
      setCountry('');
      setText('');
    } catch (err) {
      setError({ field: 'country', message: errorMessage(err, t('The rate could not be added. Please try again.')) });
    }
  };

  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('New VAT rate')}
      className="flex max-w-2xl flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
        <Label htmlFor={`${id}-country`}>{t('Add a country')}</Label>
        <NativeSelect
          id={`${id}-country`}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          aria-invalid={error?.field === 'country' ? true : undefined}
          aria-describedby={error?.field === 'country' ? errorId : undefined}
          wrapperClassName="w-full"
          className="h-11"
        >
          <option value="">{t('Choose a country…')}</option>
          {open.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex w-28 flex-col gap-2">
        <Label htmlFor={`${id}-rate`}>{t('Rate (%)')}</Label>
        <Input
          id={`${id}-rate`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error?.field === 'rate' ? true : undefined}
          aria-describedby={error?.field === 'rate' ? errorId : undefined}
          className="tabular-nums"
        />
      </div>
      <PendingButton type="submit" variant="outline" pending={setRate.isPending} pendingLabel={t('Adding…')}>
        {t('Add rate')}
      </PendingButton>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-[0.8125rem] text-danger">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
