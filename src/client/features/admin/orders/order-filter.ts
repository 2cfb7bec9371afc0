import type { OrderFilter } from '@/domain/orders/admin-schemas';
import type { OrderStatus } from '@/domain/orders/schemas';
import { msg, type Translator } from '@/domain/i18n/translator';
import { idParam } from '../shared/admin-format';
import { withoutPage } from '../shared/paged-list';

/*
 * The order list's filters live in the page's query string (?status=&from=&to=&customer=&q=), so a
 * reload, the back button or a shared link shows the same orders; the CSV export carries the same
 * ones. Changing a filter goes back to the first page: a page's cursor belongs to one list.
 */

type StatusFilter = NonNullable<OrderFilter['status']>;

/**
 * The status filter's choices in the order shown; spelled out (the domain module's zod stays out of this chunk).
 * Catalogue messages: shown as `t(label)`.
 */
export const statusFilterLabels = {
  'awaiting-payment': msg('Awaiting payment'),
  pending: msg('Pending'),
  processing: msg('Processing'),
  shipped: msg('Shipped'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
} satisfies Record<StatusFilter | OrderStatus, string>;

const STATUS_FILTERS = Object.keys(statusFilterLabels) as StatusFilter[];

const FILTER_KEYS = ['status', 'from', 'to', 'customer', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const MAX_SEARCH = 100;

/** A real calendar day written YYYY-MM-DD, as the server reads `from` and `to`. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The filters a query string names; a value the server would refuse is left out rather than sent. */
export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {};
  const status = params.get('status');
  if (status && (STATUS_FILTERS as string[]).includes(status)) filter.status = status as StatusFilter;
  const from = params.get('from');
  if (from && isIsoDay(from)) filter.from = from;
  const to = params.get('to');
  if (to && isIsoDay(to)) filter.to = to;
  const customer = idParam(params.get('customer'));
  if (customer) filter.customer = customer;
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH);
  if (q) filter.q = q;
  return filter;
}

/** `status=…&from=…` for the filters set, in a stable order (the export link, the list's request). */
export function filterSearch(filter: OrderFilter): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, String(value));
  }
  return params.toString();
}

export const hasFilter = (filter: OrderFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

/** The page's query string with one filter changed (an empty value removes it), on the first page; other parameters are kept. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = withoutPage(params);
  if (value.trim()) next.set(key, key === 'q' ? value.trim() : value);
  else next.delete(key);
  return next;
}

/** The page's query string without any filter, on the first page (the tab and anything else stay). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = withoutPage(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

/** Whose orders the customer filter shows: the account's name when known, else its number. */
export const customerLabel = (tr: Pick<Translator, 't'>, id: number, name?: string) =>
  name?.trim() || tr.t('account #{id}', { id });

/**
 * "Orders of Ada Lovelace · Awaiting payment · from Jun 1, 2026 · “ada”": the filters in words, for
 * the list's summary (`customerName`: the filtered account's name, when the list shows it).
 */
export function describeFilter(
  filter: OrderFilter,
  formatDay: (day: string) => string,
  tr: Pick<Translator, 't'>,
  customerName?: string,
): string {
  const { t } = tr;
  const parts: string[] = [];
  if (filter.customer) parts.push(t('Orders of {name}', { name: customerLabel(tr, filter.customer, customerName) }));
  if (filter.status) parts.push(t(statusFilterLabels[filter.status]));
  if (filter.from && filter.to)
    parts.push(t('{from} – {to}', { from: formatDay(filter.from), to: formatDay(filter.to) }));
  else if (filter.from) parts.push(t('from {day}', { day: formatDay(filter.from) }));
  else if (filter.to) parts.push(t('until {day}', { day: formatDay(filter.to) }));
  if (filter.q) parts.push(t('“{search}”', { search: filter.q }));
  return parts.join(' · ');
}
