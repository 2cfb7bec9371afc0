import type { Db } from '../db/client';
import type { Feature } from '../http/feature';
import type { MailService } from '../mail/service';
import { orderAdminRoutes } from './admin-routes';
import { bookAdminRoutes } from './book-routes';
import { OrderBooks, type OrderBooksDeps } from './books';
import { OrderExport } from './csv';
import { OrderCustomers } from './customers';
import { OrderLifecycle, type OrderLifecycleDeps } from './lifecycle';
import { OrderMails, type OrderMailsDeps } from './mails';
import { OrderNotes } from './notes';
import { orderNoteAdminRoutes } from './note-routes';
import { OrderPlacing, type OrderPlacingDeps } from './placing';
import { OrderReading, type OrderReadingDeps } from './reading';
import { returnAdminRoutes, returnRoutes } from './return-routes';
import { ReturnService, type ReturnDeps } from './returns';
import { orderRoutes } from './routes';

export const ordersFeature = {
  name: 'orders',
  routes: [orderRoutes, returnRoutes],
  adminRoutes: [orderAdminRoutes, returnAdminRoutes, orderNoteAdminRoutes, bookAdminRoutes],
} satisfies Feature;

/** What the orders' services are built from (services.ts gives each by name). */
export interface OrderServicesDeps {
  db: Db;
  currency: string;
  /** The origin of the links in mails. */
  publicUrl: string;
  /** Tests: every list and export the database writes is checked against the one this process would present. */
  checkWritten: boolean;
  limits: OrderPlacingDeps['limits'];
  stock: OrderLifecycleDeps['stock'] & OrderPlacingDeps['stock'];
  samples: OrderMailsDeps['samples'] & OrderPlacingDeps['samples'] & OrderReadingDeps['samples'];
  /** What a cancelled, superseded or expired order gives back beside its bottles (sample credits, a code's held use). */
  releases: OrderLifecycleDeps['samples'];
  audit: OrderLifecycleDeps['audit'];
  mail: OrderMailsDeps['mail'] & OrderLifecycleDeps['cardMails'] & Pick<MailService, 'onSent'>;
  giftCards: OrderLifecycleDeps['giftCards'] & OrderReadingDeps['giftCards'];
  atelier: OrderLifecycleDeps['atelier'] & OrderPlacingDeps['atelier'] & OrderReadingDeps['atelier'];
  settings: OrderMailsDeps['settings'] & OrderBooksDeps['settings'] & ReturnDeps['house'];
  /** The perfumes' photographs beside the confirmation's lines. */
  catalogue: OrderMailsDeps['catalogue'];
  /** The checkout's refunds, read when a return is refunded (the checkout is built after the orders). */
  refunds: ReturnDeps['refunds'];
  /** The orders' events for the webhooks' endpoints (shipped, cancelled, refunded, a return asked). */
  webhooks: OrderLifecycleDeps['webhooks'] & ReturnDeps['webhooks'];
}

/** The orders' services, built once, each from what it names. */
export function orderServices({
  db,
  currency,
  publicUrl,
  checkWritten,
  limits,
  stock,
  samples,
  releases,
  audit,
  mail,
  giftCards,
  atelier,
  settings,
  catalogue,
  refunds,
  webhooks,
}: OrderServicesDeps) {
  const orderMails = new OrderMails({ samples, mail, publicUrl, settings, catalogue });
  const orderLifecycle = new OrderLifecycle({
    db,
    stock,
    samples: releases,
    audit,
    mails: orderMails,
    giftCards,
    atelier,
    // An order of gift cards only completes itself once the last card's mail is sent (issue #43).
    cardMails: mail,
    webhooks,
  });
  mail.onSent('gift-card', async ({ orderId }) => {
    if (orderId !== null) await orderLifecycle.completeMailedCards(orderId);
  });
  return {
    orderMails,
    /** Status changes, refunds, expiry. */
    orderLifecycle,
    /** Placing an order and paying for it. */
    orderPlacing: new OrderPlacing({ db, stock, samples, lifecycle: orderLifecycle, limits, atelier }),
    /** Orders as shoppers and the back office read them. */
    orderReading: new OrderReading({ db, samples, giftCards, checkWrittenLists: checkWritten, atelier }),
    /** A customer's orders as a whole: guest orders joining a confirmed account, export, anonymised for the books. */
    orderCustomers: new OrderCustomers(db),
    orderExport: new OrderExport({ db, checkWrittenPages: checkWritten }),
    /** The books: the credit notes' export and the VAT report for the OSS return (issue #43). */
    books: new OrderBooks({ db, settings, currency }),
    /** The house's internal notes on orders. */
    orderNotes: new OrderNotes({ db, audit }),
    /** Returns asked from the order page, decided, received and refunded in the back office. */
    returns: new ReturnService({ db, audit, mails: orderMails, house: settings, refunds, publicUrl, webhooks }),
  };
}
