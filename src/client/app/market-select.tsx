import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { MarketAnswer } from '@/domain/markets/schemas';
import { describeLocale } from '@/domain/i18n/locales';
import { useI18n } from '@/client/lib/i18n';
import { marketsQuery, rememberMarket, useMarket } from '@/client/lib/market';

/**
 * The shopper's market (docs/decisions/070-markets.md): a disclosure listing the markets as "United Kingdom · £",
 * the current one marked. Choosing another remembers it in the `market` cookie and loads the page anew in it, as
 * the language switch does (a page is in one market for its life). A disclosure rather than a select, so that
 * moving through the choices with the keyboard never reloads the page (WCAG 3.2.2). Nothing when the shop sells in
 * one market only.
 */
export function MarketSelect({
  className,
  buttonClassName,
  placement = 'below',
  compact = false,
}: {
  /** Its place in the row. */
  className?: string;
  /** The button's size and colours. */
  buttonClassName?: string;
  /** Where the list opens: over the page below the button (the header), above it (the footer), or in the flow (the menu sheet). */
  placement?: 'below' | 'above' | 'inline';
  /** The currency alone below 2xl (the header at 1280, where the market's name would push "Sign up" off); its name read aloud still. */
  compact?: boolean;
}) {
  const { t, locale } = useI18n();
  const current = useMarket();
  const { data: markets } = useQuery(marketsQuery());
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A press anywhere else closes the list, as a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const shown = markets?.find((m) => m.code === current.code) ?? markets?.find((m) => m.isDefault);
  if (!markets || markets.length < 2 || !shown) return null;

  const { symbols } = describeLocale(locale).money;
  // A market named after a country is named in the page's language ("Royaume-Uni", the server's `label`); another
  // as the house named it.
  const entry = (m: MarketAnswer) =>
    t('{market} · {currency}', { market: m.label, currency: symbols[m.currency] ?? m.currency });
  const choose = (code: string) => {
    setOpen(false);
    if (code === shown.code) {
      button.current?.focus();
      return;
    }
    rememberMarket(code);
    window.location.reload();
  };

  return (
    <div
      ref={root}
      className={clsx('relative', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('Region and currency: {market}', { market: entry(shown) })}
        data-testid="market-select"
        onClick={() => setOpen((was) => !was)}
        className={clsx(
          'inline-flex items-center gap-1.5 text-[0.6875rem] font-medium tracking-[0.2em] whitespace-nowrap uppercase transition-colors',
          buttonClassName ?? 'min-h-6 text-ink-soft hover:text-ink',
        )}
      >
        {compact ? (
          <>
            <span className="2xl:hidden">{symbols[shown.currency] ?? shown.currency}</span>
            <span className="hidden 2xl:inline">{entry(shown)}</span>
          </>
        ) : (
          entry(shown)
        )}
        <ChevronDown
          aria-hidden="true"
          strokeWidth={1.5}
          className={clsx('size-3.5 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('Region and currency')}
        className={clsx(
          'min-w-56 border border-line bg-surface py-2 text-sm text-ink',
          placement === 'inline'
            ? 'mt-2'
            : clsx(
                'absolute right-0 z-50 shadow-[0_18px_40px_-20px_rgb(28_25_23/0.35)]',
                placement === 'above' ? 'bottom-full mb-2' : 'top-full mt-2',
              ),
        )}
      >
        {markets.map((m) => (
          <li key={m.code}>
            <button
              type="button"
              aria-current={m.code === shown.code ? 'true' : undefined}
              onClick={() => choose(m.code)}
              className="flex min-h-11 w-full items-center px-4 text-left hover:bg-muted aria-[current=true]:font-semibold"
            >
              {entry(m)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
