import { useId, type FormEvent } from 'react';
import { Download, X } from 'lucide-react';
import type { OrderFilter } from '@/domain/orders/admin-schemas';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { creditNotesCsvUrl, ordersCsvUrl } from './api';
import { SEARCH_DELAY_MS, SearchInput, trimSearch } from '../shared/search-input';
import {
  customerLabel,
  hasFilter,
  type FilterKey,
  statusFilterLabels,
  withFilter,
  withoutFilters,
} from './order-filter';
import { useI18n } from '@/client/lib/i18n';
import { useSearchDraft } from '@/client/lib/use-search-draft';
import { useUpdateParams } from '@/client/lib/use-update-params';

interface OrderFilterBarProps {
  filter: OrderFilter;
  /** The name of the account the customer filter shows, when the list knows it. */
  customerName?: string;
}

/**
 * The order list's filters: status (with "Awaiting payment"), a date range, a search by customer,
 * order number or perfume, and one account's orders (reached from the Customers tab, shown as a
 * label that removes it), all kept in the page's address; and the same orders as a CSV file, with
 * the credit notes of the same days beside them.
 */
export function OrderFilterBar({ filter, customerName }: OrderFilterBarProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = useId();
  const setParams = useUpdateParams();
  const set = (key: FilterKey, value: string) =>
    setParams((prev) => withFilter(prev, key, value), { replace: true, preventScrollReset: true });

  // The search box runs a moment after typing stops (or at once on Enter); a change of the
  // address (Clear, Back) puts its value back in the box (lib/use-search-draft.ts).
  const [draft, setDraft, submit] = useSearchDraft(filter.q ?? '', (value) => set('q', value), {
    delayMs: SEARCH_DELAY_MS,
    normalize: trimSearch,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <div className="mb-6 grid gap-4">
      <form
        role="search"
        aria-label={t('Filter orders')}
        onSubmit={onSubmit}
        className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-[12rem_10.5rem_10.5rem_minmax(0,1fr)]"
      >
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 lg:col-span-1">
          <Label htmlFor={`${id}-status`}>{t('Status')}</Label>
          <NativeSelect
            id={`${id}-status`}
            value={filter.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
            wrapperClassName="w-full"
            className="h-11"
          >
            <option value="">{t('All orders')}</option>
            <SelectOptions labels={statusFilterLabels} />
          </NativeSelect>
        </div>
        <DateInput
          id={`${id}-from`}
          label={t('From')}
          value={filter.from}
          max={filter.to}
          onChange={(v) => set('from', v)}
        />
        <DateInput id={`${id}-to`} label={t('To')} value={filter.to} min={filter.from} onChange={(v) => set('to', v)} />
        <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>{t('Search')}</Label>
          <SearchInput
            id={`${id}-q`}
            value={draft}
            onChange={setDraft}
            placeholder={t('Name, e-mail, order or perfume')}
          />
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {filter.customer ? (
          <CustomerChip
            label={t('Orders of {name}', { name: customerLabel(i18n, filter.customer, customerName) })}
            onRemove={() => set('customer', '')}
          />
        ) : null}
        {/* The customer's label removes its own filter: Clear filters is for the others (and it). */}
        {hasFilter({ ...filter, customer: undefined }) ? (
          <Button
            variant="ghost"
            size="sm"
            className={filter.customer ? 'px-3' : '-ml-3 px-3'}
            onClick={() => setParams((prev) => withoutFilters(prev), { replace: true, preventScrollReset: true })}
          >
            <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            {t('Clear filters')}
          </Button>
        ) : null}
        <a href={ordersCsvUrl(filter)} download className={buttonClasses('outline', 'sm', 'ml-auto')}>
          <Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Export CSV')}
        </a>
        {/* The books (issue #43): the credit notes of the same days, beside the orders. */}
        <a href={creditNotesCsvUrl(filter)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Export credit notes')}
        </a>
      </div>
    </div>
  );
}

/** The customer filter as a label: whose orders these are, and a button that shows everyone's again. */
function CustomerChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useI18n();
  return (
    <p className="inline-flex max-w-full min-w-0 items-center gap-1 border border-line bg-surface py-1 pr-1 pl-3.5 text-sm">
      <span className="min-w-0 truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('Remove the filter: {label}', { label })}
        className="inline-flex size-8 shrink-0 items-center justify-center text-ink-soft transition-colors hover:bg-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      </button>
    </p>
  );
}

interface DateInputProps {
  id: string;
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** A day (the browser's own date picker); an unfinished or impossible date is not applied. */
function DateInput({ id, label, value, min, max, onChange }: DateInputProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value ?? ''} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
