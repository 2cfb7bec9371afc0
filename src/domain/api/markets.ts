import {
  adminMarketsSchema,
  marketCodeParam,
  marketEditSchema,
  marketInputSchema,
  marketPricesInputSchema,
  marketPricesSchema,
  marketsSchema,
} from '../markets/schemas';
import { endpoint } from './endpoint';

const tag = 'Markets';

export const getMarkets = endpoint({
  method: 'GET',
  path: '/api/markets',
  tag,
  summary:
    "Where the shop sells and in which currency: each market's code, name, currency and countries (decision 070). The default market also sells to every country no other names.",
  responses: { 200: marketsSchema },
});

export const getAdminMarkets = endpoint({
  method: 'GET',
  path: '/api/admin/markets',
  tag,
  summary: 'Every market with its currency, countries, rate from the default currency and rounding rule.',
  auth: 'admin',
  permission: 'settings',
  responses: { 200: adminMarketsSchema },
});

export const createMarket = endpoint({
  method: 'POST',
  path: '/api/admin/markets',
  tag,
  summary:
    "Adds a market: its code, name, currency, countries, rate and rounding. Its prices are derived from the default market's until fixed; answers every market.",
  auth: 'admin',
  permission: 'settings',
  body: marketInputSchema,
  responses: { 201: adminMarketsSchema },
  errors: { 400: ['COUNTRY_UNKNOWN'], 409: ['MARKET_TAKEN', 'COUNTRY_IN_TWO_MARKETS'] },
});

export const updateMarket = endpoint({
  method: 'PUT',
  path: '/api/admin/markets/:code',
  tag,
  summary:
    "Changes a market's name, currency, countries, rate, rounding and duties notice (the default market's currency stays); answers every market.",
  auth: 'admin',
  permission: 'settings',
  params: marketCodeParam,
  body: marketEditSchema,
  responses: { 200: adminMarketsSchema },
  errors: {
    400: ['COUNTRY_UNKNOWN'],
    404: ['MARKET_NOT_FOUND'],
    409: ['COUNTRY_IN_TWO_MARKETS', 'MARKET_CURRENCY_FIXED'],
  },
});

export const getMarketPrices = endpoint({
  method: 'GET',
  path: '/api/admin/markets/:code/prices',
  tag,
  summary:
    "A market's price list: every size of every perfume, bespoke type and lifestyle tier, and the amounts priced per currency, each with the default market's price, the price fixed here if any and the price in force.",
  auth: 'admin',
  permission: 'settings',
  params: marketCodeParam,
  responses: { 200: marketPricesSchema },
  errors: { 404: ['MARKET_NOT_FOUND'] },
});

export const updateMarketPrices = endpoint({
  method: 'PUT',
  path: '/api/admin/markets/:code/prices',
  tag,
  summary:
    "Fixes prices in a market (major units of its currency), or clears them (null: derived again from the default market's); answers the price list.",
  auth: 'admin',
  permission: 'settings',
  params: marketCodeParam,
  body: marketPricesInputSchema,
  responses: { 200: marketPricesSchema },
  errors: { 404: ['MARKET_NOT_FOUND'] },
});
