import { useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { CurrencyItem } from '@/domain/markets/markets';
import type { AdminMarket, MarketPrices, MarketPricesInput } from '@/domain/markets/schemas';
import { msg, type Translator } from '@/domain/i18n/translator';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { markedFieldsMessage, serverFieldErrors } from '@/client/components/form/server-errors';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { errorMessage } from '@/client/lib/api';
import { usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { PanelQuery } from '../shared/panel-states';
import { derivedText } from '../shared/markets';
import { useMarketPrices, useSaveMarketPrices } from './markets-api';

/** The amounts priced per currency, by their words. */
const CURRENCY_ITEM_LABELS: Readonly<Record<CurrencyItem, string>> = {
  sample: msg('Sample'),
  'creation-sample': msg('Sample of a creation'),
  'gift-wrap': msg('Gift wrap'),
  'gift-sample-threshold': msg('Free gift sample from'),
};

/** A row of the list: an item priced in the market, or an amount priced in its currency. */
interface Row {
  /** `item:…` or `currency:…`: the two lists' keys never meet. */
  key: string;
  item: string;
  perCurrency: boolean;
  label: string;
  /** What the filter reads: the perfume's name, else the label. */
  searched: string;
  base: number;
  fixed: number | null;
  price: number;
}

function rowsOf(prices: MarketPrices, t: Translator['t']): Row[] {
  const itemLabel = (i: MarketPrices['items'][number]) =>
    i.kind === 'size'
      ? t('{name}, {volume} ml', { name: i.name, volume: i.volume ?? 0 })
      : i.kind === 'bespoke'
        ? t('Bespoke: {name}', { name: i.name })
        : i.name === 'premium'
          ? t('Lifestyle perfume, premium')
          : t('Lifestyle perfume, standard');
  return [
    ...prices.items.map((i) => ({
      key: `item:${i.item}`,
      item: i.item,
      perCurrency: false,
      label: itemLabel(i),
      searched: i.kind === 'size' ? i.name : itemLabel(i),
      base: i.base,
      fixed: i.fixed,
      price: i.price,
    })),
    ...prices.currencyItems.map((i) => {
      const label = t(CURRENCY_ITEM_LABELS[i.item]);
      return {
        key: `currency:${i.item}`,
        item: i.item,
        perCurrency: true,
        label,
        searched: label,
        base: i.base,
        fixed: i.fixed,
        price: i.price,
      };
    }),
  ];
}

/** Folded for matching: "Élan" is found by "elan". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The texts the fields start with: the fixed prices, empty where derived. */
const textsOf = (rows: readonly Row[]) =>
  Object.fromEntries(rows.map((r) => [r.key, r.fixed === null ? '' : String(r.fixed)]));

interface MarketPriceListProps {
  market: AdminMarket;
  baseCurrency: string;
  onClose: () => void;
}

/** A market's price list: each price fixed, or left empty to be derived (its derived price the placeholder). */
export function MarketPriceList({ market, baseCurrency, onClose }: MarketPriceListProps) {
  const { t } = useI18n();
  const prices = useMarketPrices(market.code);
  const headingId = `market-${market.code}-prices`;
  return (
    <section aria-labelledby={headingId} className="border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id={headingId} className="font-serif text-xl leading-snug">
          {t('Prices in {market} ({currency})', { market: market.name, currency: market.currency })}
        </h4>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('Close')}
          <span className="sr-only"> {t('the price list')}</span>
        </Button>
      </div>
      {market.isDefault ? (
        <p className="mt-4 max-w-2xl text-sm text-ink-soft">
          {t(
            "The default market's prices are the catalogue's: change them in the Catalogue tab, and the sample price and gift wrap in Settings.",
          )}
        </p>
      ) : (
        <div className="mt-5">
          <PanelQuery query={prices} what={t('prices')} rows={3}>
            {(data) => <PriceForm market={market} baseCurrency={baseCurrency} prices={data} />}
          </PanelQuery>
        </div>
      )}
    </section>
  );
}

function PriceForm({
  market,
  baseCurrency,
  prices,
}: {
  market: AdminMarket;
  baseCurrency: string;
  prices: MarketPrices;
}) {
  const { t } = useI18n();
  const priceIn = usePriceIn();
  const id = useId();
  const save = useSaveMarketPrices(market.code);
  const rows = rowsOf(prices, t);
  const [texts, setTexts] = useState<Record<string, string>>(() => textsOf(rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const query = fold(filter.trim());
  const shown = query ? rows.filter((r) => fold(r.searched).includes(query)) : rows;
  const initial = textsOf(rows);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const changed = rows.filter((r) => (texts[r.key] ?? '').trim() !== (initial[r.key] ?? '').trim());
    if (changed.length === 0) return setFormError(t('No price changed.'));
    const local: Record<string, string> = {};
    const read = changed.map((r) => {
      const text = (texts[r.key] ?? '').trim().replace(',', '.');
      const price = text === '' ? null : Number(text);
      if (price !== null && (!Number.isFinite(price) || price < 0))
        local[r.key] = t('Price must be a number of 0 or more');
      return { row: r, price };
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return setFormError(markedFieldsMessage(Object.keys(local).length));
    const items = read.filter((r) => !r.row.perCurrency);
    const amounts = read.filter((r) => r.row.perCurrency);
    const body: MarketPricesInput = {
      items: items.map(({ row, price }) => ({ item: row.item, price })),
      currencyItems: amounts.map(({ row, price }) => ({ item: row.item as CurrencyItem, price })),
    };
    try {
      const saved = await save.mutateAsync(body);
      setTexts(textsOf(rowsOf(saved, t)));
      toast({
        variant: 'success',
        title: t('Prices saved'),
        description: t('{market}: {count, plural, one {# price changed.} other {# prices changed.}}', {
          market: market.name,
          count: changed.length,
        }),
      });
    } catch (err) {
      // The server names a field by its place in what was sent: `items.3.price`, `currencyItems.0.price`.
      const placed: Record<string, string> = {};
      for (const { path, message } of serverFieldErrors(err)) {
        const [list, index] = path.split('.');
        const sent = list === 'items' ? items : list === 'currencyItems' ? amounts : [];
        const row = sent[Number(index)]?.row;
        if (row) placed[row.key] = message;
      }
      setErrors(placed);
      const count = Object.keys(placed).length;
      setFormError(
        count > 0
          ? markedFieldsMessage(count)
          : errorMessage(err, t('The prices could not be saved. Please try again.')),
      );
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Prices in {market}', { market: market.name })}>
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor={`${id}-filter`}>{t('Filter by perfume')}</Label>
        <Input
          id={`${id}-filter`}
          type="search"
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <p className="mt-3 text-xs text-ink-soft">
        {t(
          "Left empty, a price is the default market's at this market's rate, rounded by its rule: the field shows it. The sample, gift wrap and free-sample amounts are shared by every market in {currency}.",
          { currency: market.currency },
        )}
      </p>
      {shown.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-ink-soft">
          {t('No price matches.')}
        </p>
      ) : (
        <div className="mt-4 max-h-[36rem] overflow-y-auto border border-line">
          <Table aria-label={t('Prices in {market}', { market: market.name })}>
            <TableHeader className="sticky top-0 z-10 bg-surface">
              <TableRow>
                <TableHead>{t('Item')}</TableHead>
                <TableHead>{t('Default market')}</TableHead>
                <TableHead>{t('Fixed price ({currency})', { currency: market.currency })}</TableHead>
                <TableHead>{t('Price in force')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((r) => {
                const fieldId = `${id}-${r.key}`;
                const error = errors[r.key];
                return (
                  <TableRow key={r.key}>
                    <TableHead scope="row" className="py-3 text-sm font-normal tracking-normal text-ink normal-case">
                      {r.label}
                    </TableHead>
                    <TableCell className="tabular-nums">{priceIn(r.base, baseCurrency)}</TableCell>
                    <TableCell>
                      <Label htmlFor={fieldId} className="sr-only">
                        {t('Fixed price of {item} in {currency}', { item: r.label, currency: market.currency })}
                      </Label>
                      <Input
                        id={fieldId}
                        inputMode="decimal"
                        autoComplete="off"
                        value={texts[r.key] ?? ''}
                        placeholder={derivedText(market, r.base, baseCurrency)}
                        onChange={(e) => setTexts((all) => ({ ...all, [r.key]: e.target.value }))}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${fieldId}-error` : undefined}
                        className="w-28 tabular-nums"
                      />
                      {error ? (
                        <p id={`${fieldId}-error`} role="alert" className="mt-1.5 text-[0.8125rem] text-danger">
                          {error}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell className="tabular-nums">
                      {priceIn(r.price, market.currency)}
                      {r.fixed === null ? <span className="ml-1 text-xs text-ink-soft">{t('(derived)')}</span> : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <FormError message={formError} className="mt-4" />
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <PendingButton type="submit" pending={save.isPending} pendingLabel={t('Saving…')}>
          {t('Save prices')}
        </PendingButton>
        <Button
          type="button"
          variant="ghost"
          disabled={save.isPending}
          onClick={() => {
            setTexts(initial);
            setErrors({});
            setFormError(null);
          }}
        >
          {t('Undo changes')}
        </Button>
      </div>
    </form>
  );
}
