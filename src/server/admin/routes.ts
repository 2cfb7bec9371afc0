import type { FastifyPluginAsync } from 'fastify';
import {
  exportAdminOrders,
  getAdminDashboard,
  getAdminOrder,
  getMail,
  listAdminOrders,
  listAdminUsers,
  listAudit,
  listMails,
  refundOrder,
  setOrderStatus,
} from '../../domain/api/admin';
import type { CatalogueBackOffice } from '../catalogue/back-office';
import type { CheckoutService } from '../checkout/service';
import { customerAdminRoutes } from '../customers/routes';
import type { CustomerCare } from '../customers/service';
import { serve } from '../http/endpoint';
import { sendJsonArray } from '../http/json-text';
import { withPageHeaders } from '../http/paging';
import { imageAdminRoutes } from '../images/routes';
import { invoiceAdminRoutes } from '../invoices/routes';
import type { InvoiceService } from '../invoices/service';
import type { ImageService } from '../images/service';
import type { OrderExport } from '../orders/csv';
import type { OrderLifecycle } from '../orders/lifecycle';
import { bookAdminRoutes } from '../orders/book-routes';
import type { OrderBooks } from '../orders/books';
import { orderNoteAdminRoutes } from '../orders/note-routes';
import type { OrderNotes } from '../orders/notes';
import { returnAdminRoutes } from '../orders/return-routes';
import { atelierAdminRoutes } from '../atelier/routes';
import type { AtelierService } from '../atelier/service';
import type { ReturnService } from '../orders/returns';
import { promotionAdminRoutes } from '../promotions/routes';
import type { PromotionService } from '../promotions/service';
import type { SettingsService } from '../settings/service';
import { settingsAdminRoutes } from '../settings/routes';
import { housePagesAdminRoutes } from '../house-pages/routes';
import type { HousePagesService } from '../house-pages/service';
import { reviewAdminRoutes } from '../reviews/routes';
import type { ReviewService } from '../reviews/service';
import { staffAdminRoutes } from '../staff/routes';
import type { StaffService } from '../staff/service';
import type { ShippingService } from '../shipping/service';
import { catalogueAdminRoutes } from './catalogue-routes';
import type { AdminService } from './service';

export const adminRoutes =
  ({
    admin,
    catalogueBackOffice,
    checkout,
    images,
    invoices,
    orderExport,
    books,
    orderLifecycle,
    returns,
    settings,
    shipping,
    housePages,
    promotions,
    atelier,
    staff,
    reviews,
    customerCare,
    orderNotes,
  }: {
    admin: AdminService;
    catalogueBackOffice: CatalogueBackOffice;
    checkout: CheckoutService;
    images: ImageService;
    invoices: InvoiceService;
    orderExport: OrderExport;
    books: OrderBooks;
    orderLifecycle: OrderLifecycle;
    returns: ReturnService;
    settings: SettingsService;
    shipping: ShippingService;
    housePages: HousePagesService;
    promotions: PromotionService;
    atelier: AtelierService;
    staff: StaffService;
    reviews: ReviewService;
    customerCare: CustomerCare;
    orderNotes: OrderNotes;
  }): FastifyPluginAsync =>
  async (app) => {
    // One gate for every back-office route, by the rule every staff branch of the shop follows
    // (SessionService.staffRefusal): 401 signed out, 403 ADMIN_ONLY for a customer, 403
    // TWO_FACTOR_SETUP_REQUIRED for a member who must still set up a second factor, 403 FORBIDDEN for
    // a role without the endpoint's declared permission. Routes read the member from the request.
    app.decorateRequest('adminId', 0);
    app.addHook('onRequest', async (request) => {
      // Every /api/admin route declares its permission (http/route-contract.ts refuses one without).
      const user = await request.requireStaff(request.routeOptions.config.endpoint?.permission);
      request.adminId = user.id;
    });
    await app.register(imageAdminRoutes({ images }));
    await app.register(settingsAdminRoutes({ settings, shipping }));
    await app.register(housePagesAdminRoutes({ housePages }));
    await app.register(returnAdminRoutes({ returns }));
    await app.register(atelierAdminRoutes({ atelier, settings }));
    await app.register(invoiceAdminRoutes({ invoices }));
    await app.register(promotionAdminRoutes({ promotions }));
    await app.register(staffAdminRoutes({ staff }));
    await app.register(reviewAdminRoutes({ reviews }));
    await app.register(customerAdminRoutes({ customerCare }));
    await app.register(orderNoteAdminRoutes({ orderNotes }));
    await app.register(bookAdminRoutes({ books }));

    serve(app, getAdminDashboard, async () => admin.dashboard());

    serve(app, listAdminUsers, async (request, reply) => {
      const { q, ...page } = request.query;
      return withPageHeaders(request, reply, await admin.users(q, page));
    });

    serve(app, listAdminOrders, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      // Written by the database as JSON text (decision 058): sent as it is.
      return sendJsonArray(
        reply,
        withPageHeaders(request, reply, await admin.orders(filter, { limit, after, before })),
      );
    });

    // Streamed a page of orders at a time: a large export never holds every order in memory.
    serve(app, exportAdminOrders, async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(orderExport.csv(request.query));
    });

    serve(app, getAdminOrder, async (request) => admin.order(request.params.id));

    serve(app, refundOrder, async (request) =>
      checkout.refundLines(request.params.orderId, request.body, request.adminId, request.log),
    );

    serve(app, listAudit, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      return withPageHeaders(request, reply, await admin.audit(filter, { limit, after, before }));
    });

    await app.register(catalogueAdminRoutes({ catalogueBackOffice }));

    serve(app, setOrderStatus, async (request) => {
      const { status, carrier, trackingNumber } = request.body;
      return orderLifecycle.setStatus(
        request.params.orderId,
        status,
        request.adminId,
        carrier && trackingNumber ? { carrier, trackingNumber } : undefined,
      );
    });

    serve(app, listMails, async (request, reply) => {
      const { orderId, ...page } = request.query;
      return withPageHeaders(request, reply, await admin.mails(orderId, page));
    });

    serve(app, getMail, async (request) => admin.mail(request.params.id));
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin behind an admin route (set by its gate). */
    adminId: number;
  }
}
