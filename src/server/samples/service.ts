import {
  discoveryDiscount,
  discoverySampleCount,
  DISCOVERY_SET_SIZE,
  formulaKey,
  type LineSize,
  sampleCredits,
} from '../../domain/samples/samples';
import type { Money } from '../../domain/currency/currency';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { adjustmentsOf, creditedElsewhere, insertAdjustments, paidSamplesOf, releaseCredits } from './repo';

/** A cart line as the samples rules read it (its price in minor units of the cart's currency). */
export interface LineForAdjustment {
  perfumeId: number | null;
  customDetails: Record<string, unknown> | null;
  unitPriceCents: number;
  quantity: number;
  size: LineSize;
  name: string;
}

/**
 * What the server takes off a cart, in minor units of the cart's currency; a credit names the sample it uses and
 * the pending order it takes it from.
 */
export interface CartAdjustment {
  kind: 'sample-credit' | 'discovery-set' | 'discount-code' | 'gift-sample';
  label: string;
  amountCents: number;
  sampleLineId?: number;
  sampleUnit?: number;
  /** The shopper's own unpaid order that holds this sample's credit now, and gives it up to the new order. */
  heldBy?: number;
}

/** What SampleService is built from (services.ts gives each by name). */
export interface SampleDeps {
  db: Db;
  /** A catalogue perfume's sample in the default market, in its minor units (SAMPLE_PRICE). */
  samplePriceCents: number;
}

/**
 * Samples' money (docs/decisions/020-samples.md): the sample price, the credit a paid sample earns on the
 * full bottle of the same perfume or formula, and the discovery set. Owns the order_adjustments table.
 */
export class SampleService {
  private readonly db: Db;
  readonly samplePriceCents: number;

  constructor({ db, samplePriceCents }: SampleDeps) {
    this.db = db;
    this.samplePriceCents = samplePriceCents;
  }

  /**
   * What comes off these lines: the discovery set for every five different catalogue samples bought
   * (the free gift sample's unit, `freeGiftPerfumeId`, is not one: decision 061), and, for a
   * signed-in shopper, a credit per bottle for a paid sample of it not yet credited (or credited only
   * to an unpaid order of theirs, which a new order supersedes). The lines are priced in `samplePrice`'s
   * currency (the cart's market's sample price): a set is worth that price, and only samples paid in that
   * currency are credited (sample credits stay in the currency they were bought in: decision 070).
   */
  async adjustments(
    userId: number | undefined,
    lines: readonly LineForAdjustment[],
    samplePrice: Money,
    db: Db = this.db,
    freeGiftPerfumeId: number | null = null,
    now = new Date(),
  ): Promise<CartAdjustment[]> {
    const out: CartAdjustment[] = [];
    const bottles = lines.filter((l) => l.size === 'bottle');
    if (userId !== undefined && bottles.length > 0) {
      const paid = (await paidSamplesOf(db, userId, samplePrice.currency)).filter(
        (s) => s.claimedBy === null || s.claimReclaimable,
      );
      const unitKey = (lineId: number, unit: number) => `${lineId}:${unit}`;
      const byUnit = new Map(paid.map((s) => [unitKey(s.sampleLineId, s.sampleUnit), s]));
      const credits = sampleCredits(
        bottles.flatMap((b) => {
          const key = formulaKey(b);
          return key ? [{ key, unitPriceCents: b.unitPriceCents, quantity: b.quantity, name: b.name }] : [];
        }),
        paid.flatMap((s) => {
          const key = formulaKey(s);
          return key
            ? [
                {
                  sampleLineId: s.sampleLineId,
                  sampleUnit: s.sampleUnit,
                  key,
                  priceCents: s.unitPriceCents,
                  paidAt: s.paidAt,
                },
              ]
            : [];
        }),
        now,
      );
      for (const c of credits) {
        const heldBy = byUnit.get(unitKey(c.sampleLineId, c.sampleUnit))?.claimedBy ?? undefined;
        out.push({
          kind: 'sample-credit',
          label: `Sample credit: ${c.name}`,
          amountCents: c.amountCents,
          sampleLineId: c.sampleLineId,
          sampleUnit: c.sampleUnit,
          ...(heldBy ? { heldBy } : {}),
        });
      }
    }
    const distinct = discoverySampleCount(lines, freeGiftPerfumeId);
    const discovery = discoveryDiscount(distinct, samplePrice.minor);
    if (discovery > 0) {
      const sets = Math.floor(distinct / DISCOVERY_SET_SIZE);
      out.push({
        kind: 'discovery-set',
        label: `Discovery set: ${DISCOVERY_SET_SIZE} samples for the price of ${DISCOVERY_SET_SIZE - 1}${sets > 1 ? ` (×${sets})` : ''}`,
        amountCents: discovery,
      });
    }
    return out;
  }

  /**
   * Writes an order's adjustments in its transaction. A sample credit is taken once: when another
   * order took it meanwhile, the order is refused (409) and nothing is written.
   */
  async record(orderId: number, adjustments: readonly CartAdjustment[], tx: Db): Promise<void> {
    try {
      await insertAdjustments(
        tx,
        adjustments.map((a) => ({
          orderId,
          kind: a.kind,
          label: a.label,
          amountCents: a.amountCents,
          sampleLineId: a.sampleLineId ?? null,
          sampleUnit: a.sampleUnit ?? 0,
        })),
      );
    } catch (err) {
      if (isUniqueViolation(err))
        throw AppError.conflict(
          'CART_CHANGED',
          msg('A sample credit in your cart was just used by another order. Please review your cart.'),
        );
      throw err;
    }
  }

  /** A cancelled, expired or refunded order gives its sample credits back. */
  async release(orderId: number, tx: Db): Promise<void> {
    await releaseCredits(tx, orderId);
  }

  /**
   * What of an order's payment has already come back to its shopper as credits other orders hold
   * (its samples, credited on a bottle): a refund of that order gives back only the rest.
   */
  creditedElsewhere(orderId: number, db: Db = this.db): Promise<number> {
    return creditedElsewhere(db, orderId);
  }

  /** The adjustments of these orders, by order. */
  async ofOrders(
    orderIds: readonly number[],
    db: Db = this.db,
  ): Promise<Map<number, { kind: CartAdjustment['kind']; label: string; amountCents: number }[]>> {
    const byOrder = new Map<number, { kind: CartAdjustment['kind']; label: string; amountCents: number }[]>();
    for (const { orderId, ...a } of await adjustmentsOf(db, orderIds)) {
      const list = byOrder.get(orderId) ?? [];
      list.push(a);
      byOrder.set(orderId, list);
    }
    return byOrder;
  }
}
