import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { DEFAULT_LOCALE, describeLocale, isLocale, type Locale, localizedPath } from '@/domain/i18n/locales';
import { useI18n } from '@/client/lib/i18n';
import { useHydrated } from '@/client/lib/use-hydrated';

/** Remembered once the visitor has answered the offer, or reached the shop in another language than English. */
const ANSWERED_KEY = 'language-offer';

function remembered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    return true; // no storage: never insist
  }
}

function remember(answer: string): void {
  try {
    localStorage.setItem(ANSWERED_KEY, answer);
  } catch {
    // no storage: the offer may come back, which is harmless
  }
}

/** The shop's language the browser prefers most (its first of `navigator.languages` the shop has), if any. */
function preferredLocale(): Locale | undefined {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const code = tag?.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return undefined;
}

/** The language to offer a visitor reading `locale`, if any: the browser's preferred one, with its words here. */
function languageToOffer(locale: Locale): Locale | undefined {
  if (locale !== DEFAULT_LOCALE || remembered()) return undefined;
  const preferred = preferredLocale();
  return preferred && preferred !== locale && describeLocale(preferred).offer !== undefined ? preferred : undefined;
}

/**
 * A first visit whose browser prefers another of the shop's languages than the page's is offered the same
 * page in it (docs/decisions/069-languages.md: the URL decides the language, so never a redirect): a small note
 * at the bottom of the screen, in the language offered. Shown after hydration only (the server renders
 * nothing, so there is no flash and, fixed, it shifts nothing), and never again once dismissed, followed, or
 * once the visitor has read the shop in a language other than English (the switcher leads there too).
 */
export function LanguageOffer() {
  const { locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    // A visit in another language than the first (default) one has chosen it: nothing to offer, then or later.
    if (locale !== DEFAULT_LOCALE) remember('visited');
  }, [locale]);

  const offered = hydrated && !answered ? languageToOffer(locale) : undefined;

  if (!offered) return null;
  const words = describeLocale(offered).offer!;
  const { tag } = describeLocale(offered);
  const dismiss = () => {
    remember('dismissed');
    setAnswered(true);
  };
  return (
    <div
      role="region"
      aria-label={words.label}
      lang={tag}
      className="fixed right-4 bottom-4 left-4 z-50 flex items-center gap-4 border border-line bg-surface px-5 py-4 text-sm text-ink shadow-lg sm:left-auto sm:max-w-md"
    >
      <p className="flex-1">
        {words.text}{' '}
        <a
          href={localizedPath(`${pathname}${search}${hash}`, offered)}
          hrefLang={offered}
          onClick={() => remember('followed')}
          className="font-medium underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
        >
          {words.read}
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={words.close}
        className="inline-flex size-8 shrink-0 items-center justify-center text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
