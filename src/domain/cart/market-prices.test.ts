import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perfumeTypes } from '../bespoke/bespoke';
import { LIFESTYLE_PRICES } from '../lifestyle/lifestyle';
import { marketItem } from '../markets/markets';
import { CREATION_SAMPLE_PRICE_CENTS } from '../samples/samples';
import { type LineForMarket, linePriceSource } from './market-prices';

const line = (over: Partial<LineForMarket>): LineForMarket => ({
  isCustom: false,
  perfumeId: 7,
  size: 'bottle',
  volume: 50,
  customDetails: null,
  customPriceCents: null,
  perfume: { volumeMl: 100, priceCents: 14500 },
  samplePriceCents: 600,
  ...over,
});

const bespoke = (perfumeType: string) =>
  line({
    isCustom: true,
    perfumeId: null,
    volume: null,
    perfume: null,
    customDetails: { type: 'bespoke-perfume', perfumeType },
    customPriceCents: 99,
  });

describe("a line's price source in a market", () => {
  it('names every kind of line by its key', () => {
    expect(linePriceSource(line({}), false)).toEqual({ by: 'market', item: marketItem.size(7, 50), base: 14500 });
    // An older line without a volume is of the perfume's default size.
    expect(linePriceSource(line({ volume: null }), false)).toMatchObject({ item: marketItem.size(7, 100) });
    expect(linePriceSource(line({ size: 'sample', volume: 2 }), false)).toEqual({
      by: 'currency',
      item: 'sample',
      base: 600,
    });
    expect(linePriceSource(bespoke('parfum'), false)).toEqual({
      by: 'market',
      item: marketItem.bespoke('parfum'),
      base: perfumeTypes.find((p) => p.id === 'parfum')!.priceCents,
    });
    const lifestyle = line({
      isCustom: true,
      perfumeId: null,
      perfume: null,
      customDetails: { type: 'lifestyle', intensity: 'strong' },
      customPriceCents: 16500,
    });
    expect(linePriceSource(lifestyle, false)).toEqual({
      by: 'market',
      item: marketItem.lifestyle('premium'),
      base: LIFESTYLE_PRICES.premium,
    });
    expect(linePriceSource({ ...lifestyle, size: 'sample' }, false)).toEqual({
      by: 'currency',
      item: 'creation-sample',
      base: CREATION_SAMPLE_PRICE_CENTS,
    });
    // A gift card keeps its face value, in any market.
    const card = line({
      isCustom: true,
      perfumeId: null,
      customDetails: { type: 'gift-card' },
      customPriceCents: 5000,
    });
    expect(linePriceSource(card, false)).toEqual({ by: 'kept', minor: 5000 });
  });

  it('keeps a custom line’s stored price in the default market only', () => {
    expect(linePriceSource(bespoke('parfum'), true)).toEqual({ by: 'kept', minor: 99 });
    expect(linePriceSource(bespoke('parfum'), false)).toMatchObject({ by: 'market' });
    // An older creation with no type to name: its stored price at the market's rate.
    expect(linePriceSource(bespoke('unknown'), false)).toEqual({ by: 'rate', base: 99 });
  });

  it('drops no line: every line has a source, and no source outside the default market reads a stored custom price', () => {
    const details = fc.oneof(
      fc.constant(null),
      fc.record({ type: fc.constant('gift-card') }),
      fc.record({
        type: fc.constant('lifestyle'),
        intensity: fc.constantFrom('light', 'moderate', 'strong'),
        lastingPower: fc.constantFrom('few-hours', 'half-day', 'all-day'),
      }),
      fc.record({
        type: fc.constant('bespoke-perfume'),
        perfumeType: fc.constantFrom(...perfumeTypes.map((p) => p.id)),
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          isCustom: fc.boolean(),
          perfumeId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
          size: fc.constantFrom('bottle' as const, 'sample' as const),
          volume: fc.option(fc.constantFrom(30, 50, 100), { nil: null }),
          customDetails: details,
          customPriceCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
          perfume: fc.option(
            fc.record({ volumeMl: fc.constant(100), priceCents: fc.integer({ min: 1, max: 50_000 }) }),
            {
              nil: null,
            },
          ),
          samplePriceCents: fc.integer({ min: 1, max: 2000 }),
        }),
        (l) => {
          const source = linePriceSource(l, false);
          expect(['market', 'currency', 'rate', 'kept']).toContain(source.by);
          const isCard = (l.customDetails as { type?: string } | null)?.type === 'gift-card';
          // Outside the default market a made-to-order line is priced from its key, never its stored price.
          if (l.isCustom && !isCard && (l.customDetails as { type?: string } | null)?.type)
            expect(source.by === 'market' || source.by === 'currency').toBe(true);
        },
      ),
    );
  });
});
