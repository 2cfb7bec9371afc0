import type { Cents } from '../shared/money';
import { SAMPLE_ML } from '../samples/samples';

/**
 * Bottle sizes (docs/decisions/060-bottle-sizes.md): a catalogue perfume is sold in one or more
 * sizes, each with its own price and stock. Its `price` is its default size's: 50 ml where it has
 * one. No zod here: the landing pages' code reads these rules.
 */

/** The default size's volume, and the volume every perfume had before sizes. */
const DEFAULT_VOLUME_ML = 50;
/** What a staff member may sell: a bottle from 5 ml to 1 litre. */
export const MIN_VOLUME_ML = 5;
export const MAX_VOLUME_ML = 1000;
/** At most this many sizes per perfume. */
export const MAX_SIZES = 6;
/** A size with this many bottles or fewer says "Only N left"; a larger stock is never revealed. */
const LOW_STOCK_SHOWN = 5;

/** The "Only N left" a size shows: its bottles when tracked and low (0: sold out), else null. */
export function shownLeft(stock: number | null): number | null {
  return stock !== null && stock <= LOW_STOCK_SHOWN ? stock : null;
}

/** A size as the storefront answers it (price in major units). */
export interface PerfumeSize {
  volume: number;
  /** On sale: the sale price (decision 070). */
  price: number;
  /** On sale only: the regular price, struck through. */
  compareAtPrice?: number;
  /** On sale only: the lowest price applied in the 30 days before the sale (Directive 98/6/EC art. 6a). */
  lowestPrice30d?: number;
  /** False once this size's tracked stock is gone (Sold out). */
  inStock: boolean;
}

/**
 * The price the seed (and migration 0008) gives a size from the 50 ml price: 30 ml at 68 % and
 * 100 ml at 155 % of it, rounded to whole euros (at least one). In integers, so the migration's
 * SQL `round(price_cents * factor / 10000) * 100` answers the same.
 */
export function seededSizePriceCents(defaultCents: Cents, volume: number): Cents {
  const factor = volume === 30 ? 68 : volume === 100 ? 155 : volume === DEFAULT_VOLUME_ML ? 100 : undefined;
  if (factor === undefined) throw new Error(`No seeded price for ${volume} ml`);
  if (factor === 100) return defaultCents;
  return Math.max(100, Math.round((defaultCents * factor) / 10000) * 100);
}

/**
 * Which of a perfume's sizes is its default: 50 ml where there is one, else the one it had (when it
 * still has it), else the smallest.
 */
export function defaultVolume(volumes: readonly number[], current?: number): number {
  if (volumes.includes(DEFAULT_VOLUME_ML)) return DEFAULT_VOLUME_ML;
  if (current !== undefined && volumes.includes(current)) return current;
  return Math.min(...volumes);
}

/** The lowest price of a perfume's sizes; `from` is true when its sizes differ in price ("from €110"). */
export function priceFrom(sizes: readonly { price: number }[], fallback: number): { price: number; from: boolean } {
  if (sizes.length === 0) return { price: fallback, from: false };
  const prices = sizes.map((s) => s.price);
  const low = Math.min(...prices);
  return { price: low, from: prices.some((p) => p !== low) };
}

/** "50 ml". */
export function volumeLabel(volume: number): string {
  return `${volume} ml`;
}

/** A bottle line's name with its size: "Noir Absolu — 100 ml" (a line without a volume keeps its name). */
export function sizedName(name: string, volume: number | null | undefined): string {
  return volume == null ? name : `${name} — ${volumeLabel(volume)}`;
}

/**
 * An order or cart line's name as the shopper reads it: a catalogue bottle's with its size
 * ("Noir Absolu — 100 ml"), a custom one's or a sample's (and a line ordered before sizes) as it is.
 */
export function bottleLineName(line: {
  name: string;
  size: string;
  isCustom: boolean;
  volume?: number | null | undefined;
}): string {
  return line.size === 'bottle' && !line.isCustom ? sizedName(line.name, line.volume) : line.name;
}

/**
 * An order line's name on every document and list that names a bottle (the invoice, the credit note,
 * the packing slip, the orders' CSV, the mails, the order page, the customer's orders, the return
 * form, the back office's order): a catalogue bottle with its size ("Rose de Minuit — 50 ml"), a
 * sample as one ("Rose de Minuit — 2 ml sample"), a custom perfume (and a line ordered before sizes)
 * by its name. orders/repo.ts writes the same in SQL for the CSV.
 */
export function orderLineName(line: {
  name: string;
  size: string;
  isCustom: boolean;
  volume?: number | null | undefined;
}): string {
  return line.size === 'sample' ? `${line.name} — ${SAMPLE_ML} ml sample` : bottleLineName(line);
}
