import type { PublicConfig } from '../domain/catalogue/catalogue';
import { AdminService } from './admin/service';
import { AtelierService } from './atelier/service';
import { AuditService } from './audit/service';
import { authServices } from './auth/feature';
import { catalogueServices } from './catalogue/feature';
import { orderServices } from './orders/feature';
import { AuthThrottle, throttleLimits } from './auth/throttle';
import { CartService } from './cart/service';
import { CreationService } from './creations/service';
import { ContactService } from './contact/service';
import { CustomerCare } from './customers/service';
import { sharedLanguages } from './i18n/languages';
import { CheckoutService } from './checkout/service';
import { placementLimits } from '../domain/checkout/holds';
import { type Config, paymentProviderFor } from './config';
import type { Store } from './db/client';
import { checkShapes } from './db/shaped';
import { DraftService } from './drafts/service';
import { GiftCardService } from './gift-cards/service';
import { HousePagesService } from './house-pages/service';
import { ImageService } from './images/service';
import { InvoiceService } from './invoices/service';
import { MailService } from './mail/service';
import { MetricsService } from './observability/service';
import { Tally } from './observability/tally';
import { MarketingService } from './marketing/service';
import { MarketsService } from './markets/service';
import { OrderDocuments } from './orders/documents';
import { PrivacyService } from './privacy/service';
import { SalesService } from './sales/service';
import { SampleService } from './samples/service';
import { PromotionService } from './promotions/service';
import { ReviewService } from './reviews/service';
import { RefillService } from './refills/service';
import type { PaymentProvider } from './payments/provider';
import { PaymentService } from './payments/service';
import { SimulatedProvider } from './payments/simulated';
import { StripeProvider } from './payments/stripe';
import { UsersService } from './users/service';
import { WishlistService } from './wishlist/service';
import { WebhookService } from './webhooks/service';
import { SettingsService } from './settings/service';
import { ShippingService } from './shipping/service';
import { StaffService } from './staff/service';

/** Every service of the shop, wired once; features reach each other only through these. */
export type AppServices = ReturnType<typeof createServices>;

function makeProvider(config: Config, store: Store): PaymentProvider | undefined {
  switch (paymentProviderFor(config)) {
    case 'stripe':
      return new StripeProvider(config.stripe!);
    case 'simulated':
      return new SimulatedProvider(store.db);
    case 'disabled':
      return undefined;
  }
}

/**
 * The composition, read top to bottom: each service is built from a dependencies object naming the ones made
 * above it; a feature with several services builds them in its feature.ts (catalogueServices, orderServices,
 * authServices). The routes are registered from src/server/features.ts.
 */
export function createServices(config: Config, store: Store) {
  const { db } = store;
  const provider = paymentProviderFor(config);
  const publicConfig: PublicConfig = {
    currency: config.currency,
    samplePrice: config.samplePriceCents / 100,
    payments: {
      provider,
      ...(provider === 'stripe' && config.stripe ? { publishableKey: config.stripe.publishableKey } : {}),
    },
  };
  const audit = new AuditService(db);
  // What the services count for GET /metrics (payments settled and failed, sign-ins refused): plain numbers.
  const tally = new Tally();
  // One throttle for every feature that counts attempts (its counters are rows: it keeps no state).
  const throttle = new AuthThrottle({ db, limits: throttleLimits(config.authRateLimit) });
  const { publicUrl, currency, samplePriceCents } = config;
  const checkWritten = config.env === 'test';
  if (checkWritten) checkShapes(db);
  // Every mail's footer: the house's address and contact as the settings say them when it is written.
  const mail = new MailService({ db, config, store, house: (tx) => settings.publicHouseIn(tx) });
  // Webhooks: the features' events, written in their transactions, posted to the owner's endpoints (issue #49).
  const webhooks: WebhookService = new WebhookService({
    db,
    store,
    config,
    audit,
    mail,
    people: () => ({ staff: services.staff, users }),
  });
  const markets = new MarketsService(db, store);
  const { catalogue, backInStock, stock, catalogueBackOffice } = catalogueServices({
    db,
    store,
    markets,
    baseCurrency: currency,
    mail,
    throttle,
    publicUrl,
    audit,
    webhooks,
  });
  const users = new UsersService(db);
  const reviews = new ReviewService({ db, catalogue, users, audit, tell: { mail, publicUrl } });
  catalogue.rateWith(() => reviews.ratings());
  const sales = new SalesService({ db, store, markets, catalogue, audit });
  // What a size shows is its sale price while a sale runs, with the regular and the 30 days' lowest prices.
  catalogue.saleWith(
    (market, regular) => sales.shown(market, regular),
    () => sales.now().getTime(),
  );
  const samples = new SampleService({ db, samplePriceCents });
  const settings = new SettingsService({ db, audit, store });
  const shipping = new ShippingService({ db, audit, store, baseCurrency: currency });
  const promotions = new PromotionService({ db, audit, currency, samplePriceCents, markets });
  const giftCards = new GiftCardService({ db, mail, throttle, publicUrl });
  const atelier = new AtelierService({
    db,
    catalogue,
    backOffice: catalogueBackOffice,
    settings,
    users,
    audit,
    checkWrittenLists: checkWritten,
  });
  const cart = new CartService({
    db,
    catalogue,
    stock,
    samples,
    shipping,
    settings,
    giftCards,
    promotions,
    markets,
    sales,
  });
  const { orderMails, ...orders } = orderServices({
    db,
    currency,
    publicUrl,
    checkWritten,
    limits: placementLimits(config.orderRateLimit),
    stock,
    samples,
    // A cancelled, superseded or expired order gives back its sample credits and its code's held use (decision 061).
    releases: {
      release: async (orderId, tx) => {
        await samples.release(orderId, tx);
        await promotions.release(orderId, tx);
      },
    },
    audit,
    mail,
    giftCards,
    atelier,
    settings,
    catalogue,
    // A return's refunds are the checkout's, made below in the services' object.
    refunds: () => services.checkout,
    webhooks,
  });
  const payments = new PaymentService({ db, maybeProvider: makeProvider(config, store), tally });
  const accounts = authServices({
    db,
    config,
    store,
    users,
    cart,
    throttle,
    mail,
    publicUrl,
    guestOrders: orders.orderCustomers,
    tally,
    webhooks,
  });
  const { sessions, twoFactor, accountSecurity, auth } = accounts;
  const wishlist = new WishlistService({ db, catalogue });
  const creations = new CreationService({ db, catalogue, backOffice: catalogueBackOffice, cart });
  const drafts = new DraftService(db);
  // Consent to marketing mail and the abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent").
  const marketing = new MarketingService({
    db,
    cart,
    users,
    staff: accountSecurity,
    mail,
    publicUrl,
    abandonedCartHours: config.abandonedCartHours,
  });
  const privacy = new PrivacyService({
    db,
    users,
    security: accountSecurity,
    throttle,
    twoFactor,
    orders: orders.orderCustomers,
    mail,
    creations,
    wishlist,
    drafts,
    cart,
    reviews,
    backInStock,
    marketing,
  });
  const staff = new StaffService({ db, users, sessions, auth, mail, audit, throttle, publicUrl });
  // Refills: a renewal is settled by the checkout, made below in the services' object (DESIGN §1 "Refills").
  const refills: RefillService = new RefillService({
    db,
    settings,
    cart,
    markets,
    orders: orders.orderPlacing,
    lifecycle: orders.orderLifecycle,
    payments,
    confirm:
      () =>
      (orderId: number, intentId: string): Promise<{ status: string }> =>
        services.checkout.confirm(orderId, intentId),
    users,
    mail,
    publicUrl,
    webhooks,
  });
  const services = {
    config,
    publicConfig,
    store,
    /** The shop's languages: a translator each (docs/decisions/069-languages.md). */
    languages: sharedLanguages(),
    /** The storefront's catalogue, held in memory. */
    catalogue,
    /** Where the shop sells, in which currency, at which prices (decision 070). */
    markets,
    /** Sizes on sale per market, and the kept regular prices their lowest prior price reads. */
    sales,
    /** The perfumes' bottles. */
    stock,
    /** The back office's perfumes and ingredients and their edits. */
    catalogueBackOffice,
    /** "Notify me": addresses waiting for a sold-out size, mailed once when it is back. */
    backInStock,
    users,
    cart,
    /** The house's legal details, public contact details and VAT rates. */
    settings,
    /** The contact page's messages, mailed to the house. */
    contact: new ContactService({ db, mail, throttle, settings }),
    /** Shipping zones and methods. */
    shipping,
    /** The house's own pages: the owner's words, their facts read from the settings (issue #43). */
    housePages: new HousePagesService({
      db,
      audit,
      sources: { settings, shipping, catalogue, currency, samplePriceCents },
      store,
    }),
    wishlist,
    ...accounts,
    /** A person's data: the export, and the deletion of their account. */
    privacy,
    ...orders,
    payments,
    checkout: new CheckoutService({
      db,
      cart,
      orders: orders.orderPlacing,
      lifecycle: orders.orderLifecycle,
      mails: orderMails,
      payments,
      samples,
      giftCards,
      promotions,
      refills,
      webhooks,
    }),
    /** Refills: subscriptions, their renewals and reminders (DESIGN §1 "Refills"). */
    refills,
    /** Webhooks: the owner's endpoints and the outbox of their deliveries (DESIGN §1 "Webhooks and integrations"). */
    webhooks,
    /** Marketing consent and the abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent"). */
    marketing,
    admin: new AdminService({
      db,
      userService: users,
      orderReading: orders.orderReading,
      stock,
      giftCards,
      staff,
      markets,
      refills,
    }),
    mail,
    /** `GET /metrics` with METRICS_TOKEN: requests timed, the outboxes' and renewals' backlogs (src/server/observability). */
    metrics: new MetricsService({ token: config.metricsToken, store, tally, mail, refills, webhooks }),
    audit,
    images: new ImageService(db),
    samples,
    creations,
    drafts,
    /** Invoices, credit notes and packing slips, drawn from the orders' snapshots. */
    invoices: new InvoiceService({ orders: new OrderDocuments(db), settings }),
    /** Gift cards: sold, mailed on their day, applied, spent and given back (decision 062). */
    giftCards,
    /** Discount codes and the automatic gift sample. */
    promotions,
    /** Labels of custom perfumes, and the work orders that make them (decision 064). */
    atelier,
    /** Customers' reviews of the perfumes they received, and their moderation (decision 066). */
    reviews,
    /** The house's staff: invitations, roles, suspensions (decision 065). */
    staff,
    /** Customer care: a customer's page, notes about customers, an order's mail sent again. */
    customerCare: new CustomerCare({
      db,
      users,
      sessions,
      orders: orders.orderCustomers,
      creations,
      wishlist,
      mail,
      audit,
    }),
  };
  return services;
}
