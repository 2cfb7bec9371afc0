/*
 * Returns (decision 059): a customer asks to send bottles back from the order's
 * page; the house approves or refuses, marks the parcel received, then refunds it in one step.
 * No zod here: the order page's chunk reads these.
 */

import { msg } from '../i18n/translator';

export const returnStatuses = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** What the back office may set by hand; `refunded` is the refund's own doing. */
export const adminReturnStatuses = ['approved', 'refused', 'received'] as const;
export type AdminReturnStatus = (typeof adminReturnStatuses)[number];

/** Which status may follow which: requested → approved | refused, approved → received (then the refund). */
const transitions: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'refused'],
  approved: ['received'],
  refused: [],
  received: ['refunded'],
  refunded: [],
};

export const mayMove = (from: ReturnStatus, to: ReturnStatus): boolean => transitions[from].includes(to);

/** A return still holding its bottles: what is in one is not left for another. */
export const isOpenReturn = (status: ReturnStatus): boolean =>
  status === 'requested' || status === 'approved' || status === 'received';

/** The reason's and the house's message's longest. */
export const RETURN_TEXT_MAX = 1000;

/** The words a customer reads for each status. */
export const returnStatusLabels = {
  requested: msg('Requested'),
  approved: msg('Approved: send the parcel'),
  refused: msg('Refused'),
  received: msg('Parcel received'),
  refunded: msg('Refunded'),
} as const satisfies Record<ReturnStatus, string>;
