import { useRef } from 'react';
import { Search } from 'lucide-react';
import { escapeClears, HIDE_NATIVE_CLEAR, SearchClearButton } from '@/client/components/search-clear';
import { Input } from '@/client/components/ui/input';
import { useI18n } from '@/client/lib/i18n';

/** How long typing pauses before a back-office search runs. */
export const SEARCH_DELAY_MS = 350;

/** What a search writes to the address: the typed words without their outer spaces. */
export const trimSearch = (value: string) => value.trim();

interface SearchInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/**
 * A back-office search box (a magnifier inside, the house's clear button, Escape empties it, at most
 * 100 characters, the server's limit), told to screen readers as updating the list while typing;
 * label it with a `<Label htmlFor={id}>`.
 */
export function SearchInput({ id, value, onChange, placeholder }: SearchInputProps) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="relative">
        <Search
          aria-hidden="true"
          strokeWidth={1.5}
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
        />
        <Input
          ref={input}
          id={id}
          type="search"
          value={value}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={escapeClears(value, () => onChange(''))}
          className={`${HIDE_NATIVE_CLEAR} pl-10`}
        />
        <SearchClearButton
          shown={value !== ''}
          onClear={() => {
            onChange('');
            input.current?.focus();
          }}
        />
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('The list updates as you type.')}
      </p>
    </>
  );
}
