import {
  ingredientListSchema,
  perfumeListSchema,
  perfumeSchema,
  perfumeSearchSchema,
  perfumeStockSchema,
  stockNotifyRequestSchema,
} from '../catalogue/schemas';
import { marketQuery } from '../markets/schemas';
import { messageSchema } from '../shared/fields';
import { z } from '../shared/zod';
import { perfumeIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Catalogue';

export const getPerfumes = endpoint({
  method: 'GET',
  path: '/api/perfumes',
  tag,
  summary:
    "The perfumes on sale; without parameters the whole catalogue, else those the search and filters keep, in the order asked; priced in the market's currency (`market`, else the `market` cookie, else the default market).",
  query: perfumeSearchSchema,
  responses: { 200: perfumeListSchema },
});

export const getPerfume = endpoint({
  method: 'GET',
  path: '/api/perfumes/:id',
  tag,
  summary:
    "One perfume on sale, priced in the market's currency (`market`, else the `market` cookie, else the default market).",
  params: perfumeIdParam,
  query: z.object({ market: marketQuery }),
  responses: { 200: perfumeSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const getIngredients = endpoint({
  method: 'GET',
  path: '/api/ingredients',
  tag,
  summary: "The bespoke builder's ingredients (its top, middle and base notes).",
  responses: { 200: ingredientListSchema },
});

export const getPerfumeStock = endpoint({
  method: 'GET',
  path: '/api/perfumes/:id/stock',
  tag,
  summary:
    'A perfume\'s sizes\' "Only N left", read fresh: `left` is the bottles left when the stock is tracked and low (5 or fewer), else null.',
  params: perfumeIdParam,
  responses: { 200: perfumeStockSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const notifyWhenBack = endpoint({
  method: 'POST',
  path: '/api/perfumes/:id/notify',
  tag,
  summary:
    '"Notify me": mails the address once when a sold-out size (`volume`, in ml; none: the default size) is back. Asking again keeps one request; throttled per address.',
  params: perfumeIdParam,
  body: stockNotifyRequestSchema,
  responses: { 202: messageSchema },
  errors: { 404: ['PERFUME_NOT_FOUND', 'SIZE_NOT_FOUND'], 409: ['IN_STOCK'], 429: ['RATE_LIMITED'] },
});
