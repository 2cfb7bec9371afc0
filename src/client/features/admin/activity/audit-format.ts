import type { AuditEntry } from '@/domain/audit/schemas';
import { formatMoney } from '@/domain/shared/money';
import { capitalise } from '../shared/admin-format';
import { paths } from '@/domain/pages/paths';

/*
 * The activity log in words. The server writes actions as `{entity}.{verb}` (perfume.updated,
 * order.refunded) and details as it sees fit: an edit's changes `{field: {from, to}}`, a name, a
 * status. Unknown shapes are shown plainly rather than dropped.
 */

export const entityLabels = {
  perfume: 'Perfume',
  ingredient: 'Ingredient',
  order: 'Order',
  image: 'Image',
  settings: 'Settings',
  shipping: 'Shipping zone',
  return: 'Return',
  'work-order': 'Work order',
  staff: 'Staff member',
  customer: 'Customer',
  review: 'Review',
} as const satisfies Record<AuditEntry['entity'], string>;

const verbs: Record<string, string> = {
  'note-added': 'Added a note to',
  'mail-resent': 'Sent a mail again for',
  created: 'Created',
  updated: 'Edited',
  archived: 'Archived',
  restored: 'Restored',
  uploaded: 'Uploaded',
  status: 'Changed the status of',
  'status-changed': 'Changed the status of',
  refunded: 'Refunded',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  invited: 'Invited',
  'invitation-resent': 'Sent a new invitation to',
  approved: 'Approved',
  hidden: 'Hid',
  replied: 'Replied to',
  accepted: 'Accepted the invitation of',
  suspended: 'Suspended',
  reactivated: 'Reactivated',
  removed: 'Removed',
  withdrawn: 'Withdrew the invitation of',
};

/** "Edited perfume #12", "Refunded order #42"; an unknown action as "Perfume: price-fixed #12". */
export function describeAction(entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId'>): string {
  const [entity, ...rest] = entry.action.split('.');
  const verb = rest.join('.');
  const subject = `${entityLabels[entry.entity]?.toLowerCase() ?? entry.entity} #${entry.entityId}`;
  if (entity === entry.entity && verbs[verb]) return `${verbs[verb]} ${subject}`;
  if (!verb && verbs[entry.action]) return `${verbs[entry.action]} ${subject}`;
  return `${capitalise(entry.entity)} #${entry.entityId}: ${entry.action.replace(/[._]/g, ' ')}`;
}

const fieldNames: Record<string, string> = {
  isNew: 'new',
  isBestseller: 'bestseller',
  imageSrc: 'image',
  category: 'group',
  family: 'scent family',
  trackingNumber: 'tracking number',
};

const MAX_VALUE = 60;

function show(value: unknown, key: string, currency: string): string {
  if (value === null || value === undefined) return key === 'stock' ? 'not tracked' : '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatMoney(value, currency);
  if (typeof value === 'number') return value.toLocaleString('en-US');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line;
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/**
 * The details as short lines: "price: €145.00 → €150.00", "name: Oud Fumé". Top-level `from` and
 * `to` (an order's status change) make one line named by the action's verb: "status: processing → shipped".
 */
export function describeDetails(entry: Pick<AuditEntry, 'action' | 'details'>, currency = 'EUR'): string[] {
  const details = entry.details;
  if (!details) return [];
  const lines: string[] = [];
  const { from, to, ...rest } = details;
  if (from !== undefined && to !== undefined && !isChange(from)) {
    const verb = entry.action.split('.').at(-1) ?? 'change';
    lines.push(`${verb}: ${show(from, verb, currency)} → ${show(to, verb, currency)}`);
  }
  const others = lines.length > 0 ? rest : details;
  return lines.concat(describeFields(others, currency));
}

function describeFields(details: Record<string, unknown>, currency: string): string[] {
  return Object.entries(details).map(([key, value]) => {
    const name =
      fieldNames[key] ??
      key
        .replace(/Cents$/, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
    if (isChange(value)) return `${name}: ${show(value.from, key, currency)} → ${show(value.to, key, currency)}`;
    return `${name}: ${show(value, key, currency)}`;
  });
}

/** Where the thing a row names is opened in the back office (a removed or unknown one: nowhere). */
export function entityHref(entry: Pick<AuditEntry, 'entity' | 'entityId'>): string | null {
  if (!/^\d+$/.test(entry.entityId)) return null;
  if (entry.entity === 'perfume') return paths.admin({ tab: 'catalogue', perfume: entry.entityId });
  if (entry.entity === 'ingredient')
    return paths.admin({ tab: 'catalogue', section: 'ingredients', ingredient: entry.entityId });
  if (entry.entity === 'order') return paths.admin({ order: entry.entityId });
  if (entry.entity === 'work-order') return paths.admin({ tab: 'atelier', workOrder: entry.entityId });
  if (entry.entity === 'staff') return paths.admin({ tab: 'staff' });
  if (entry.entity === 'review') return paths.admin({ tab: 'reviews' });
  if (entry.entity === 'customer') return paths.admin({ tab: 'customers', customer: entry.entityId });
  return null;
}
