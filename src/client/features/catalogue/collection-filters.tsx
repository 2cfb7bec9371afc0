import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search, SlidersHorizontal } from 'lucide-react';
import { perfumeFamilies, perfumeFamilyLabels, perfumeSorts } from '@/domain/catalogue/catalogue';
import { MAX_SEARCH_LENGTH, type PerfumeQuery, type PerfumeSort } from '@/domain/catalogue/search';
import { escapeClears, HIDE_NATIVE_CLEAR, SearchClearButton } from '@/client/components/search-clear';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { inputClasses } from '@/client/components/ui/input-variants';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/select';
import { usePrice } from '@/client/lib/format';
import { priceRangeOf, priceRanges, withParam, withPriceRange } from './collection-url';
import { useSearchDraft } from '@/client/lib/use-search-draft';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

/** How long typing pauses before the address follows the search box (the results follow at once). */
const SEARCH_DELAY_MS = 300;

const sortLabels: Record<PerfumeSort, string> = {
  price_asc: msg('Price: low to high'),
  price_desc: msg('Price: high to low'),
  newest: msg('Newest'),
  name: msg('Name: A to Z'),
  rating: msg('Top rated'),
};

const nav = { preventScrollReset: true } as const;

/**
 * The search box's text, shown and searched at once, and written to the address a moment after
 * typing stops (lib/use-search-draft.ts). Starting a search from none adds a history entry (Back
 * returns to the results before it); refining it replaces that entry.
 */
export function useCollectionSearchDraft(): [string, (value: string) => void, () => void] {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const urlQ = params.get('q') ?? '';
  return useSearchDraft(
    urlQ,
    (value) => setParams((prev) => withParam(prev, 'q', value), { ...nav, replace: urlQ !== '' }),
    {
      delayMs: SEARCH_DELAY_MS,
    },
  );
}

interface CollectionFiltersProps {
  query: Omit<PerfumeQuery, 'gender'>;
  draft: string;
  onDraft: (value: string) => void;
  onSubmit: () => void;
}

/**
 * Search, scent family, price and sort, kept in the page's address. On a phone the three selects
 * fold under a "Filters" button; the search box stays.
 */
export function CollectionFilters({ query, draft, onDraft, onSubmit }: CollectionFiltersProps) {
  const { t } = useI18n();
  const id = useId();
  const formatPrice = usePrice();
  const setParams = useUpdateParams();
  const [open, setOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const price = priceRangeOf(query.minPrice, query.maxPrice);
  const active = [query.family, price, query.sort].filter(Boolean).length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  // As if the shopper had deleted the words: results at once, the address a moment later.
  const clear = () => {
    onDraft('');
    searchRef.current?.focus();
  };
  const whole = (major: number) => formatPrice(major).replace(/[.,]00(?=\D*$)/, '');
  const rangeLabel = (r: { minPrice?: number; maxPrice?: number }) =>
    r.minPrice === undefined
      ? t('Under {max}', { max: whole(r.maxPrice!) })
      : r.maxPrice === undefined
        ? t('{min} and above', { min: whole(r.minPrice) })
        : t('{min} – {max}', { min: whole(r.minPrice), max: whole(r.maxPrice) });

  return (
    // Named as the page's address names them: submitted natively before hydration (Enter in the
    // search box), the form loads the same page with the same search.
    // A phone: the search box, "Filters" under it. A desktop: one row of controls, the search widest.
    <form
      role="search"
      aria-label={t('Search the collection')}
      onSubmit={submit}
      className="grid gap-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,3fr)] lg:items-end"
    >
      <div className="flex flex-col gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-q`}>{t('Search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              strokeWidth={1.5}
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
            />
            {/* The browser's own clear button (Chromium's blue ×) is hidden: the house draws its own, below. */}
            <input
              ref={searchRef}
              id={`${id}-q`}
              type="search"
              name="q"
              value={draft}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('Name, note or mood')}
              aria-describedby={`${id}-q-hint`}
              onChange={(e) => onDraft(e.target.value)}
              onKeyDown={escapeClears(draft, () => onDraft(''))}
              className={`${inputClasses} ${HIDE_NATIVE_CLEAR} pl-10`}
            />
            <SearchClearButton shown={draft !== ''} onClear={clear} />
          </div>
          <p id={`${id}-q-hint`} className="sr-only">
            {t('The results update as you type.')}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
          className={buttonStyle('subtle', 'md', 'self-start px-4 sm:hidden')}
        >
          <SlidersHorizontal aria-hidden="true" strokeWidth={1.5} className="size-4" />
          {t('Filters')}
          {active > 0 ? <span className="lining-nums tabular-nums">({active})</span> : null}
        </button>
      </div>

      <div id={`${id}-filters`} className={`${open ? 'grid' : 'hidden'} gap-4 sm:grid sm:grid-cols-3`}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-family`}>{t('Scent family')}</Label>
          <NativeSelect
            id={`${id}-family`}
            name="family"
            value={query.family ?? ''}
            onChange={(e) => setParams((prev) => withParam(prev, 'family', e.target.value), nav)}
            wrapperClassName="w-full"
            className="h-11 text-[0.9375rem]"
          >
            <option value="">{t('Any family')}</option>
            {perfumeFamilies.map((f) => (
              <option key={f} value={f}>
                {t(perfumeFamilyLabels[f])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-price`}>{t('Price')}</Label>
          <NativeSelect
            id={`${id}-price`}
            value={price}
            onChange={(e) => setParams((prev) => withPriceRange(prev, e.target.value), nav)}
            wrapperClassName="w-full"
            className="h-11 text-[0.9375rem]"
          >
            <option value="">{t('Any price')}</option>
            {priceRanges.map((r) => (
              <option key={r.value} value={r.value}>
                {rangeLabel(r)}
              </option>
            ))}
            {price === 'custom' ? (
              <option value="custom">{rangeLabel({ minPrice: query.minPrice ?? 0, maxPrice: query.maxPrice })}</option>
            ) : null}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-sort`}>{t('Sort by')}</Label>
          <NativeSelect
            id={`${id}-sort`}
            name="sort"
            value={query.sort ?? ''}
            onChange={(e) => setParams((prev) => withParam(prev, 'sort', e.target.value), nav)}
            wrapperClassName="w-full"
            className="h-11 text-[0.9375rem]"
          >
            <option value="">{t('Featured')}</option>
            {perfumeSorts.map((s) => (
              <option key={s} value={s}>
                {t(sortLabels[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </form>
  );
}
