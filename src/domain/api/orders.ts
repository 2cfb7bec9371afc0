import { orderKeyQuerySchema, orderListSchema, orderPageSchema } from '../orders/schemas';
import { orderIdParam } from '../shared/ids';
import { pageQuerySchema } from '../shared/paging';
import { endpoint } from './endpoint';

const tag = 'Orders';

export const getOrderPage = endpoint({
  method: 'GET',
  path: '/api/orders/:orderId',
  tag,
  summary: "The order's own page, for the holder of its key (`?key=`) or its signed-in owner; anyone else gets 404.",
  params: orderIdParam,
  query: orderKeyQuerySchema,
  responses: { 200: orderPageSchema },
  errors: { 404: ['ORDER_NOT_FOUND'] },
});

export const getUserOrders = endpoint({
  method: 'GET',
  path: '/api/user/orders',
  tag,
  summary:
    "The signed-in user's orders, newest first, a page at a time: paid ones (and refunded), never an unpaid checkout attempt.",
  auth: 'user',
  paged: true,
  query: pageQuerySchema,
  responses: { 200: orderListSchema },
});
