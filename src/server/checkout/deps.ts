import type { CartService } from '../cart/service';
import type { Db } from '../db/client';
import type { GiftCardService } from '../gift-cards/service';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { OrderMails } from '../orders/mails';
import type { OrderPlacing } from '../orders/placing';
import type { PaymentService } from '../payments/service';
import type { PromotionService } from '../promotions/service';
import type { RefillService } from '../refills/service';
import type { SampleService } from '../samples/service';
import type { WebhookEvents } from '../webhooks/service';

/** What CheckoutService is built from (services.ts gives each by name); each use case of its modules takes the part it needs. */
export interface CheckoutDeps {
  db: Db;
  cart: CartService;
  orders: OrderPlacing;
  lifecycle: Pick<OrderLifecycle, 'refunds' | 'recordPaymentGivenBack'>;
  mails: Pick<OrderMails, 'enqueue'>;
  payments: PaymentService;
  samples: Pick<SampleService, 'creditedElsewhere' | 'ofOrders'>;
  giftCards: GiftCardService;
  promotions: Pick<PromotionService, 'attach' | 'reserve' | 'take' | 'onPaid' | 'unreserve'>;
  /** A paid order's refill lines become subscriptions; a renewal's payment moves its subscription on (DESIGN §1 "Refills"). */
  refills: Pick<RefillService, 'onPaid'>;
  /** `order.paid` and `order.refunded`, written in the payment's and the refund's transactions (issue #49). */
  webhooks: WebhookEvents;
}
