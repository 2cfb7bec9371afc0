import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  bespokeLabel,
  getAtelierInfo,
  getAtelierSettings,
  getWorkOrder,
  getWorkOrderLabel,
  getWorkOrderSheet,
  listWorkOrders,
  setAtelierSettings,
  setWorkOrderLots,
  setWorkOrderStatus,
} from '../../domain/api/atelier';
import type { Locale } from '../../domain/i18n/locales';
import type { Translator } from '../../domain/i18n/translator';
import { serve } from '../http/endpoint';
import { sendJsonArray } from '../http/json-text';
import { withPageHeaders } from '../http/paging';
import type { SettingsService } from '../settings/service';
import { batchSheetPdf } from './batch-sheet-pdf';
import { labelPdf } from './label-pdf';
import type { AtelierService } from './service';

/** The storefront's side of the atelier: a design's label, and how long made-to-order takes. */
export const atelierRoutes =
  ({ atelier }: { atelier: AtelierService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAtelierInfo, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { madeToOrderDays: await atelier.madeToOrderDays() };
    });

    serve(app, bespokeLabel, async (request) => atelier.bespokeLabel(request.body.design));
  };

const pdf = (reply: FastifyReply, filename: string, body: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** What the label asks of the order a work order makes: the language it was placed in (`orders.locale`). */
interface OrderOfWork {
  find(id: number): Promise<{ locale: string } | undefined>;
}

/** The back office's Atelier: registered inside the back-office routes, behind their gate (`request.adminId`). */
export const atelierAdminRoutes =
  ({
    atelier,
    settings,
    orderPlacing,
    languages,
  }: {
    atelier: AtelierService;
    settings: SettingsService;
    orderPlacing: OrderOfWork;
    languages: { translator(locale: Locale | undefined): Translator };
  }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listWorkOrders, async (request, reply) => {
      const { status, ...page } = request.query;
      // Written by the database as JSON text (decision 058): sent as it is.
      return sendJsonArray(reply, withPageHeaders(request, reply, await atelier.list({ status }, page)));
    });

    serve(app, getWorkOrder, async (request) => atelier.get(request.params.id));

    serve(app, setWorkOrderStatus, async (request) =>
      atelier.setStatus(request.params.id, request.body.status, request.adminId),
    );

    serve(app, setWorkOrderLots, async (request) =>
      atelier.setLots(request.params.id, request.body.lots, request.adminId),
    );

    serve(app, getWorkOrderLabel, async (request, reply) => {
      const wo = await atelier.forPrinting(request.params.id);
      const [house, order] = await Promise.all([settings.settings(), orderPlacing.find(wo.orderId)]);
      // The bottle's label speaks the order's language, as its invoice does (a language the shop lacks: English).
      const tr = languages.translator(order?.locale);
      return pdf(reply, `label-${wo.batch}.pdf`, await labelPdf({ batch: wo.batch, formula: wo.formula, house, tr }));
    });

    serve(app, getWorkOrderSheet, async (request, reply) => {
      const wo = await atelier.forPrinting(request.params.id);
      const house = await settings.settings();
      const body = await batchSheetPdf({
        id: wo.id,
        batch: wo.batch,
        formula: wo.formula,
        orderId: wo.orderId,
        createdAt: wo.createdAt,
        lots: wo.lots,
        readyOn: wo.readyOn,
        house,
      });
      return pdf(reply, `batch-sheet-${wo.batch}.pdf`, body);
    });

    serve(app, getAtelierSettings, async () => ({
      madeToOrderDays: await settings.madeToOrderDays(),
      macerationDays: await settings.macerationDays(),
    }));

    serve(app, setAtelierSettings, async (request) => {
      const { madeToOrderDays, macerationDays } = request.body;
      return {
        madeToOrderDays:
          madeToOrderDays === undefined
            ? await settings.madeToOrderDays()
            : await settings.setMadeToOrderDays(madeToOrderDays, request.adminId),
        macerationDays:
          macerationDays === undefined
            ? await settings.macerationDays()
            : await settings.setMacerationDays(macerationDays, request.adminId),
      };
    });
  };
