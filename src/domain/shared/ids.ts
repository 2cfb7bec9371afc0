import { z } from './zod';

const MAX_INT = 2_147_483_647;

/**
 * A path id: a positive whole number written plainly ("12", not "1e1", "0x10", "012" or "1.0") that
 * fits PostgreSQL's integer. The one rule for every id in a path: a coercing schema (`z.coerce.number()`)
 * reads "1e3" as 1000 and "0x10" as 16, and past the integer the database refuses the query (a 500).
 */
function idParam<K extends string>(key: K, label: string) {
  const schema = z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${label} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n <= MAX_INT, `${label} is out of range`);
  return z.object({ [key]: schema } as { [P in K]: typeof schema });
}

export const perfumeIdParam = idParam('id', 'Perfume id');
export const cartLineIdParam = idParam('id', 'Cart item id');
export const orderIdParam = idParam('orderId', 'Order id');
export const mailIdParam = idParam('id', 'Mail id');
export const ingredientIdParam = idParam('id', 'Ingredient id');
export const adminOrderIdParam = idParam('id', 'Order id');
export const creationIdParam = idParam('id', 'Creation id');
export const returnIdParam = idParam('id', 'Return id');
export const customerIdParam = idParam('id', 'Customer id');
export const workOrderIdParam = idParam('id', 'Work order id');
export const wishlistPerfumeIdParam = idParam('perfumeId', 'Perfume id');
export const reviewIdParam = idParam('id', 'Review id');
export const staffIdParam = idParam('id', 'Staff member id');
export const sessionIdParam = idParam('id', 'Session id');
export const discountIdParam = idParam('id', 'Discount id');
export const zoneIdParam = idParam('id', 'Shipping zone id');
export const saleIdParam = idParam('id', 'Sale id');
export const subscriptionIdParam = idParam('id', 'Subscription id');
export const webhookIdParam = idParam('id', 'Webhook id');
/** A delivery of a webhook endpoint: `/api/admin/webhooks/:id/deliveries/:deliveryId`. */
export const webhookDeliveryParams = webhookIdParam.extend(idParam('deliveryId', 'Delivery id').shape);
