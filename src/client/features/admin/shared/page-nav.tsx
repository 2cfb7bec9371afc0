import type { MouseEvent, ReactNode, RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { formatListTotal } from './admin-format';
import { isFirstPage, parsePageCursor, withPage, type PageCursor, type PagedRows } from './paged-list';

/** The address of this page of the admin moved to `cursor`, every other parameter kept. */
export function usePageHref() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const href = (cursor: PageCursor) => {
    const query = withPage(params, cursor).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { cursor: parsePageCursor(params), href };
}

/**
 * After a page link is followed: the list takes the focus (a screen reader hears the new rows'
 * list) and, when its top has scrolled away, comes back into view below the sticky header (the
 * list's `scroll-mt-*`), at once as a new page would (a smooth scroll up fifty orders is long).
 * A link opened in another tab or window changes nothing here.
 */
function bringListBack(event: MouseEvent, list: HTMLElement | null) {
  if (!list || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  list.focus({ preventScroll: true });
  const margin = parseFloat(getComputedStyle(list).scrollMarginTop) || 0;
  if (list.getBoundingClientRect().top < margin) list.scrollIntoView({ block: 'start', behavior: 'instant' });
}

interface PageNavProps {
  /** The paged list shown (paged-list.ts): its page's neighbours and the list's total. */
  list: PagedRows;
  /** The rows' noun, in the page's language: "1,234 orders", "Pages of orders". */
  noun: string;
  plural?: string;
  /** The list on screen: focused, and brought back into view, when another page is asked for. */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * Under a back-office list: how many rows the list holds ("1,234 orders", "about 1.2 million
 * orders"), and links to the previous and next pages (a button, disabled, at either end) and back
 * to the first page when deep in the list. The pages are addresses: Back, reload and a shared
 * link show the same one.
 */
export function PageNav({ list, noun, plural = `${noun}s`, listRef }: PageNavProps) {
  const tr = useI18n();
  const { cursor, href } = usePageHref();
  const page = list.page;
  if (!page) return null;
  const total = page.total ? (
    <p className="mr-auto text-sm text-ink-soft" aria-live="polite">
      {formatListTotal(tr, page.total, noun, plural)}
    </p>
  ) : (
    <span className="mr-auto" />
  );
  if (!page.next && !page.prev) return <div className="mt-8 flex">{total}</div>;

  const follow = (event: MouseEvent) => bringListBack(event, listRef.current);
  // Wide: the total, then First page, Previous and Next at the end. On a phone: the total and First
  // page on a line, Previous and Next below, halves of the width.
  return (
    <nav
      aria-label={tr.t('Pages of {items}', { items: plural })}
      className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-3 border-t border-line pt-6"
    >
      {total}
      {!isFirstPage(cursor) && page.prev ? (
        <Link
          to={href({})}
          preventScrollReset
          onClick={follow}
          className={buttonClasses('ghost', 'sm', 'px-3 max-sm:-mr-3 sm:mr-2')}
        >
          <ChevronsLeft aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {tr.t('First page')}
        </Link>
      ) : null}
      <div className="flex items-center gap-2 max-sm:w-full">
        <PageLink to={page.prev && href({ before: page.prev })} rel="prev" onClick={follow}>
          <ChevronLeft aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {tr.t('Previous')}
        </PageLink>
        <PageLink to={page.next && href({ after: page.next })} rel="next" onClick={follow}>
          {tr.t('Next')}
          <ChevronRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
        </PageLink>
      </div>
    </nav>
  );
}

interface PageLinkProps {
  /** Where it goes; none at that end of the list, where it shows as a disabled button. */
  to: string | undefined;
  rel: 'prev' | 'next';
  onClick: (event: MouseEvent) => void;
  children: ReactNode;
}

function PageLink({ to, rel, onClick, children }: PageLinkProps) {
  const classes = 'max-sm:flex-1';
  if (!to) {
    return (
      <Button variant="outline" size="sm" disabled className={classes}>
        {children}
      </Button>
    );
  }
  return (
    <Link to={to} rel={rel} preventScrollReset onClick={onClick} className={buttonClasses('outline', 'sm', classes)}>
      {children}
    </Link>
  );
}
