import { linesGross } from '../../domain/shared/money';
import { money } from '../../domain/currency/currency';
import type { FastifyPluginAsync } from 'fastify';
import {
  applyCartDiscount,
  chooseCartGift,
  createDiscount,
  endDiscount,
  getPromotionSettings,
  listDiscounts,
  removeCartDiscount,
  setPromotionSettings,
  updateDiscount,
} from '../../domain/api/promotions';
import { resolveCartOwner } from '../cart/owner';
import type { CartOwner } from '../cart/owner';
import type { CartService } from '../cart/service';
import { serve } from '../http/endpoint';
import { AppError } from '../http/errors';
import { promotableLines } from '../cart/service';
import { withPageHeaders } from '../http/paging';
import type { PromotionService } from './service';

/** The shopper's side: one code per cart, the gift sample (docs/decisions/061-promotions.md). */
export const promotionRoutes =
  ({ cart, promotions }: { cart: CartService; promotions: PromotionService }): FastifyPluginAsync =>
  async (app) => {
    // The code is checked in the shopper's market (decision 070): an amount code applies only where it has an amount.
    serve(app, applyCartDiscount, async (request) => {
      const owner = await resolveCartOwner(request);
      const market = await request.market();
      const priced = await cart.priced(owner, undefined, { market });
      const lines = promotableLines(priced.lines);
      const subtotal = money(linesGross(lines), priced.currency);
      const email = (await request.currentUser())?.email;
      await promotions.apply(owner, request.body.code, lines, subtotal, priced.market, email);
      return cart.summary(owner, { market });
    });

    serve(app, removeCartDiscount, async (request) => {
      const owner = await resolveCartOwner(request);
      await promotions.remove(owner);
      return cart.summary(owner, { market: await request.market() });
    });

    /** A gift given up or changed takes its one free unit out of the cart: the shopper is never charged for it. */
    const dropGiftLine = async (owner: CartOwner, keep: number | null) => {
      const before = await promotions.chosenGift(owner);
      if (before === null || before === keep) return;
      const line = (await cart.priced(owner)).lines.find(
        (l) => l.size === 'sample' && !l.isCustom && l.perfumeId === before,
      );
      if (!line) return;
      if (line.quantity > 1) await cart.setQuantity(owner, line.cartLineId, line.quantity - 1);
      else await cart.remove(owner, line.cartLineId);
    };

    // The gift's threshold is the one of the shopper's market's currency (decision 070).
    serve(app, chooseCartGift, async (request) => {
      const owner = await resolveCartOwner(request);
      const market = await request.market();
      const { perfumeId } = request.body;
      if (perfumeId === null) {
        await dropGiftLine(owner, null);
        await promotions.chooseGift(owner, null);
        return cart.summary(owner, { market });
      }
      const priced = await cart.priced(owner, undefined, { market });
      const threshold = await promotions.giftThreshold(priced.market);
      const has = priced.lines.find((l) => l.size === 'sample' && !l.isCustom && l.perfumeId === perfumeId);
      // The gift's own sample does not count towards the subtotal it needs.
      if (threshold === null || priced.totals.subtotal - (has?.unitPriceCents ?? 0) < threshold.minor)
        throw AppError.badRequest('GIFT_NOT_OFFERED');
      await dropGiftLine(owner, perfumeId);
      if (!has) await cart.add(owner, { perfumeId, quantity: 1, isCustom: false, size: 'sample' });
      await promotions.chooseGift(owner, perfumeId);
      return cart.summary(owner, { market });
    });
  };

/** The back office's discount codes and gift setting (registered inside the back-office gate). */
export const promotionAdminRoutes =
  ({ promotions }: { promotions: PromotionService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listDiscounts, async (request, reply) =>
      withPageHeaders(request, reply, await promotions.list(request.query)),
    );
    serve(app, createDiscount, async (request, reply) =>
      reply.status(201).send(await promotions.create(request.body, request.adminId)),
    );
    serve(app, updateDiscount, async (request) => promotions.update(request.params.id, request.body, request.adminId));
    serve(app, endDiscount, async (request) => promotions.end(request.params.id, request.adminId));
    serve(app, getPromotionSettings, async () => promotions.giftSettings());
    serve(app, setPromotionSettings, async (request) =>
      promotions.setGiftSettings(request.body.giftSampleThreshold, request.adminId),
    );
  };
