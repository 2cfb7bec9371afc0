/*
 * Who in the house may do what (decision 065). No zod here: the browser's first bundle reads
 * it to show each member only the back office's parts their role may use; the server checks the
 * same table on every back-office route, from the permission declared beside its endpoint.
 */

import { msg } from '../i18n/translator';

export const STAFF_ROLES = ['owner', 'fulfilment', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** One permission per part of the back office. */
export const PERMISSIONS = [
  'dashboard',
  'orders',
  'fulfilment',
  'refunds',
  'returns',
  'atelier',
  'catalogue',
  'customers',
  'reviews',
  'mail',
  'promotions',
  'settings',
  'activity',
  'staff',
  'integrations',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each role may do. The owner may do everything; refunds (money leaving the house), its
 * settings, promotions, the activity log, the staff and the integrations (webhooks) are the owner's alone.
 */
const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  fulfilment: ['orders', 'fulfilment', 'returns', 'atelier'],
  catalogue: ['catalogue'],
  support: ['orders', 'customers', 'reviews', 'returns', 'mail'],
};

export function permissionsOf(role: StaffRole | null | undefined): readonly Permission[] {
  return role ? ROLE_PERMISSIONS[role] : [];
}

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** The words the back office shows for each role (English: shown through `t(ROLE_LABELS[role])`). */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: msg('Owner'),
  fulfilment: msg('Fulfilment'),
  catalogue: msg('Catalogue'),
  support: msg('Customer care'),
};

/** What each role may do, in a line (the staff list and the invitation form; shown through `t()`). */
export const ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  owner: msg('Everything, including refunds, settings, promotions and staff'),
  fulfilment: msg('Orders, shipping, packing slips, returns and the atelier'),
  catalogue: msg('Perfumes, ingredients, sizes, images and stock'),
  support: msg('Customers, orders, reviews, returns and mail; refunds stay with an owner'),
};
