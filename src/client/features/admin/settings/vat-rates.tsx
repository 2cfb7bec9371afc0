import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { vatRateInputSchema, type VatRate } from '@/domain/settings/schemas';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { errorMessage } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { allCountries } from './countries';
import { useRemoveRate, useSetRate, useVatRates } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { PendingButton } from '@/client/components/form/pending-button';

/** A rate typed as people write it ("5,5" too), checked by the server's own schema: the rate, or the words to show. */
function readRate(text: string): { rate: number } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: 'Rate is required' };
  const parsed = vatRateInputSchema.safeParse({ rate: Number(trimmed) });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Rate must be a number' };
  return parsed.data;
}

/** Narrower cells on a phone, so a row fits 360 px. */
const cellX = 'px-3 sm:px-4';

const percent = (rate: number) => `${rate.toLocaleString('en', { maximumFractionDigits: 2 })} %`;

/** The VAT charged to each destination, a row per country with its own Save; add a country; remove one. */
export function VatRatesSection() {
  const rates = useVatRates();
  return (
    <SavedSettingsSection
      id="settings-vat"
      title="VAT rates"
      description="Prices include VAT; a country without a rate is charged 0 % (export). A new rate applies to carts and orders from now on: orders already placed keep what they were charged."
      query={rates}
      what="VAT rates"
      rows={2}
    >
      {(list) => (
        <div className="grid gap-6">
          <AddRate rates={list} />
          {list.length === 0 ? (
            <p className="text-sm text-ink-soft">No country has a rate: every order is charged 0 %.</p>
          ) : (
            <div className="max-h-[32rem] max-w-2xl overflow-y-auto border border-line bg-surface">
              <Table aria-label="VAT rate per destination country">
                <TableHeader className="sticky top-0 z-10 bg-surface">
                  <TableRow>
                    <TableHead className={cellX}>Country</TableHead>
                    <TableHead className={cellX}>Rate (%)</TableHead>
                    <TableHead className={`${cellX} text-right`}>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((rate) => (
                    <RateRow key={`${rate.country}:${rate.rate}`} rate={rate} />
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
  const id = useId();
  const [text, setText] = useState(String(rate.rate));
  const [error, setError] = useState<string | null>(null);
  const setRate = useSetRate();
  const remove = useRemoveRate();
  const errorId = `${id}-error`;

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    const read = readRate(text);
    if ('error' in read) return setError(read.error);
    setError(null);
    try {
      await setRate.mutateAsync({ country: rate.country, rate: read.rate });
      toast({ variant: 'success', title: 'VAT rate saved', description: `${rate.name}: ${percent(read.rate)}.` });
    } catch (err) {
      setError(errorMessage(err, 'The rate could not be saved. Please try again.'));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(rate.country);
      toast({
        variant: 'success',
        title: 'VAT rate removed',
        description: `${rate.name} is now charged 0 % (export).`,
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Rate not removed',
        description: errorMessage(err, 'Please try again.'),
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
            VAT rate for {rate.name}, percent
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
            Save<span className="sr-only"> the rate for {rate.name}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-busy={remove.isPending}
            onClick={() => void onRemove()}
            className="px-2.5"
            aria-label={`Remove the rate for ${rate.name}`}
            title="Remove"
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
  const id = useId();
  const countries = allCountries();
  const taken = new Set(rates.map((r) => r.country));
  const open = countries.filter((c) => !taken.has(c.code));
  const [country, setCountry] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: 'country' | 'rate'; message: string } | null>(null);
  const setRate = useSetRate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!country) return setError({ field: 'country', message: 'Choose a country' });
    const read = readRate(text);
    if ('error' in read) return setError({ field: 'rate', message: read.error });
    setError(null);
    try {
      await setRate.mutateAsync({ country, rate: read.rate });
      const name = countries.find((c) => c.code === country)?.name ?? country;
      toast({ variant: 'success', title: 'VAT rate added', description: `${name}: ${percent(read.rate)}.` });
      setCountry('');
      setText('');
    } catch (err) {
      setError({ field: 'country', message: errorMessage(err, 'The rate could not be added. Please try again.') });
    }
  };

  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="New VAT rate"
      className="flex max-w-2xl flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
        <Label htmlFor={`${id}-country`}>Add a country</Label>
        <NativeSelect
          id={`${id}-country`}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          aria-invalid={error?.field === 'country' ? true : undefined}
          aria-describedby={error?.field === 'country' ? errorId : undefined}
          wrapperClassName="w-full"
          className="h-11"
        >
          <option value="">Choose a country…</option>
          {open.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex w-28 flex-col gap-2">
        <Label htmlFor={`${id}-rate`}>Rate (%)</Label>
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
      <PendingButton type="submit" variant="outline" pending={setRate.isPending} pendingLabel="Adding…">
        Add rate
      </PendingButton>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-[0.8125rem] text-danger">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
