/** What an activity row is about: the one list the audit table, its answers and the back office read. No zod here. */
export const AUDIT_ENTITIES = [
  'perfume',
  'ingredient',
  'order',
  'image',
  'settings',
  'shipping',
  'return',
  'work-order',
  'staff',
  'review',
  'customer',
  'market',
  'sale',
  'webhook',
] as const;
