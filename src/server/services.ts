import type { PublicConfig } from '../domain/catalogue';
import { AdminService } from './admin/service';
import { AuditService } from './audit/service';
import { AuthService } from './auth/service';
import { SessionService } from './auth/session';
import { AuthThrottle, throttleLimits } from './auth/throttle';
import { CartService } from './cart/service';
import { CatalogueService } from './catalogue/service';
import { CreationService } from './creations/service';
import { CheckoutService } from './checkout/service';
import { type Config, paymentProviderFor } from './config';
import type { Store } from './db/client';
import { DraftService } from './drafts/service';
import { ImageService } from './images/service';
import { MailService } from './mail/service';
import { OrderService } from './orders/service';
import { SampleService } from './samples/service';
import type { PaymentProvider } from './payments/provider';
import { PaymentService } from './payments/service';
import { SimulatedProvider } from './payments/simulated';
import { StripeProvider } from './payments/stripe';
import { UsersService } from './users/service';
import { WishlistService } from './wishlist/service';

/** Every service of the shop, wired once; features reach each other only through these. */
export interface AppServices {
  config: Config;
  publicConfig: PublicConfig;
  store: Store;
  catalogue: CatalogueService;
  users: UsersService;
  sessions: SessionService;
  cart: CartService;
  wishlist: WishlistService;
  auth: AuthService;
  orders: OrderService;
  payments: PaymentService;
  checkout: CheckoutService;
  admin: AdminService;
  audit: AuditService;
  mail: MailService;
  images: ImageService;
  samples: SampleService;
  creations: CreationService;
  drafts: DraftService;
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
    payments: { provider, ...(provider === 'stripe' && config.stripe ? { publishableKey: config.stripe.publishableKey } : {}) },
  };
  const audit = new AuditService(db);
  const catalogue = new CatalogueService(db, store, audit);
  const users = new UsersService(db);
  const samples = new SampleService(db, config.samplePriceCents);
  const cart = new CartService(db, catalogue, samples);
  const mail = new MailService(db, config);
  const orders = new OrderService(db, config.currency, mail, config.publicUrl, catalogue, audit, samples);
  const payments = new PaymentService(db, makeProvider(config, store), config.currency);
  return {
    config,
    publicConfig,
    store,
    catalogue,
    users,
    sessions: new SessionService(db, config),
    cart,
    wishlist: new WishlistService(db, catalogue),
    auth: new AuthService(db, users, cart, new AuthThrottle(db, throttleLimits(config.authRateLimit)), mail, config.publicUrl),
    orders,
    payments,
    checkout: new CheckoutService(db, cart, orders, payments, mail, config.currency, catalogue),
    admin: new AdminService(users, orders, mail, catalogue, audit, payments),
    mail,
    audit,
    images: new ImageService(db),
    samples,
    creations: new CreationService(db, catalogue, cart),
    drafts: new DraftService(db),
  };
}
