import { linesGross } from '../../domain/shared/money';
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
    serve(app, applyCartDiscount, async (request) => {
      const owner = await resolveCartOwner(request);
      const lines = promotableLines((await cart.priced(owner)).lines);
      const subtotal = linesGross(lines);
      await promotions.apply(owner, request.body.code, lines, subtotal, (await request.currentUser())?.email);
      return cart.summary(owner);
    });

    serve(app, removeCartDiscount, async (request) => {
      const owner = await resolveCartOwner(request);
      await promotions.remove(owner);
      return cart.summary(owner);
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

    serve(app, chooseCartGift, async (request) => {
      const owner = await resolveCartOwner(request);
      const { perfumeId } = request.body;
      if (perfumeId === null) {
        await dropGiftLine(owner, null);
        await promotions.chooseGift(owner, null);
        return cart.summary(owner);
      }
      const { lines, totals } = await cart.priced(owner);
      const threshold = await promotions.giftThresholdCents();
      const has = lines.find((l) => l.size === 'sample' && !l.isCustom && l.perfumeId === perfumeId);
      // The gift's own sample does not count towards the subtotal it needs.
      if (threshold === null || totals.subtotal - (has?.unitPriceCents ?? 0) < threshold)
        throw AppError.badRequest('GIFT_NOT_OFFERED');
      await dropGiftLine(owner, perfumeId);
      if (!has) await cart.add(owner, { perfumeId, quantity: 1, isCustom: false, size: 'sample' });
      await promotions.chooseGift(owner, perfumeId);
      return cart.summary(owner);
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
