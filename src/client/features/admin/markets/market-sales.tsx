import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import { getPerfume, getPerfumes } from '@/domain/api/catalogue';
import { createAdminSale, deleteAdminSale, getAdminPriceHistory, getAdminSales } from '@/domain/api/sales';
import type { AdminMarket } from '@/domain/markets/schemas';
import type { SaleAnswer } from '@/domain/markets/sale-schemas';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { serverFieldErrors } from '@/client/components/form/server-errors';
import { Button } from '@/client/components/ui/button';
import { SelectField } from '@/client/components/ui/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { call, callPage, errorMessage } from '@/client/lib/api';
import { usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';
import { toast } from '@/client/lib/toast';
import { PageNav } from '../shared/page-nav';
import {
  PAGE_SIZE,
  pagedState,
  usePageCursor,
  usePagedRows,
  type PageCursor,
  type PagedData,
} from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading, PanelQuery } from '../shared/panel-states';
import { SettingsSection } from '../shared/settings-section';
import { StackedTable, type Column } from '../shared/stacked-table';

/** A page of the sales, latest start first, from `cursor` (the tab's address). */
const useSales = (cursor: PageCursor) =>
  usePagedRows({
    queryKey: queryKeyOf(getAdminSales, 'paged', cursor),
    queryFn: ({ signal }): Promise<PagedData<SaleAnswer>> =>
      callPage(getAdminSales, { query: { ...cursor, limit: PAGE_SIZE } }, { signal }),
  });

/** A `datetime-local` value (the admin's own clock) as the instant the API takes. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

interface SaleFields {
  market: string;
  perfumeId: string;
  volumeMl: string;
  price: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The sales of every market (decision 070): a size on sale in one market for a window, the regular price it is
 * shown against and the lowest price of the 30 days before it (the EU's price indication), ended early at will;
 * and a size's kept price history.
 */
export function MarketSales({ markets }: { markets: readonly AdminMarket[] }) {
  const { t } = useI18n();
  return (
    <SettingsSection
      id="sales-heading"
      title={t('Sales')}
      description={t(
        'A size on sale in one market for a window. The shop shows the sale price, the regular price struck through and the lowest price of the 30 days before the sale, from the prices it has kept.',
      )}
    >
      <div className="grid gap-8">
        <SaleForm markets={markets} />
        <SalesList />
      </div>
    </SettingsSection>
  );
}

function SaleForm({ markets }: { markets: readonly AdminMarket[] }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const perfumes = useQuery({ queryKey: queryKeyOf(getPerfumes), queryFn: () => call(getPerfumes, {}) });
  const [fields, setFields] = useState<SaleFields>({
    market: markets[0]?.code ?? '',
    perfumeId: '',
    volumeMl: '',
    price: '',
    startsAt: '',
    endsAt: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof SaleFields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const perfume = perfumes.data?.find((p) => String(p.id) === fields.perfumeId);
  const market = markets.find((m) => m.code === fields.market);
  const create = useMutation({
    mutationFn: () =>
      call(createAdminSale, {
        body: {
          market: fields.market,
          perfumeId: Number(fields.perfumeId),
          volumeMl: Number(fields.volumeMl),
          price: Number(fields.price),
          startsAt: instantOf(fields.startsAt),
          endsAt: instantOf(fields.endsAt),
        },
      }),
    onSuccess: () => {
      toast({ title: t('Sale scheduled'), variant: 'success' });
      setFields((f) => ({ ...f, price: '', startsAt: '', endsAt: '' }));
      void invalidate(qc, getAdminSales, getPerfumes, getPerfume, listAudit);
    },
    onError: (error) => {
      const marked = serverFieldErrors(error);
      setErrors(marked as Partial<Record<keyof SaleFields, string>>);
      setFormError(Object.keys(marked).length > 0 ? null : errorMessage(error, t('The sale could not be saved.')));
    },
  });
  const set = (key: keyof SaleFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<keyof SaleFields, string>> = {};
    if (!fields.perfumeId) missing.perfumeId = t('Choose a perfume');
    if (!fields.volumeMl) missing.volumeMl = t('Choose a size');
    if (!(Number(fields.price) > 0)) missing.price = t('A sale price is more than 0');
    if (!fields.startsAt) missing.startsAt = t('Choose when it starts');
    if (!fields.endsAt) missing.endsAt = t('Choose when it ends');
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length === 0) create.mutate();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('Schedule a sale')} className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t('Market')} value={fields.market} onChange={(e) => set('market')(e.target.value)}>
        {markets.map((m) => (
          <option key={m.code} value={m.code}>
            {m.name} ({m.currency})
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('Perfume')}
        value={fields.perfumeId}
        error={errors.perfumeId}
        onChange={(e) => setFields((f) => ({ ...f, perfumeId: e.target.value, volumeMl: '' }))}
      >
        <option value="">{t('Choose a perfume')}</option>
        {(perfumes.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('Size')}
        value={fields.volumeMl}
        error={errors.volumeMl}
        onChange={(e) => set('volumeMl')(e.target.value)}
        disabled={!perfume}
      >
        <option value="">{t('Choose a size')}</option>
        {(perfume?.sizes ?? []).map((s) => (
          <option key={s.volume} value={s.volume}>
            {t('{ml} ml', { ml: s.volume })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('Sale price ({currency})', { currency: market?.currency ?? '' })}
        inputMode="decimal"
        value={fields.price}
        error={errors.price}
        onChange={(e) => set('price')(e.target.value)}
      />
      <TextField
        label={t('Starts')}
        type="datetime-local"
        value={fields.startsAt}
        error={errors.startsAt}
        onChange={(e) => set('startsAt')(e.target.value)}
      />
      <TextField
        label={t('Ends')}
        type="datetime-local"
        value={fields.endsAt}
        error={errors.endsAt}
        onChange={(e) => set('endsAt')(e.target.value)}
      />
      <div className="grid gap-3 sm:col-span-2">
        <FormError message={formError} />
        <div>
          <PendingButton type="submit" pending={create.isPending} pendingLabel={t('Scheduling…')}>
            {t('Schedule the sale')}
          </PendingButton>
        </div>
      </div>
    </form>
  );
}

/** The sales a page at a time (a shop that has run sales for years keeps them all: the history says so). */
function SalesList() {
  const { t } = useI18n();
  const cursor = usePageCursor();
  const sales = useSales(cursor);
  const tableRef = useRef<HTMLTableElement>(null);
  switch (pagedState(sales, cursor)) {
    case 'loading':
      return <PanelLoading label={t('Loading the sales')} rows={2} />;
    case 'error':
      return <PanelError what={t('sales')} onRetry={() => void sales.refetch()} />;
    case 'gone':
      return <PageGone what={t('sales')} />;
    case 'empty':
      return <PanelEmpty title={t('No sales scheduled yet.')} />;
    default:
      return (
        <>
          <SalesTable sales={sales.items} tableRef={tableRef} />
          <PageNav list={sales} noun={t('sale')} plural={t('sales')} listRef={tableRef} />
        </>
      );
  }
}

function SalesTable({
  sales,
  tableRef,
}: {
  sales: readonly SaleAnswer[];
  tableRef: RefObject<HTMLTableElement | null>;
}) {
  const { t, dateTime } = useI18n();
  const priceIn = usePriceIn();
  const qc = useQueryClient();
  const [history, setHistory] = useState<SaleAnswer | null>(null);
  const end = useMutation({
    mutationFn: (id: number) => call(deleteAdminSale, { params: { id } }),
    onSuccess: () => {
      toast({ title: t('Sale ended'), variant: 'success' });
      void invalidate(qc, getAdminSales, getPerfumes, getPerfume, listAudit);
    },
    onError: (error) =>
      toast({ title: errorMessage(error, t('The sale could not be ended.')), variant: 'destructive' }),
  });
  const statusWords: Record<SaleAnswer['status'], string> = {
    scheduled: t('Scheduled'),
    running: t('Running'),
    ended: t('Ended'),
  };
  const columns: Column<SaleAnswer>[] = [
    {
      label: t('Size'),
      cell: (s) => t('Perfume #{id}, {ml} ml, {market}', { id: s.perfumeId, ml: s.volumeMl, market: s.market }),
    },
    { label: t('Sale price'), cell: (s) => priceIn(s.price, s.currency) },
    {
      label: t('Regular price'),
      cell: (s) => (s.regularPrice === null ? '—' : priceIn(s.regularPrice, s.currency)),
    },
    {
      label: t('Lowest in 30 days before'),
      cell: (s) => (s.lowestPrice30d === null ? '—' : priceIn(s.lowestPrice30d, s.currency)),
    },
    {
      label: t('When'),
      cell: (s) => t('{from} to {to}', { from: dateTime(s.startsAt), to: dateTime(s.endsAt) }),
    },
    { label: t('Status'), cell: (s) => statusWords[s.status] },
    {
      label: t('Actions'),
      end: true,
      cell: (s) => (
        <span className="inline-flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setHistory(s)}>
            {t('Price history')}
          </Button>
          {s.status === 'ended' ? null : (
            <Button type="button" variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate(s.id)}>
              {s.status === 'scheduled' ? t('Remove') : t('End now')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="grid gap-6">
      <StackedTable ref={tableRef} focusable label={t('Sales')} columns={columns} rows={sales} />
      {history ? <PriceHistory sale={history} onClose={() => setHistory(null)} /> : null}
    </div>
  );
}

function PriceHistory({ sale, onClose }: { sale: SaleAnswer; onClose: () => void }) {
  const { t, dateTime } = useI18n();
  const priceIn = usePriceIn();
  const query = { market: sale.market, perfumeId: sale.perfumeId, volumeMl: sale.volumeMl };
  const history = useQuery({
    queryKey: queryKeyOf(getAdminPriceHistory, sale.market, sale.perfumeId, sale.volumeMl),
    queryFn: () => call(getAdminPriceHistory, { query }),
  });
  return (
    <section aria-labelledby="price-history-heading" className="border border-line p-4">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id="price-history-heading" className="font-serif text-xl">
          {t('Price history: perfume #{id}, {ml} ml, {market}', {
            id: sale.perfumeId,
            ml: sale.volumeMl,
            market: sale.market,
          })}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
      <PanelQuery query={history} what={t('price history')} rows={2}>
        {(rows) =>
          rows.length === 0 ? (
            <PanelEmpty title={t('No price kept yet.')} />
          ) : (
            <ul className="mt-3 grid gap-1 text-sm">
              {rows.map((h) => (
                <li key={h.from} className="flex justify-between gap-4 tabular-nums">
                  <span>{t('From {date}', { date: dateTime(h.from) })}</span>
                  <span>{priceIn(h.price, h.currency)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </PanelQuery>
    </section>
  );
}
