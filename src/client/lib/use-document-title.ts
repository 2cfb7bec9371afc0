import { createContext, useContext, useEffect } from 'react';
import type { Translator } from '@/domain/i18n/translator';
import { useI18n } from './i18n';

const STORE_NAME = 'Maison Lumière';

/** Told the page's title during a server render (entry-server.tsx puts it in `<title>`); absent in the browser. */
export const TitleCollectorContext = createContext<((title: string) => void) | null>(null);

/** "{page} · Maison Lumière" (the page's name in the page's language), else the house's own title. */
export const documentTitle = (page: string | undefined, t: Translator['t']) =>
  page ? `${page} · ${STORE_NAME}` : t('{house} · Perfumery', { house: STORE_NAME });

/** Sets the tab title as "{page} · Maison Lumière" (the home page passes nothing); `page` in the page's language. */
export function useDocumentTitle(page?: string): void {
  const { t } = useI18n();
  const noteTitle = useContext(TitleCollectorContext);
  const title = documentTitle(page, t);
  // On the server there are no effects: the render notes the title instead (the last page to ask wins).
  noteTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
