import type { FastifyPluginAsync } from 'fastify';
import {
  createShippingZone,
  deleteShippingZone,
  getAdminSettings,
  getShippingZones,
  getVatRates,
  removeVatRate,
  setVatRate,
  updateAdminSettings,
  updateShippingZone,
} from '../../domain/api/shipping';
import { getAdminHouseContact, updateAdminHouseContact } from '../../domain/api/house';
import { serve } from '../http/endpoint';
import type { ShippingService } from '../shipping/service';
import type { SettingsService } from './service';

/**
 * The back office's Settings: the house's legal details and contact details, VAT rates, shipping
 * zones (registered inside the back-office gate).
 */
export const settingsAdminRoutes =
  ({ shipping, settings }: { shipping: ShippingService; settings: SettingsService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminSettings, async () => settings.settings());
    serve(app, updateAdminSettings, async (request) => settings.update(request.body, request.adminId));
    serve(app, getAdminHouseContact, async () => settings.contact());
    serve(app, updateAdminHouseContact, async (request) => settings.updateContact(request.body, request.adminId));
    serve(app, getVatRates, async () => settings.rates());
    serve(app, setVatRate, async (request) => {
      shipping.code(request.params.country);
      return settings.setRate(request.params.country, request.body.rate, request.adminId);
    });
    serve(app, removeVatRate, async (request) => settings.removeRate(request.params.country, request.adminId));
    serve(app, getShippingZones, async () => shipping.zones());
    serve(app, createShippingZone, async (request, reply) =>
      reply.status(201).send(await shipping.saveZone(request.body, request.adminId)),
    );
    serve(app, updateShippingZone, async (request) =>
      shipping.saveZone(request.body, request.adminId, request.params.id),
    );
    serve(app, deleteShippingZone, async (request) => shipping.deleteZone(request.params.id, request.adminId));
  };
