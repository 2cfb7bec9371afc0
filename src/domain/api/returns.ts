import { orderKeyQuerySchema } from '../orders/schemas';
import {
  adminReturnListSchema,
  adminReturnSchema,
  orderReturnListSchema,
  returnCreatedSchema,
  returnListQuerySchema,
  returnRefundBodySchema,
  returnRequestSchema,
  returnStatusBodySchema,
} from '../returns/schemas';
import { orderIdParam, returnIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Returns';
const adminTag = 'Back office: returns';

export const requestReturn = endpoint({
  method: 'POST',
  path: '/api/orders/:orderId/returns',
  tag,
  summary:
    'Asks to return bottles of a delivered order within 14 days after delivery (made-to-order lines cannot be); for the holder of its key (`?key=`) or its signed-in owner.',
  params: orderIdParam,
  query: orderKeyQuerySchema,
  body: returnRequestSchema,
  responses: { 201: returnCreatedSchema },
  // 409 says why: a made-to-order line, not delivered yet, the window past, more than is left.
  errors: { 404: ['ORDER_NOT_FOUND'], 409: ['RETURN_NOT_ALLOWED'] },
});

export const listOrderReturns = endpoint({
  method: 'GET',
  path: '/api/orders/:orderId/returns',
  tag,
  summary: "The order's returns, newest first, for the holder of its key (`?key=`) or its signed-in owner.",
  params: orderIdParam,
  query: orderKeyQuerySchema,
  responses: { 200: orderReturnListSchema },
  errors: { 404: ['ORDER_NOT_FOUND'] },
});

export const listAdminReturns = endpoint({
  method: 'GET',
  path: '/api/admin/returns',
  tag: adminTag,
  summary: 'The returns asked, newest first, narrowed to one status if asked, a page at a time.',
  auth: 'admin',
  permission: 'returns',
  paged: true,
  query: returnListQuerySchema,
  responses: { 200: adminReturnListSchema },
});

export const setReturnStatus = endpoint({
  method: 'PUT',
  path: '/api/admin/returns/:id',
  tag: adminTag,
  summary:
    'Approves or refuses a requested return (the customer is mailed, with the message), or marks an approved one received.',
  auth: 'admin',
  permission: 'returns',
  params: returnIdParam,
  body: returnStatusBodySchema,
  responses: { 200: adminReturnSchema },
  errors: { 404: ['RETURN_NOT_FOUND'], 409: ['RETURN_STATUS_NOT_ALLOWED'] },
});

export const refundReturn = endpoint({
  method: 'POST',
  path: '/api/admin/returns/:id/refund',
  tag: adminTag,
  summary: "Refunds a received return's bottles through the payment provider in one step, back in stock if asked.",
  auth: 'admin',
  permission: 'refunds',
  params: returnIdParam,
  body: returnRefundBodySchema,
  responses: { 200: adminReturnSchema },
  errors: {
    // 400 REFUND_TOO_LARGE: the order's refunds already gave back what the return holds.
    400: ['REFUND_TOO_LARGE', 'BAD_REQUEST'],
    404: ['RETURN_NOT_FOUND', 'ORDER_NOT_FOUND'],
    409: ['RETURN_STATUS_NOT_ALLOWED', 'NOT_REFUNDABLE'],
    502: ['REFUND_FAILED'],
    503: ['PAYMENTS_DISABLED'],
  },
});
