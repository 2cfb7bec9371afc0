import { marketsSchema } from '../markets/schemas';
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
