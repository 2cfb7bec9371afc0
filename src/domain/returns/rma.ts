import { msg } from '../i18n/translator';

/** A return's authorisation number, as the customer writes it on the parcel and the house finds it: `RMA-000042`. */
export function rmaNumber(returnId: number): string {
  return `RMA-${String(returnId).padStart(6, '0')}`;
}

/**
 * How to send a bottle of perfume back: it is a flammable liquid (UN 1266), which carriers take by road in limited
 * quantities and never by air. Said in the approval mail and on the order's page.
 */
export const PERFUME_RETURN_SHIPPING = [
  msg('Perfume is a flammable liquid: send it by road (a standard ground service), never by air or express air.'),
  msg('Close each bottle tightly, stand it upright in its box if you still have it, and pad it so it cannot move.'),
  msg('If the carrier asks what is inside, say "perfume, limited quantity, UN 1266".'),
] as const;
