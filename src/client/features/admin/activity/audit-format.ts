import type { AuditEntry } from '@/domain/audit/schemas';
import { msg, type Translator } from '@/domain/i18n/translator';
import { capitalise } from '../shared/admin-format';
import { paths } from '@/domain/pages/paths';

/*
 * The activity log in words. The server writes actions as `{entity}.{verb}` (perfume.updated,
 * order.refunded) and details as it sees fit: an edit's changes `{field: {from, to}}`, a name, a
 * status. Unknown shapes are shown plainly rather than dropped. The words are catalogue messages,
 * translated where they are shown (`tr.t(label)`).
 */

const entityLabels = {
  perfume: msg('Perfume'),
  ingredient: msg('Ingredient'),
  order: msg('Order'),
  image: msg('Image'),
  settings: msg('Settings'),
  shipping: msg('Shipping zone'),
  return: msg('Return'),
  'work-order': msg('Work order'),
  staff: msg('Staff member'),
  customer: msg('Customer'),
  review: msg('Review'),
  market: msg('Market'),
  sale: msg('Sale'),
  webhook: msg('Webhook endpoint'),
} satisfies Record<AuditEntry['entity'], string>;

/** Each verb's sentence about its subject ("perfume #12"). */
const verbs: Record<string, string> = {
  'note-added': msg('Added a note to {subject}'),
  'mail-resent': msg('Sent a mail again for {subject}'),
  created: msg('Created {subject}'),
  updated: msg('Edited {subject}'),
  archived: msg('Archived {subject}'),
  restored: msg('Restored {subject}'),
  uploaded: msg('Uploaded {subject}'),
  status: msg('Changed the status of {subject}'),
  'status-changed': msg('Changed the status of {subject}'),
  refunded: msg('Refunded {subject}'),
  shipped: msg('Shipped {subject}'),
  cancelled: msg('Cancelled {subject}'),
  invited: msg('Invited {subject}'),
  'invitation-resent': msg('Sent a new invitation to {subject}'),
  approved: msg('Approved {subject}'),
  hidden: msg('Hid {subject}'),
  replied: msg('Replied to {subject}'),
  accepted: msg('Accepted the invitation of {subject}'),
  suspended: msg('Suspended {subject}'),
  reactivated: msg('Reactivated {subject}'),
  removed: msg('Removed {subject}'),
  withdrawn: msg('Withdrew the invitation of {subject}'),
  ended: msg('Ended {subject}'),
};

/** An entity's name in the reader's words ("Perfume"); an unknown one as it comes. */
export function entityLabel(entity: string, tr: Pick<Translator, 't'>): string {
  const label = (entityLabels as Record<string, string>)[entity];
  return label ? tr.t(label) : entity;
}

/** "Edited perfume #12", "Refunded order #42"; an unknown action as "Perfume: price-fixed #12". */
export function describeAction(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId'>,
  tr: Pick<Translator, 't'>,
): string {
  const { t } = tr;
  const [entity, ...rest] = entry.action.split('.');
  const verb = rest.join('.');
  const subject = () =>
    t('{entity} #{id}', { entity: entityLabel(entry.entity, tr).toLowerCase(), id: entry.entityId });
  const sentence = entity === entry.entity ? verbs[verb] : undefined;
  if (sentence) return t(sentence, { subject: subject() });
  const alone = verb ? undefined : verbs[entry.action];
  if (alone) return t(alone, { subject: subject() });
  return t('{entity} #{id}: {action}', {
    entity: capitalise(entry.entity),
    id: entry.entityId,
    action: entry.action.replace(/[._]/g, ' '),
  });
}

/* A field's name in words; a field not listed is its key in words ("restockedBottles": "restocked bottles"). */
const fieldNames: Record<string, string> = {
  isNew: msg('new'),
  isBestseller: msg('bestseller'),
  imageSrc: msg('image'),
  category: msg('group'),
  family: msg('scent family'),
  trackingNumber: msg('tracking number'),
  carrier: msg('carrier'),
  name: msg('name'),
  description: msg('description'),
  priceCents: msg('price'),
  amountCents: msg('amount'),
  stock: msg('stock'),
  status: msg('status'),
  role: msg('role'),
  restocked: msg('restocked'),
  refundId: msg('refund id'),
};

const fieldName = (key: string, t: Translator['t']) => {
  const name = fieldNames[key];
  if (name) return t(name);
  return key
    .replace(/Cents$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
};

const MAX_VALUE = 60;

type Reader = Pick<Translator, 't' | 'money' | 'number'>;

function show(value: unknown, key: string, currency: string, tr: Reader): string {
  if (value === null || value === undefined) return key === 'stock' ? tr.t('not tracked') : '—';
  if (typeof value === 'boolean') return value ? tr.t('yes') : tr.t('no');
  if (typeof value === 'number' && key.endsWith('Cents')) return tr.money(value, currency);
  if (typeof value === 'number') return tr.number(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line;
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/** "price: €145.00 → €150.00": a change of one field. */
const changeLine = (name: string, from: string, to: string, tr: Reader) =>
  tr.t('{name}: {from} → {to}', { name, from, to });

/**
 * The details as short lines: "price: €145.00 → €150.00", "name: Oud Fumé". Top-level `from` and
 * `to` (an order's status change) make one line named by the action's verb: "status: processing → shipped".
 */
export function describeDetails(entry: Pick<AuditEntry, 'action' | 'details'>, tr: Reader, currency = 'EUR'): string[] {
  const details = entry.details;
  if (!details) return [];
  const lines: string[] = [];
  const { from, to, ...rest } = details;
  if (from !== undefined && to !== undefined && !isChange(from)) {
    const verb = entry.action.split('.').at(-1) ?? 'change';
    lines.push(changeLine(fieldName(verb, tr.t), show(from, verb, currency, tr), show(to, verb, currency, tr), tr));
  }
  const others = lines.length > 0 ? rest : details;
  return lines.concat(describeFields(others, currency, tr));
}

function describeFields(details: Record<string, unknown>, currency: string, tr: Reader): string[] {
  return Object.entries(details).map(([key, value]) => {
    const name = fieldName(key, tr.t);
    if (isChange(value))
      return changeLine(name, show(value.from, key, currency, tr), show(value.to, key, currency, tr), tr);
    return tr.t('{name}: {value}', { name, value: show(value, key, currency, tr) });
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
