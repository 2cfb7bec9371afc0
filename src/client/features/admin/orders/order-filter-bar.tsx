import { useId, type FormEvent } from 'react';
import { Download, Search, X } from 'lucide-react';
import type { OrderFilter } from '@/domain/orders/admin-schemas';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { ordersCsvUrl } from './api';
import { hasFilter, type FilterKey, statusFilterLabels, withFilter, withoutFilters } from './order-filter';
import { useSearchDraft } from '@/client/lib/use-search-draft';
import { useUpdateParams } from '@/client/lib/use-update-params';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 350;
const trim = (value: string) => value.trim();

/**
 * The order list's filters: status (with "Awaiting payment"), a date range and a search by
 * customer or order number, all kept in the page's address; and the same orders as a CSV file.
 */
export function OrderFilterBar({ filter }: { filter: OrderFilter }) {
  const id = useId();
  const setParams = useUpdateParams();
  const set = (key: FilterKey, value: string) =>
    setParams((prev) => withFilter(prev, key, value), { replace: true, preventScrollReset: true });

  // The search box runs a moment after typing stops (or at once on Enter); a change of the
  // address (Clear, Back) puts its value back in the box (lib/use-search-draft.ts).
  const [draft, setDraft, submit] = useSearchDraft(filter.q ?? '', (value) => set('q', value), {
    delayMs: SEARCH_DELAY_MS,
    normalize: trim,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <div className="mb-6 grid gap-4">
      <form
        role="search"
        aria-label="Filter orders"
        onSubmit={onSubmit}
        className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-[12rem_10.5rem_10.5rem_minmax(0,1fr)]"
      >
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 lg:col-span-1">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={filter.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
            wrapperClassName="w-full"
            className="h-11"
          >
            <option value="">All orders</option>
            <SelectOptions labels={statusFilterLabels} />
          </NativeSelect>
        </div>
        <DateInput
          id={`${id}-from`}
          label="From"
          value={filter.from}
          max={filter.to}
          onChange={(v) => set('from', v)}
        />
        <DateInput id={`${id}-to`} label="To" value={filter.to} min={filter.from} onChange={(v) => set('to', v)} />
        <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              strokeWidth={1.5}
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={draft}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              placeholder="Name, e-mail or order number"
              aria-describedby={`${id}-q-hint`}
              onChange={(e) => setDraft(e.target.value)}
              className="pl-10"
            />
          </div>
          <p id={`${id}-q-hint`} className="sr-only">
            The list updates as you type.
          </p>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {hasFilter(filter) ? (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 px-3"
            onClick={() => setParams((prev) => withoutFilters(prev), { replace: true, preventScrollReset: true })}
          >
            <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            Clear filters
          </Button>
        ) : null}
        <a href={ordersCsvUrl(filter)} download className={buttonClasses('outline', 'sm', 'ml-auto')}>
          <Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Export CSV
        </a>
      </div>
    </div>
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
