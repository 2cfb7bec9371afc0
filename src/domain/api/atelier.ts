import {
  atelierInfoSchema,
  atelierSettingsInputSchema,
  atelierSettingsSchema,
  labelAnswerSchema,
  labelRequestSchema,
  workOrderDetailSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderLotsBodySchema,
  workOrderStatusBodySchema,
} from '../atelier/schemas';
import { pdfSchema } from '../invoices/schemas';
import { workOrderIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

/** The atelier (decision 064): labels of custom perfumes, and the work orders that make them. */

const tag = 'Atelier';
const adminTag = 'Back office: atelier';

export const getAtelierInfo = endpoint({
  method: 'GET',
  path: '/api/atelier',
  tag,
  summary: 'How many days a made-to-order perfume (lifestyle or bespoke) takes to ship.',
  responses: { 200: atelierInfoSchema },
});

export const bespokeLabel = endpoint({
  method: 'POST',
  path: '/api/bespoke/label',
  tag,
  summary:
    "A bespoke design's label as it will be printed: its composition in the 50 ml bottle, the alcohol base and the allergens to declare (above 0.001 %); 400 `IFRA_LIMIT` past an ingredient's IFRA limit.",
  body: labelRequestSchema,
  responses: { 200: labelAnswerSchema },
  errors: { 400: ['INVALID_CUSTOM_DESIGN', 'IFRA_LIMIT'] },
});

export const listWorkOrders = endpoint({
  method: 'GET',
  path: '/api/admin/work-orders',
  tag: adminTag,
  summary: 'The work orders, oldest first, narrowed to one status if asked, a page at a time.',
  auth: 'admin',
  permission: 'atelier',
  paged: true,
  query: workOrderListQuerySchema,
  responses: { 200: workOrderListSchema },
});

export const getWorkOrder = endpoint({
  method: 'GET',
  path: '/api/admin/work-orders/:id',
  tag: adminTag,
  summary: 'One work order with its formula and who moved it when.',
  auth: 'admin',
  permission: 'atelier',
  params: workOrderIdParam,
  responses: { 200: workOrderDetailSchema },
  errors: { 404: ['WORK_ORDER_NOT_FOUND'] },
});

export const setWorkOrderStatus = endpoint({
  method: 'PUT',
  path: '/api/admin/work-orders/:id',
  tag: adminTag,
  summary:
    'Moves a work order on to its next step: queued → compounding → macerating → bottled. 409 `WORK_ORDER_LOTS_MISSING` (naming the lines) before every ingredient has its lot; 409 `WORK_ORDER_RESTING` (saying the day) before its rest is over.',
  auth: 'admin',
  permission: 'atelier',
  params: workOrderIdParam,
  body: workOrderStatusBodySchema,
  responses: { 200: workOrderDetailSchema },
  errors: {
    404: ['WORK_ORDER_NOT_FOUND'],
    409: ['WORK_ORDER_STATUS_NOT_ALLOWED', 'WORK_ORDER_LOTS_MISSING', 'WORK_ORDER_RESTING'],
  },
});

export const setWorkOrderLots = endpoint({
  method: 'PUT',
  path: '/api/admin/work-orders/:id/lots',
  tag: adminTag,
  summary:
    'Records the raw-material lot weighed for ingredient lines, by ingredient id (empty clears one), while the work order is queued or compounding.',
  auth: 'admin',
  permission: 'atelier',
  params: workOrderIdParam,
  body: workOrderLotsBodySchema,
  responses: { 200: workOrderDetailSchema },
  errors: {
    400: ['WORK_ORDER_LOT_UNKNOWN_LINE'],
    404: ['WORK_ORDER_NOT_FOUND'],
    409: ['WORK_ORDER_LOTS_CLOSED'],
  },
});

export const getWorkOrderLabel = endpoint({
  method: 'GET',
  path: '/api/admin/work-orders/:id/label',
  tag: adminTag,
  summary:
    "The bottle's label as a PDF at its real size (70 × 45 mm): name, code, type and the formula's concentration, nominal volume with ℮, composition, ingredients (INCI), warnings, period after opening, batch, the responsible person, Made in France.",
  auth: 'admin',
  permission: 'atelier',
  params: workOrderIdParam,
  produces: 'application/pdf',
  responses: { 200: pdfSchema },
  errors: { 404: ['WORK_ORDER_NOT_FOUND'] },
});

export const getWorkOrderSheet = endpoint({
  method: 'GET',
  path: '/api/admin/work-orders/:id/sheet',
  tag: adminTag,
  summary:
    "The batch sheet as a PDF (one A4 page): the formula to weigh, in drops, ml, grams and percent, with the alcohol base, each line's lot and the ready-on date.",
  auth: 'admin',
  permission: 'atelier',
  params: workOrderIdParam,
  produces: 'application/pdf',
  responses: { 200: pdfSchema },
  errors: { 404: ['WORK_ORDER_NOT_FOUND'] },
});

export const getAtelierSettings = endpoint({
  method: 'GET',
  path: '/api/admin/atelier',
  tag: adminTag,
  summary: 'How many days a made-to-order perfume takes to ship, and how many it rests before it may be bottled.',
  auth: 'admin',
  permission: 'atelier',
  responses: { 200: atelierSettingsSchema },
});

export const setAtelierSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/atelier',
  tag: adminTag,
  summary:
    'Sets how many days a made-to-order perfume takes to ship (the builders and the order page say it) and, if given, how many days it rests before it may be bottled.',
  auth: 'admin',
  permission: 'atelier',
  body: atelierSettingsInputSchema,
  responses: { 200: atelierSettingsSchema },
});
