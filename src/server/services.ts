import type { PublicConfig } from '../domain/catalogue';
import { AdminService } from './admin/service';
import { AuditService } from './audit/service';
import { AuthService } from './auth/service';
import { SessionService } from './auth/session';
import { AuthThrottle, throttleLimits } from './auth/throttle';
import { CartService } from './cart/service';
import { CatalogueService } from './catalogue/service';
import { CheckoutService } from './checkout/service';
import { type Config, paymentProviderFor } from './config';
import type { Store } from './db/client';
import { ImageService } from './images/service';
import { MailService } from './mail/service';
import { OrderService } from './orders/service';
import type { PaymentProvider } from './payments/provider';
import { PaymentService } from './payments/service';
import { SimulatedProvider } from './payments/simulated';
import { StripeProvider } from './payments/stripe';
import { UsersService } from './users/service';

/** Every service of the shop, wired once; features reach each other only through these. */
export interface AppServices {
  config: Config;
  publicConfig: PublicConfig;
  store: Store;
  catalogue: CatalogueService;
  users: UsersService;
  sessions: SessionService;
  cart: CartService;
  auth: AuthService;
  orders: OrderService;
  payments: PaymentService;
  checkout: CheckoutService;
  admin: AdminService;
  audit: AuditService;
  mail: MailService;
  images: ImageService;
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
    payments: { provider, ...(provider === 'stripe' && config.stripe ? { publishableKey: config.stripe.publishableKey } : {}) },
  };
  const audit = new AuditService(db);
  const catalogue = new CatalogueService(db, store, audit);
  const users = new UsersService(db);
  const cart = new CartService(db, catalogue);
  const mail = new MailService(db, config);
  const orders = new OrderService(db, config.currency, mail, config.publicUrl, catalogue, audit);
  const payments = new PaymentService(db, makeProvider(config, store), config.currency);
  return {
    config,
    publicConfig,
    store,
    catalogue,
    users,
    sessions: new SessionService(db, config),
    cart,
    auth: new AuthService(db, users, cart, new AuthThrottle(db, throttleLimits(config.authRateLimit)), mail, config.publicUrl),
    orders,
    payments,
    checkout: new CheckoutService(db, cart, orders, payments, mail, config.currency, catalogue),
    admin: new AdminService(users, orders, mail, catalogue, audit, payments),
    mail,
    audit,
    images: new ImageService(db),
  };
}
