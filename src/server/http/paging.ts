import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageHeaders } from '../../domain/shared/page-headers';
import { type Cursor, encodeCursor } from '../../domain/shared/paging';
import type { Page } from '../db/keyset';

/** The same list's URL with the page moved to `key` = `cursor` (every filter kept, the other cursor dropped). */
function pageUrl(request: FastifyRequest, key: 'after' | 'before', cursor: Cursor): string {
  const url = new URL(request.url, 'http://shop.invalid');
  url.searchParams.delete('after');
  url.searchParams.delete('before');
  url.searchParams.set(key, encodeCursor(cursor.at, cursor.id));
  return `${url.pathname}${url.search}`;
}

/**
 * Sends a page's rows as the list's JSON array, and its neighbours and total as headers: `Link`
 * (rel="next", rel="prev"), `x-next-cursor`, `x-prev-cursor`, and `x-total-count` (counted) or
 * `x-total-estimate` (estimated). The last page has no next, the first no prev.
 */
export function withPageHeaders<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  const links: string[] = [];
  if (page.next) {
    reply.header(pageHeaders.next, encodeCursor(page.next.at, page.next.id));
    links.push(`<${pageUrl(request, 'after', page.next)}>; rel="next"`);
  }
  if (page.prev) {
    reply.header(pageHeaders.prev, encodeCursor(page.prev.at, page.prev.id));
    links.push(`<${pageUrl(request, 'before', page.prev)}>; rel="prev"`);
  }
  if (links.length) reply.header('link', links.join(', '));
  if (page.total) reply.header(page.total.estimated ? pageHeaders.estimate : pageHeaders.count, page.total.count);
  return page.rows;
}
