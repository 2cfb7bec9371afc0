import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, rateMicrosOf, RATE_ONE } from '../currency/currency';
import { chosenMarket, type Market, marketOfCountry, methodPriceIn, priceIn } from './markets';

const market = (code: string, currency: string, countries: string[], rate = RATE_ONE, isDefault = false): Market => ({
  code,
  name: code,
  currency,
  countries,
  rateMicros: rate,
  roundingMinor: null,
  isDefault,
  dutiesOnDelivery: false,
});
const eu = market('eu', 'EUR', ['FR', 'DE'], RATE_ONE, true);
const gb = market('gb', 'GBP', ['GB'], rateMicrosOf(0.86));
const jp = market('jp', 'JPY', ['JP'], rateMicrosOf(160.2));
const all = [gb, eu, jp];

describe('markets', () => {
  it('finds a country’s market, else the default one', () => {
    expect(marketOfCountry(all, 'gb').code).toBe('gb');
    expect(marketOfCountry(all, 'FR').code).toBe('eu');
    expect(marketOfCountry(all, 'BR').code).toBe('eu');
    expect(chosenMarket(all, 'xx', 'jp').code).toBe('jp');
    expect(chosenMarket(all).code).toBe('eu');
  });

  it('prices at the fixed price where there is one, else at the rate, always in the market’s currency', () => {
    expect(priceIn(gb, money(14500, 'EUR'), 11900)).toEqual(money(11900, 'GBP'));
    expect(priceIn(gb, money(14500, 'EUR'))).toEqual(money(12500, 'GBP'));
    expect(priceIn(jp, money(14500, 'EUR'))).toEqual(money(23229, 'JPY'));
    expect(priceIn(eu, money(14550, 'EUR'))).toEqual(money(14550, 'EUR'));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(...all), (base, m) => {
        const price = priceIn(m, money(base, 'EUR'));
        expect(price.currency).toBe(m.currency);
        expect(price.minor).toBeGreaterThan(0);
      }),
    );
  });

  it('prices a shipping method in every currency: fixed, else at the market’s rate (never missing)', () => {
    const method = {
      priceCents: 1200,
      freeAboveCents: 15000,
      currencyPrices: { GBP: { price: 900, freeAbove: null } },
    };
    expect(methodPriceIn(method, gb, 'EUR')).toEqual({ price: money(900, 'GBP'), freeAbove: null });
    expect(methodPriceIn(method, jp, 'EUR')).toEqual({ price: money(1922, 'JPY'), freeAbove: money(24030, 'JPY') });
    expect(methodPriceIn(method, eu, 'EUR')).toEqual({ price: money(1200, 'EUR'), freeAbove: money(15000, 'EUR') });
  });
});
