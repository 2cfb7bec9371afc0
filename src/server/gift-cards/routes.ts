import type { FastifyPluginAsync } from 'fastify';
import { applyGiftCard, getGiftCardBalance, removeGiftCard } from '../../domain/api/gift-cards';
import { resolveCartOwner } from '../cart/owner';
import type { CartService } from '../cart/service';
import { serve } from '../http/endpoint';
import type { GiftCardService } from './service';

export const giftCardRoutes =
  ({ giftCards, cart }: { giftCards: GiftCardService; cart: CartService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, applyGiftCard, async (request) => {
      const owner = await resolveCartOwner(request);
      // The card must be in the currency of the shopper's market (decision 070).
      const market = await request.market();
      await giftCards.apply(owner, request.body.code, request.ip, market.currency);
      return cart.summary(owner, { market });
    });

    serve(app, removeGiftCard, async (request, reply) => {
      await giftCards.remove(await resolveCartOwner(request));
      return reply.status(204).send(null);
    });

    serve(app, getGiftCardBalance, async (request) => giftCards.balance(request.query.code, request.ip));
  };
