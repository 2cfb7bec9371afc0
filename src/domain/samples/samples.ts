import type { Cents } from '../shared/money';
import type { Translator } from '../i18n/translator';

/**
 * Samples (docs/decisions/020-samples.md): a 2 ml sample of any catalogue perfume costs SAMPLE_PRICE, one
 * of a shopper's own creation CREATION_SAMPLE_PRICE_CENTS. A sample bought (paid) in the last
 * SAMPLE_CREDIT_DAYS comes off a full bottle of the same perfume or formula, once per sample, never
 * more than the bottle's price. Any DISCOVERY_SET_SIZE different catalogue samples cost as many less one.
 */
export const SAMPLE_ML = 2;
export const CREATION_SAMPLE_PRICE_CENTS: Cents = 1200;
export const SAMPLE_CREDIT_DAYS = 60;
export const DISCOVERY_SET_SIZE = 5;

export const lineSizes = ['bottle', 'sample'] as const;
export type LineSize = (typeof lineSizes)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What makes two perfumes "the same" for a credit: a catalogue perfume's id, or a custom formula
 * (its type and every ingredient's drops, or the lifestyle profile), never its name or its label code.
 * Undefined when the details name no formula we can match.
 */
export function formulaKey(line: { perfumeId: number | null; customDetails: unknown }): string | undefined {
  if (line.perfumeId !== null) return `perfume:${line.perfumeId}`;
  const d = line.customDetails;
  if (!d || typeof d !== 'object') return undefined;
  const details = d as Record<string, unknown>;
  let canonical: unknown;
  if (details.type === 'bespoke-perfume') {
    const ingredients = (details.ingredients ?? {}) as Record<string, unknown>;
    const drops = (details.drops ?? {}) as Record<string, Record<string, unknown> | undefined>;
    canonical = [
      'bespoke',
      details.perfumeType,
      ...(['top', 'middle', 'base'] as const).map((group) => {
        const ids = Array.isArray(ingredients[group])
          ? [...(ingredients[group] as unknown[])].map(Number).sort((a, b) => a - b)
          : [];
        return ids.map((id) => [id, Number(drops[group]?.[String(id)] ?? 0)]);
      }),
    ];
  } else if (details.type === 'lifestyle') {
    const wear = Array.isArray(details.wearTime) ? [...(details.wearTime as unknown[])].map(String).sort() : [];
    canonical = [
      'lifestyle',
      details.scentFamily,
      details.topNotes,
      details.middleNotes,
      details.baseNotes,
      details.intensity,
      details.lastingPower,
      wear,
      details.gender,
    ];
  } else {
    return undefined;
  }
  return `formula:${JSON.stringify(canonical)}`;
}

/** A paid sample that may be credited: its order line, what it matches and what it cost. */
export interface CreditableSample {
  sampleLineId: number;
  /** Which of its line's samples (a line of three samples earns up to three credits). */
  sampleUnit: number;
  key: string;
  priceCents: Cents;
  paidAt: Date;
}

/** A full bottle line in the cart: what it matches, its unit price and how many. */
export interface BottleForCredit {
  key: string;
  unitPriceCents: Cents;
  quantity: number;
  name: string;
}

export interface SampleCredit {
  sampleLineId: number;
  sampleUnit: number;
  amountCents: Cents;
  /** The bottle's name, for the line "Sample credit: {name}". */
  name: string;
}

/**
 * The credits a cart earns: each bottle takes at most one sample of the same perfume or formula
 * bought within SAMPLE_CREDIT_DAYS of `now`, worth the sample's price but never more than the
 * bottle's; each sample is used once (the oldest first, as it is the nearest to lapsing).
 */
export function sampleCredits(
  bottles: readonly BottleForCredit[],
  samples: readonly CreditableSample[],
  now: Date,
): SampleCredit[] {
  const since = now.getTime() - SAMPLE_CREDIT_DAYS * DAY_MS;
  const available = new Map<string, CreditableSample[]>();
  for (const s of [...samples].sort(
    (a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.sampleLineId - b.sampleLineId || a.sampleUnit - b.sampleUnit,
  )) {
    if (s.paidAt.getTime() < since || s.paidAt.getTime() > now.getTime()) continue;
    const list = available.get(s.key) ?? [];
    list.push(s);
    available.set(s.key, list);
  }
  const credits: SampleCredit[] = [];
  for (const bottle of bottles) {
    const list = available.get(bottle.key);
    for (let i = 0; i < bottle.quantity && list && list.length > 0; i++) {
      const sample = list.shift()!;
      const amountCents = Math.min(sample.priceCents, bottle.unitPriceCents);
      if (amountCents > 0)
        credits.push({
          sampleLineId: sample.sampleLineId,
          sampleUnit: sample.sampleUnit,
          amountCents,
          name: bottle.name,
        });
    }
  }
  return credits;
}

/**
 * How many different catalogue perfumes' samples the shopper buys, as the discovery set counts them:
 * one per perfume with a sample line. The free gift sample (decision 061, `freeGiftPerfumeId`: the
 * perfume whose sample the cart gets free now, else null) is not bought: its one free unit counts for
 * nothing, so its perfume counts only when the cart also pays for another unit of its sample.
 */
export function discoverySampleCount(
  lines: readonly { perfumeId: number | null; size: LineSize; quantity: number }[],
  freeGiftPerfumeId: number | null = null,
): number {
  const bought = new Map<number, number>();
  for (const l of lines)
    if (l.size === 'sample' && l.perfumeId !== null)
      bought.set(l.perfumeId, (bought.get(l.perfumeId) ?? 0) + l.quantity);
  if (freeGiftPerfumeId !== null && bought.has(freeGiftPerfumeId))
    bought.set(freeGiftPerfumeId, bought.get(freeGiftPerfumeId)! - 1);
  return [...bought.values()].filter((units) => units > 0).length;
}

/** Any DISCOVERY_SET_SIZE different catalogue perfumes' samples: the price of one comes off, per set. */
export function discoveryDiscount(distinctCatalogueSamples: number, samplePriceCents: Cents): Cents {
  return Math.floor(distinctCatalogueSamples / DISCOVERY_SET_SIZE) * samplePriceCents;
}

/**
 * What the cart tells a shopper on the way to a discovery set; undefined when nothing is to say. In the
 * page's language with its translator's `t`; without one, in English.
 */
export function discoveryHint(distinctCatalogueSamples: number, t?: Translator['t']): string | undefined {
  const missing = DISCOVERY_SET_SIZE - (distinctCatalogueSamples % DISCOVERY_SET_SIZE);
  if (distinctCatalogueSamples === 0 || missing === DISCOVERY_SET_SIZE) return undefined;
  if (t)
    return t(
      '{missing, plural, one {Add # more different sample for a discovery set: {size} for the price of {paid}.} other {Add # more different samples for a discovery set: {size} for the price of {paid}.}}',
      { missing, size: DISCOVERY_SET_SIZE, paid: DISCOVERY_SET_SIZE - 1 },
    );
  return `Add ${missing} more different sample${missing === 1 ? '' : 's'} for a discovery set: ${DISCOVERY_SET_SIZE} for the price of ${DISCOVERY_SET_SIZE - 1}.`;
}

/**
 * What each sample of an order was paid: its price, less its share of the order's discovery-set
 * discount (shared among the order's catalogue samples in proportion to their prices, the cents
 * left over going to the first ones), so the shares add up to what the samples cost. A credit is
 * worth this, never the price before the discount: five samples bought for 24 earn 24, not 30.
 */
export function paidSampleValues(
  units: readonly { priceCents: Cents; inDiscoverySet: boolean }[],
  discoveryDiscountCents: Cents,
): Cents[] {
  const sharing = units.filter((u) => u.inDiscoverySet);
  const base = sharing.reduce((sum, u) => sum + u.priceCents, 0);
  const discount = Math.min(Math.max(0, discoveryDiscountCents), base);
  if (discount === 0 || base === 0) return units.map((u) => u.priceCents);
  // Largest remainder: each share floored, the cents left over to the largest remainders (earliest first).
  const exact = sharing.map((u) => (u.priceCents * discount) / base);
  const shares = exact.map(Math.floor);
  const left = discount - shares.reduce((a, b) => a + b, 0);
  exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
    .slice(0, left)
    .forEach(({ i }) => (shares[i]! += 1));
  let k = 0;
  return units.map((u) => (u.inDiscoverySet ? u.priceCents - shares[k++]! : u.priceCents));
}
