import { noContentSchema } from '../shared/fields';
import { saleIdParam } from '../shared/ids';
import {
  priceHistoryQuerySchema,
  priceHistorySchema,
  saleInputSchema,
  saleSchema,
  salesQuerySchema,
  salesSchema,
} from '../markets/sale-schemas';
import { endpoint } from './endpoint';

const tag = 'Markets';

export const getAdminSales = endpoint({
  method: 'GET',
  path: '/api/admin/sales',
  tag,
  summary: 'Sales scheduled, running and ended (of one market with `?market=`), latest start first, a page at a time.',
  auth: 'admin',
  permission: 'promotions',
  paged: true,
  query: salesQuerySchema,
  responses: { 200: salesSchema },
});

export const createAdminSale = endpoint({
  method: 'POST',
  path: '/api/admin/sales',
  tag,
  summary:
    'Puts a size on sale in a market for a window. The shop shows the sale price, the regular price struck through and the lowest price of the 30 days before the sale.',
  auth: 'admin',
  permission: 'promotions',
  body: saleInputSchema,
  responses: { 201: saleSchema },
  errors: { 400: ['VALIDATION', 'SALE_NOT_LOWER'], 404: ['PERFUME_NOT_FOUND'] },
});

export const deleteAdminSale = endpoint({
  method: 'DELETE',
  path: '/api/admin/sales/:id',
  tag,
  summary: 'Ends a sale now (a scheduled one is removed; a running or ended one stays in the history, ended).',
  auth: 'admin',
  permission: 'promotions',
  params: saleIdParam,
  responses: { 204: noContentSchema },
  errors: { 404: ['SALE_NOT_FOUND'] },
});

export const getAdminPriceHistory = endpoint({
  method: 'GET',
  path: '/api/admin/price-history',
  tag,
  summary: "A size's regular prices in a market since the history began, newest first.",
  auth: 'admin',
  permission: 'promotions',
  query: priceHistoryQuerySchema,
  responses: { 200: priceHistorySchema },
});
