import { adminFeature } from './admin/feature';
import { atelierFeature } from './atelier/feature';
import { auditFeature } from './audit/feature';
import { authFeature } from './auth/feature';
import { cartFeature } from './cart/feature';
import { catalogueFeature } from './catalogue/feature';
import { catalogueFileFeature } from './catalogue-file/feature';
import { checkoutFeature } from './checkout/feature';
import { contactFeature } from './contact/feature';
import { creationsFeature } from './creations/feature';
import { customersFeature } from './customers/feature';
import { draftsFeature } from './drafts/feature';
import { giftCardsFeature } from './gift-cards/feature';
import { housePagesFeature } from './house-pages/feature';
import type { Feature } from './http/feature';
import { imagesFeature } from './images/feature';
import { invoicesFeature } from './invoices/feature';
import { mailFeature } from './mail/feature';
import { observabilityFeature } from './observability/feature';
import { marketingFeature } from './marketing/feature';
import { marketsFeature } from './markets/feature';
import { ordersFeature } from './orders/feature';
import { paymentsFeature } from './payments/feature';
import { privacyFeature } from './privacy/feature';
import { promotionsFeature } from './promotions/feature';
import { refillsFeature } from './refills/feature';
import { reviewsFeature } from './reviews/feature';
import { salesFeature } from './sales/feature';
import type { AppServices } from './services';
import { settingsFeature } from './settings/feature';
import { shippingFeature } from './shipping/feature';
import { staffFeature } from './staff/feature';
import { systemFeature } from './system/feature';
import { usersFeature } from './users/feature';
import { webhooksFeature } from './webhooks/feature';
import { wishlistFeature } from './wishlist/feature';

/**
 * The features that answer HTTP, each declared by its own folder's feature.ts: `app.ts` registers their shop
 * routes in this order, and `admin/routes.ts` their back-office routes behind its gate. The type checks that
 * the app's services give every plugin what it names. A new feature is its folder and one line here.
 */
export const FEATURES: readonly Feature<AppServices>[] = [
  systemFeature,
  observabilityFeature,
  catalogueFeature,
  catalogueFileFeature,
  marketsFeature,
  cartFeature,
  giftCardsFeature,
  promotionsFeature,
  salesFeature,
  creationsFeature,
  wishlistFeature,
  authFeature,
  privacyFeature,
  staffFeature,
  shippingFeature,
  settingsFeature,
  contactFeature,
  housePagesFeature,
  checkoutFeature,
  refillsFeature,
  webhooksFeature,
  marketingFeature,
  ordersFeature,
  atelierFeature,
  reviewsFeature,
  invoicesFeature,
  paymentsFeature,
  imagesFeature,
  draftsFeature,
  customersFeature,
  mailFeature,
  adminFeature,
  usersFeature,
  auditFeature,
];
