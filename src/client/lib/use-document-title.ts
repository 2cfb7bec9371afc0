import { useEffect } from 'react';

export const STORE_NAME = 'Maison Lumière';

/** Sets the tab title as "{page} · Maison Lumière" (the home page passes nothing). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${STORE_NAME}` : `${STORE_NAME} · Perfumery`;
  }, [page]);
}
