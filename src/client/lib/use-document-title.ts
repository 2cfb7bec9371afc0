import { createContext, useContext, useEffect } from 'react';

const STORE_NAME = 'Maison Lumière';

/** Told the page's title during a server render (entry-server.tsx puts it in `<title>`); absent in the browser. */
export const TitleCollectorContext = createContext<((title: string) => void) | null>(null);

export const documentTitle = (page?: string) => (page ? `${page} · ${STORE_NAME}` : `${STORE_NAME} · Perfumery`);

/** Sets the tab title as "{page} · Maison Lumière" (the home page passes nothing). */
export function useDocumentTitle(page?: string): void {
  const noteTitle = useContext(TitleCollectorContext);
  // On the server there are no effects: the render notes the title instead (the last page to ask wins).
  noteTitle?.(documentTitle(page));
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
