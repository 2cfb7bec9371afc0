import { useLocation } from 'react-router';
import { clsx } from 'clsx';
import { describeLocale, LOCALES, localizedPath } from '@/domain/i18n/locales';
import { useI18n } from '@/client/lib/i18n';
import { useHydrated } from '@/client/lib/use-hydrated';

/**
 * The same page in the shop's other languages (docs/decisions/069-languages.md): a plain link each, named in
 * its own language ("Français", "English"), that loads the page anew in it (a page is in one language for its
 * life). Its path, query and hash are kept. The router reads the path without the language's prefix (its
 * basename), so the link's address is written out whole: `/fr/cart`, or `/cart`.
 */
export function LanguageSwitch({
  className,
  linkClassName,
}: {
  /** The links' row: its display (`inline-flex` when none is given), its place. */
  className?: string;
  /** Each link's size and colours. */
  linkClassName?: string;
}) {
  const { locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  // The hash joins once the page has hydrated, so the links match the server's markup until then.
  const here = `${pathname}${search}${useHydrated() ? hash : ''}`;
  const others = LOCALES.filter((code) => code !== locale);
  if (others.length === 0) return null;
  return (
    <span className={clsx('items-center gap-4', className ?? 'inline-flex')}>
      {others.map((code) => (
        <a
          key={code}
          href={localizedPath(here, code)}
          hrefLang={code}
          lang={code}
          data-testid="language-switch"
          className={clsx(
            'inline-flex items-center text-[0.6875rem] font-medium tracking-[0.2em] whitespace-nowrap uppercase transition-colors',
            linkClassName ?? 'min-h-6 text-ink-soft hover:text-ink',
          )}
        >
          {describeLocale(code).name}
        </a>
      ))}
    </span>
  );
}
