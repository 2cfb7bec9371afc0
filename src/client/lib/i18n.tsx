import { createContext, Fragment, type ReactNode, useContext } from 'react';
import { MESSAGES_ID } from '@/domain/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/i18n/locales';
import { type CompiledMessages, createTranslator, type MessageValues, type Translator } from '@/domain/i18n/translator';

/**
 * The page's language in the browser (docs/decisions/069-languages.md). A page is in one language for its life:
 * its path says which (`/fr/…`), the server writes it in `<html lang>` and names its storefront messages,
 * compiled, in `<link id="messages">` (`loadPageTranslator`); changing language loads the other page.
 */

let fallback: Translator = createTranslator(DEFAULT_LOCALE);
/** The page's translator, once main.tsx has read it (`pageTranslator`). */
let page: Translator | undefined;

/** What a component outside any provider reads (the component tests' English, with its messages compiled). */
export function setFallbackTranslator(translator: Translator): void {
  fallback = translator;
}

const I18nContext = createContext<Translator | undefined>(undefined);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The page's translator: `const { t, money, date } = useI18n()`. */
export function useI18n(): Translator {
  return useContext(I18nContext) ?? fallback;
}

/** The page's language, as the server wrote it in `<html lang>`. */
export function pageLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

async function fetchMessages(href: string): Promise<CompiledMessages> {
  // As the head's preload asked (`crossorigin="use-credentials"`), so the browser answers from it.
  const response = await fetch(href, { credentials: 'include' });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return (await response.json()) as CompiledMessages;
}

/**
 * The page's translator: its language and its storefront messages, from the address the page names in its head
 * (`<link id="messages">`, fetched with the code and kept by the browser). Should they not come after a second
 * try, the page's words read in English rather than the page never starting.
 */
export async function loadPageTranslator(doc: Document = document): Promise<Translator> {
  const href = doc.getElementById(MESSAGES_ID)?.getAttribute('href');
  let messages: CompiledMessages = {};
  if (href) {
    try {
      messages = await fetchMessages(href).catch(() => fetchMessages(href));
    } catch {
      // Offline at the wrong moment: the words the page's code holds (English).
    }
  }
  page = createTranslator(pageLocale(doc), messages);
  return page;
}

let adminMessages: Promise<void> | undefined;
/**
 * Loads the back office's words into the page's translator (`GET /api/messages/admin` in the page's language),
 * once: the back office's code awaits it before its first render. Without a page (a component test, whose
 * translator holds every message already) there is nothing to load; offline, its words show in English.
 */
export function loadAdminMessages(): Promise<void> {
  const translator = page;
  if (!translator) return Promise.resolve();
  adminMessages ??= fetch(`/api/messages/admin?lang=${translator.locale}`, { credentials: 'same-origin' })
    .then(async (response) => {
      if (response.ok) translator.load((await response.json()) as CompiledMessages);
    })
    .catch(() => {
      adminMessages = undefined;
    });
  return adminMessages;
}

/**
 * A message with marked-up words (`Discover Your <em>Signature</em> Scent`): each `<tag>…</tag>` of the
 * translation rendered by `tags[tag]`, so a language puts the emphasis where its words fall. Tags do not nest.
 */
export function Rich({
  message,
  values,
  tags,
}: {
  message: string;
  values?: MessageValues;
  tags: Record<string, (text: string) => ReactNode>;
}) {
  const { t } = useI18n();
  const text = t(message, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    const render = tags[m[1]!];
    if (!render) continue;
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(<Fragment key={m.index}>{render(m[2]!)}</Fragment>);
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
