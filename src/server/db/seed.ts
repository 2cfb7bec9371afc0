import type { Db } from './client';
import { seededSizePriceCents } from '../../domain/catalogue/sizes';
import { ingredients, perfumeSizes, perfumes } from './tables';
import { withTransaction } from './transaction';

/** SAMPLE_PRICE's default (src/server/config.ts), in cents: what the seed prices a sample at in other markets. */
const DEFAULT_SAMPLE_PRICE_CENTS = 600;
import { ingredientSeeds } from './seeds/ingredients';
import { materialDensities, materialSeeds } from './seeds/materials';
import { perfumeSeeds } from './seeds/perfumes';
import { perfumePageSeeds } from './seeds/perfume-pages';
import { toMilliPercent } from '../../domain/atelier/label';
import { and, eq, ne } from 'drizzle-orm';
import { perfumeTypes } from '../../domain/bespoke/bespoke';
import { LIFESTYLE_PRICES } from '../../domain/lifestyle/lifestyle';
import { type CurrencyItem, marketItem } from '../../domain/markets/markets';
import { CREATION_SAMPLE_PRICE_CENTS } from '../../domain/samples/samples';
import { derivePrice, type Money, minorPerMajor, money } from '../../domain/currency/currency';
import { currencyPrices, marketPrices, markets } from '../markets/schema';
import { promotionSettings } from '../promotions/schema';
import { shopSettings } from '../settings/schema';
import { shippingMethods } from '../shipping/schema';

/** A seeded perfume's concentration, longevity and story (issue #51), when the seed has them. */
function pageOf(slug: string) {
  const page = perfumePageSeeds[slug];
  if (!page) return {};
  return {
    concentration: page.concentration,
    longevityMinHours: page.longevity[0],
    longevityMaxHours: page.longevity[1],
    story: page.story,
  };
}

/**
 * Inserts the catalogue once, with its French (a store made before the languages got the seeded rows'
 * French from migration 0028). Rows that exist (by slug) are left as they are, so a restart never
 * overwrites what an operator changed.
 */
export async function seedCatalogue(
  db: Db,
  samplePriceCents = DEFAULT_SAMPLE_PRICE_CENTS,
  /** STORE_CURRENCY: the default market's currency, set on its first start (the catalogue's prices are in it). */
  currency = 'EUR',
): Promise<void> {
  const added = await db
    .insert(perfumes)
    .values(
      perfumeSeeds.map((p) => ({
        ...pageOf(p.slug),
        slug: p.slug,
        name: p.name,
        priceCents: p.priceCents,
        imageSrc: `/images/perfumes/${p.slug}.svg`,
        notes: p.notes,
        description: p.description,
        gender: p.gender,
        family: p.family,
        isNew: p.isNew,
        isBestseller: p.isBestseller,
        translations: { fr: { ...p.fr, ...(perfumePageSeeds[p.slug] ? perfumePageSeeds[p.slug]!.fr : {}) } },
      })),
    )
    .onConflictDoNothing({ target: perfumes.slug })
    .returning({ id: perfumes.id, priceCents: perfumes.priceCents });
  // The perfumes just added come in 30 ml and 100 ml besides their 50 ml (decision 060).
  if (added.length > 0)
    await db
      .insert(perfumeSizes)
      .values(
        added.flatMap((p) =>
          [30, 100].map((volumeMl) => ({
            perfumeId: p.id,
            volumeMl,
            priceCents: seededSizePriceCents(p.priceCents, volumeMl),
          })),
        ),
      )
      .onConflictDoNothing();
  await db
    .insert(ingredients)
    .values(
      ingredientSeeds.map((i) => ({
        slug: i.slug,
        name: i.name,
        characteristics: i.characteristics,
        imageSrc: `/images/ingredients/${i.slug}.svg`,
        category: i.category,
        translations: { fr: i.fr },
        densityMilli: materialDensities[i.slug] === undefined ? null : Math.round(materialDensities[i.slug]! * 1000),
      })),
    )
    .onConflictDoNothing({ target: ingredients.slug });
  // What each seeded material is (decision 064), written where nobody has said yet (its grade empty):
  // a store seeded before the atelier learns it; an operator's values are never overwritten.
  for (const [slug, m] of Object.entries(materialSeeds))
    await db
      .update(ingredients)
      .set({
        grade: m.grade,
        ifraLimitMilli: m.ifraLimit === null ? null : toMilliPercent(m.ifraLimit),
        allergens: m.allergens.map(([inci, percent]) => ({ inci, percent })),
      })
      .where(and(eq(ingredients.slug, slug), eq(ingredients.grade, '')));
  await seedMarkets(db, samplePriceCents, currency);
}

/**
 * Each market the migrations seeded gets its fixed prices on its first start (decision 070): every size of every
 * perfume, the bespoke types, the lifestyle prices, and per currency the sample prices, gift wrap, the gift-sample
 * threshold and the shipping methods' prices and thresholds, at the market's rate to the house's price points.
 */
async function seedMarkets(db: Db, samplePriceCents: number, currency: string): Promise<void> {
  // The default market is in the shop's configured currency from its first start on (the back office never
  // changes it after): the rows' prices are in it.
  await db
    .update(markets)
    .set({ currency })
    .where(and(eq(markets.isDefault, true), eq(markets.pricesSeeded, false), ne(markets.currency, currency)));
  const [base] = await db.select({ currency: markets.currency }).from(markets).where(eq(markets.isDefault, true));
  if (!base) return;
  const inBase = (minor: number) => money(minor, base.currency);
  const [bottles, sizes, [settings], [promotion]] = await Promise.all([
    db.select({ id: perfumes.id, volumeMl: perfumes.volumeMl, priceCents: perfumes.priceCents }).from(perfumes),
    db
      .select({ id: perfumeSizes.perfumeId, volumeMl: perfumeSizes.volumeMl, priceCents: perfumeSizes.priceCents })
      .from(perfumeSizes),
    db.select({ giftWrapCents: shopSettings.giftWrapCents }).from(shopSettings),
    db.select({ threshold: promotionSettings.giftSampleThresholdCents }).from(promotionSettings),
  ]);
  const fixed = await seedMarketPrices(db, {
    items: [
      ...[...bottles, ...sizes].map((s) => ({ item: marketItem.size(s.id, s.volumeMl), base: inBase(s.priceCents) })),
      ...perfumeTypes.map((t) => ({ item: marketItem.bespoke(t.id), base: inBase(t.priceCents) })),
      ...(['standard', 'premium'] as const).map((tier) => ({
        item: marketItem.lifestyle(tier),
        base: inBase(LIFESTYLE_PRICES[tier]),
      })),
    ],
    currencyItems: [
      { item: 'sample', base: inBase(samplePriceCents) },
      { item: 'creation-sample', base: inBase(CREATION_SAMPLE_PRICE_CENTS) },
      ...(settings ? [{ item: 'gift-wrap' as const, base: inBase(settings.giftWrapCents) }] : []),
      ...(promotion?.threshold ? [{ item: 'gift-sample-threshold' as const, base: inBase(promotion.threshold) }] : []),
    ],
  });
  if (fixed.length === 0) return;
  const methods = await db.select().from(shippingMethods);
  for (const method of methods) {
    const prices = { ...method.currencyPrices };
    for (const market of fixed)
      prices[market.currency] ??= {
        price: seedPrice(market, inBase(method.priceCents)),
        freeAbove: method.freeAboveCents === null ? null : seedPrice(market, inBase(method.freeAboveCents)),
      };
    await db.update(shippingMethods).set({ currencyPrices: prices }).where(eq(shippingMethods.id, method.id));
  }
}

type MarketRow = typeof markets.$inferSelect;

/** The default market's prices the first start fixes in each seeded market . */
interface SeedPrices {
  /** Per market: `marketItem.size(…)`, `.bespoke(…)`, `.lifestyle(…)` with the default market's price. */
  items: readonly { item: string; base: Money }[];
  /** Per currency: the sample price, gift wrap, the gift-sample threshold. */
  currencyItems: readonly { item: CurrencyItem; base: Money }[];
}

/**
 * A seeded price: the default market's at the market's rate, to whole units, and to fives from 50 units up (the
 * house's price points: £125, CHF 135, $155).
 */
function seedPrice(market: MarketRow, base: Money): number {
  const whole = derivePrice(base, market.rateMicros, market.currency);
  const unit = minorPerMajor(market.currency);
  return whole >= 50 * unit ? derivePrice(base, market.rateMicros, market.currency, 5 * unit) : whole;
}

/**
 * Once per market the migration seeded (its first start): fixes its prices for the catalogue as it then is, so
 * a restart never overwrites what the owner changed since. Answers the markets it fixed (for the shipping
 * methods' prices, which the caller writes).
 */
async function seedMarketPrices(db: Db, prices: SeedPrices): Promise<MarketRow[]> {
  const rows = await db.select().from(markets);
  const seededCurrencies = new Set(rows.filter((r) => r.pricesSeeded || r.isDefault).map((r) => r.currency));
  const fixed: MarketRow[] = [];
  for (const row of rows.filter((r) => !r.pricesSeeded)) {
    const market = row;
    await withTransaction(db, async (tx) => {
      if (!market.isDefault) {
        await tx
          .insert(marketPrices)
          .values(
            prices.items.map(({ item, base }) => ({ market: market.code, item, priceMinor: seedPrice(market, base) })),
          )
          .onConflictDoNothing();
        if (!seededCurrencies.has(market.currency) && prices.currencyItems.length > 0)
          await tx
            .insert(currencyPrices)
            .values(
              prices.currencyItems.map(({ item, base }) => ({
                currency: market.currency,
                item,
                priceMinor: seedPrice(market, base),
              })),
            )
            .onConflictDoNothing();
        fixed.push(market);
      }
      await tx.update(markets).set({ pricesSeeded: true }).where(eq(markets.code, market.code));
    });
    seededCurrencies.add(market.currency);
  }
  return fixed;
}
