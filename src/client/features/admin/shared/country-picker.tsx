import { useDeferredValue, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import type { ShippingCountry } from '@/domain/shipping/schemas';
import { HIDE_NATIVE_CLEAR, SearchClearButton } from '@/client/components/search-clear';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/** Folded for matching: "Åland" is found by "aland", "côte" by "cote". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface CountryPickerProps {
  label: string;
  countries: readonly ShippingCountry[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** Countries another zone names, with that zone's name: shown, not choosable. */
  takenBy: ReadonlyMap<string, string>;
  error?: string;
  /** The filter box: what the form focuses when the countries are refused. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checklist of countries with a text filter (name or code). Native checkboxes, so Tab, Space and
 * a screen reader work as everywhere; the chosen ones are listed above, each removable.
 */
export function CountryPicker({ label, countries, value, onChange, takenBy, error, ref }: CountryPickerProps) {
  const { t } = useI18n();
  const id = useId();
  const [filter, setFilter] = useState('');
  const query = fold(useDeferredValue(filter).trim());
  const chosen = new Set(value);
  const nameOf = new Map(countries.map((c) => [c.code, c.name]));
  const shown = query
    ? countries.filter((c) => fold(c.name).includes(query) || c.code.toLowerCase() === query)
    : countries;
  // The checklist is one stop of the Tab key: the arrows, Home and End move within it (a roving tab index).
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const choosable = shown.filter((c) => !takenBy.has(c.code) || chosen.has(c.code));
  const tabStop = choosable.some((c) => c.code === active) ? active : (choosable[0]?.code ?? null);
  const focusAt = (index: number) => {
    const target = choosable[Math.max(0, Math.min(index, choosable.length - 1))];
    if (!target) return;
    setActive(target.code);
    listRef.current?.querySelector<HTMLInputElement>(`input[data-code="${target.code}"]`)?.focus();
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const at = choosable.findIndex((c) => c.code === tabStop);
    const to =
      e.key === 'ArrowDown'
        ? at + 1
        : e.key === 'ArrowUp'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? Infinity
              : null;
    if (to === null) return;
    e.preventDefault();
    focusAt(to);
  };
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code));
  const errorId = `${id}-error`;
  const countId = `${id}-count`;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[countId, error ? errorId : undefined].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-2"
    >
      <span id={`${id}-label`} className="text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">
        {label}
      </span>
      <p id={countId} className="text-xs text-ink-soft" aria-live="polite">
        {value.length === 0
          ? t('No country chosen.')
          : t('{count, plural, one {# chosen} other {# chosen}}', { count: value.length })}
      </p>
      {value.length > 0 ? (
        <ul aria-label={t('{label} chosen', { label })} className="flex flex-wrap gap-1.5">
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code, false)}
                className="inline-flex h-8 items-center gap-1.5 border border-line bg-muted/60 px-2.5 text-xs text-ink transition-colors hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {nameOf.get(code) ?? code}
                <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
                <span className="sr-only">{t('(remove)')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={`${id}-filter`} className="sr-only">
        {t('Filter the countries')}
      </Label>
      <div className="relative">
        <Input
          ref={ref}
          id={`${id}-filter`}
          type="search"
          placeholder={t('Filter countries (name or code)')}
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              focusAt(0);
              return;
            }
            // Enter in the filter picks the only country left, rather than submitting the zone.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            const only = shown.filter((c) => !takenBy.has(c.code));
            if (only.length === 1) {
              toggle(only[0]!.code, !chosen.has(only[0]!.code));
              setFilter('');
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-10 ${HIDE_NATIVE_CLEAR}`}
        />
        <SearchClearButton
          shown={filter !== ''}
          onClear={() => {
            setFilter('');
            document.getElementById(`${id}-filter`)?.focus();
          }}
        />
      </div>
      <p id={`${id}-keys`} className="sr-only">
        {t('Arrow keys move through the countries, Space ticks one.')}
      </p>
      <ul
        ref={listRef}
        onKeyDown={onListKey}
        aria-describedby={`${id}-keys`}
        aria-label={t('{label}: {count, plural, one {# shown} other {# shown}}', { label, count: shown.length })}
        className="max-h-56 overflow-y-auto border border-line bg-surface py-1"
      >
        {shown.length === 0 ? <li className="px-3 py-2 text-sm text-ink-soft">{t('No country matches.')}</li> : null}
        {shown.map((c) => {
          const other = takenBy.get(c.code);
          const boxId = `${id}-${c.code}`;
          return (
            <li key={c.code}>
              <label
                htmlFor={boxId}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-ink hover:bg-muted/60',
                  other && 'cursor-not-allowed text-ink-soft hover:bg-transparent',
                )}
              >
                <input
                  id={boxId}
                  type="checkbox"
                  checked={chosen.has(c.code)}
                  data-code={c.code}
                  tabIndex={c.code === tabStop ? 0 : -1}
                  onFocus={() => setActive(c.code)}
                  disabled={Boolean(other) && !chosen.has(c.code)}
                  onChange={(e) => toggle(c.code, e.target.checked)}
                  className="size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0 flex-1">{c.name}</span>
                <span className="text-xs text-ink-soft">{other ? t('in {zone}', { zone: other }) : c.code}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} role="alert" className="text-[0.8125rem] text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
