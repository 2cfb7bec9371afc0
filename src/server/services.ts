import type { PublicConfig } from '../domain/catalogue/catalogue';
import { AdminService } from './admin/service';
import { AtelierService } from './atelier/service';
import { AuditService } from './audit/service';
import { AccountSecurity } from './auth/security';
import { AuthService } from './auth/service';
import { SessionService } from './auth/session';
import { AuthThrottle, throttleLimits } from './auth/throttle';
import { TwoFactorService } from './auth/two-factor';
import { EmailVerification } from './auth/verification';
import { CartService } from './cart/service';
import { CatalogueBackOffice } from './catalogue/back-office';
import { BackInStock } from './catalogue/back-in-stock';
import { CatalogueSnapshot } from './catalogue/snapshot';
import { CatalogueStock } from './catalogue/stock';
import { CreationService } from './creations/service';
import { ContactService } from './contact/service';
import { CustomerCare } from './customers/service';
import { CheckoutService } from './checkout/service';
import { placementLimits } from '../domain/checkout/holds';
import { type Config, paymentProviderFor } from './config';
import type { Store } from './db/client';
import { DraftService } from './drafts/service';
import { GiftCardService } from './gift-cards/service';
import { HousePagesService } from './house-pages/service';
import { ImageService } from './images/service';
import { InvoiceService } from './invoices/service';
import { MailService } from './mail/service';
import { OrderBooks } from './orders/books';
import { OrderExport } from './orders/csv';
import { OrderCustomers } from './orders/customers';
import { OrderDocuments } from './orders/documents';
import { OrderLifecycle } from './orders/lifecycle';
import { OrderMails } from './orders/mails';
import { OrderNotes } from './orders/notes';
import { OrderPlacing } from './orders/placing';
import { OrderReading } from './orders/reading';
import { ReturnService } from './orders/returns';
import { PrivacyService } from './privacy/service';
import { SampleService } from './samples/service';
import { PromotionService } from './promotions/service';
import { ReviewService } from './reviews/service';
import type { PaymentProvider } from './payments/provider';
import { PaymentService } from './payments/service';
import { SimulatedProvider } from './payments/simulated';
import { StripeProvider } from './payments/stripe';
import { UsersService } from './users/service';
import { WishlistService } from './wishlist/service';
import { SettingsService } from './settings/service';
import { ShippingService } from './shipping/service';
import { StaffService } from './staff/service';

/** Every service of the shop, wired once; features reach each other only through these. */
export interface AppServices {
  config: Config;
  publicConfig: PublicConfig;
  store: Store;
  /** The storefront's catalogue, held in memory. */
  catalogue: CatalogueSnapshot;
  /** The perfumes' bottles. */
  stock: CatalogueStock;
  /** The back office's perfumes and ingredients and their edits. */
  catalogueBackOffice: CatalogueBackOffice;
  /** "Notify me": addresses waiting for a sold-out size, mailed once when it is back. */
  backInStock: BackInStock;
  users: UsersService;
  sessions: SessionService;
  cart: CartService;
  wishlist: WishlistService;
  auth: AuthService;
  /** A second factor for any account: TOTP and recovery codes, and sign-in in two steps. */
  twoFactor: TwoFactorService;
  /** Addresses confirmed by a mailed link. */
  emailVerification: EmailVerification;
  /** An account's devices, and what its export and deletion read of the auth tables. */
  accountSecurity: AccountSecurity;
  /** A customer's orders as a whole: guest orders joining a confirmed account, export, anonymised for the books. */
  orderCustomers: OrderCustomers;
  /** A person's data: the export, and the deletion of their account. */
  privacy: PrivacyService;
  /** Placing an order and paying for it. */
  orderPlacing: OrderPlacing;
  /** Status changes, refunds, expiry. */
  orderLifecycle: OrderLifecycle;
  /** Orders as shoppers and the back office read them. */
  orderReading: OrderReading;
  orderExport: OrderExport;
  /** The books: the credit notes' export and the VAT report for the OSS return (issue #43). */
  books: OrderBooks;
  payments: PaymentService;
  checkout: CheckoutService;
  admin: AdminService;
  audit: AuditService;
  mail: MailService;
  images: ImageService;
  samples: SampleService;
  creations: CreationService;
  drafts: DraftService;
  /** The house's legal details, public contact details and VAT rates. */
  settings: SettingsService;
  /** The contact page's messages, mailed to the house. */
  contact: ContactService;
  /** Shipping zones and methods. */
  shipping: ShippingService;
  /** The house's own pages: the owner's words, their facts read from the settings (issue #43). */
  housePages: HousePagesService;
  /** Returns asked from the order page, decided, received and refunded in the back office. */
  returns: ReturnService;
  /** Invoices, credit notes and packing slips, drawn from the orders' snapshots. */
  invoices: InvoiceService;
  /** Gift cards: sold, mailed on their day, applied, spent and given back (decision 062). */
  giftCards: GiftCardService;
  /** Discount codes and the automatic gift sample. */
  promotions: PromotionService;
  /** Labels of custom perfumes, and the work orders that make them (decision 064). */
  atelier: AtelierService;
  /** The house's staff: invitations, roles, suspensions (DESIGN §1, "Staff"). */
  staff: StaffService;
  /** Customers' reviews of the perfumes they received, and their moderation (DESIGN §1, "Reviews"). */
  reviews: ReviewService;
  /** Customer care: a customer's page, notes about customers, an order's mail sent again. */
  customerCare: CustomerCare;
  /** The house's internal notes on orders. */
  orderNotes: OrderNotes;
}

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

export function createServices(config: Config, store: Store): AppServices {
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
  // One throttle for every feature that counts attempts (its counters are rows: it keeps no state).
  const throttle = new AuthThrottle({ db, limits: throttleLimits(config.authRateLimit) });
  const { publicUrl, currency, samplePriceCents } = config;
  const checkWritten = config.env === 'test';
  const catalogue = new CatalogueSnapshot({ db, store });
  const mail = new MailService({ db, config, store });
  const backInStock = new BackInStock({ db, mail, throttle, publicUrl });
  const stock = new CatalogueStock({ db, catalogue, backInStock });
  const catalogueBackOffice = new CatalogueBackOffice({ db, catalogue, audit, backInStock });
  const users = new UsersService(db);
  const reviews = new ReviewService({ db, catalogue, users, audit, tell: { mail, publicUrl } });
  catalogue.rateWith(() => reviews.ratings());
  const samples = new SampleService({ db, samplePriceCents });
  const settings = new SettingsService({ db, audit, store });
  const shipping = new ShippingService({ db, audit, store });
  const promotions = new PromotionService({ db, audit, currency, samplePriceCents });
  const giftCards = new GiftCardService({ db, currency, mail, throttle, publicUrl });
  const atelier = new AtelierService({
    db,
    catalogue,
    backOffice: catalogueBackOffice,
    settings,
    users,
    audit,
    checkWrittenLists: checkWritten,
  });
  const cart = new CartService({ db, catalogue, stock, samples, shipping, settings, giftCards, promotions });
  const orderMails = new OrderMails({ samples, mail, publicUrl, settings });
  // A cancelled, superseded or expired order gives back its sample credits and its code's held use (decision 061).
  const releases = {
    release: async (orderId: number, tx: Parameters<SampleService['release']>[1]) => {
      await samples.release(orderId, tx);
      await promotions.release(orderId, tx);
    },
  };
  const orderLifecycle = new OrderLifecycle({
    db,
    stock,
    samples: releases,
    audit,
    mails: orderMails,
    giftCards,
    atelier,
  });
  // An order of gift cards only completes itself once the last card's mail is sent (issue #43).
  orderLifecycle.cardMails = mail;
  mail.onSent('gift-card', async ({ orderId }) => {
    if (orderId !== null) await orderLifecycle.completeMailedCards(orderId);
  });
  const orderPlacing = new OrderPlacing({
    db,
    currency,
    stock,
    samples,
    lifecycle: orderLifecycle,
    limits: placementLimits(config.orderRateLimit),
    atelier,
  });
  const orderReading = new OrderReading({ db, samples, giftCards, checkWrittenLists: checkWritten, atelier });
  const payments = new PaymentService({ db, maybeProvider: makeProvider(config, store), currency });
  const sessions = new SessionService({ db, config });
  const twoFactor = new TwoFactorService({ db, throttle, secureCookies: config.isProduction });
  const orderCustomers = new OrderCustomers(db);
  const emailVerification = new EmailVerification({
    db,
    users,
    throttle,
    mail,
    guestOrders: orderCustomers,
    publicUrl,
  });
  const accountSecurity = new AccountSecurity(db);
  const auth = new AuthService({
    db,
    users,
    cart,
    throttle,
    mail,
    publicUrl,
    twoFactor,
    verification: emailVerification,
  });
  const wishlist = new WishlistService({ db, catalogue });
  const creations = new CreationService({ db, catalogue, backOffice: catalogueBackOffice, cart });
  const drafts = new DraftService(db);
  const privacy = new PrivacyService(db, {
    users,
    security: accountSecurity,
    throttle,
    twoFactor,
    orders: orderCustomers,
    mail,
    creations,
    wishlist,
    drafts,
    cart,
    reviews,
    backInStock,
  });
  const staff = new StaffService({ db, users, sessions, auth, mail, audit, throttle, publicUrl });
  const services: AppServices = {
    config,
    publicConfig,
    store,
    catalogue,
    stock,
    catalogueBackOffice,
    backInStock,
    users,
    sessions,
    cart,
    settings,
    contact: new ContactService({ db, mail, throttle, settings }),
    shipping,
    housePages: new HousePagesService({
      db,
      audit,
      sources: { settings, shipping, catalogue, currency, samplePriceCents },
      store,
    }),
    wishlist,
    auth,
    twoFactor,
    emailVerification,
    accountSecurity,
    orderCustomers,
    privacy,
    orderPlacing,
    orderLifecycle,
    orderReading,
    orderExport: new OrderExport({ db, checkWrittenPages: checkWritten }),
    books: new OrderBooks({ db, settings, currency }),
    payments,
    checkout: new CheckoutService({
      db,
      currency,
      cart,
      orders: orderPlacing,
      lifecycle: orderLifecycle,
      mails: orderMails,
      payments,
      samples,
      giftCards,
      promotions,
    }),
    admin: new AdminService({
      userService: users,
      orderReading,
      mailService: mail,
      stock,
      auditService: audit,
      payments,
      giftCards,
      staff,
    }),
    mail,
    audit,
    images: new ImageService(db),
    samples,
    creations,
    drafts,
    // Its refunds are the checkout's, made above in this same object.
    returns: new ReturnService({
      db,
      audit,
      mails: orderMails,
      house: settings,
      refunds: () => services.checkout,
      publicUrl,
    }),
    invoices: new InvoiceService({ orders: new OrderDocuments(db), settings }),
    giftCards,
    promotions,
    atelier,
    reviews,
    staff,
    customerCare: new CustomerCare(db, {
      users,
      sessions,
      orders: orderCustomers,
      creations,
      wishlist,
      mail,
      audit,
    }),
    orderNotes: new OrderNotes({ db, audit }),
  };
  return services;
}
