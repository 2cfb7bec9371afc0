import type { CustomerPage, Note } from '../../domain/customers/schemas';
import type { MailSummary } from '../../domain/mail/schemas';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/session';
import type { CreationService } from '../creations/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/service';
import type { OrderCustomers } from '../orders/customers';
import type { UsersService } from '../users/service';
import type { WishlistService } from '../wishlist/service';
import { type CustomerNoteRow, insertCustomerNote, notesOfCustomer } from './repo';

const toNote = (row: CustomerNoteRow): Note => ({
  id: row.id,
  body: row.body,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

/** How many of a customer's orders their page lists (the Orders tab, filtered by them, has them all). */
const RECENT_ORDERS = 10;

/**
 * Customer care in the back office (DESIGN §1, "Customer care"): a customer's page composed from the
 * features that own its parts, the house's internal notes about customers (never shown to them), and
 * an order's mail sent again.
 */
export class CustomerCare {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      users: Pick<UsersService, 'find'>;
      sessions: Pick<SessionService, 'access' | 'present'>;
      orders: Pick<OrderCustomers, 'careOf' | 'currentAddress' | 'mailSecrets'>;
      creations: Pick<CreationService, 'list'>;
      wishlist: Pick<WishlistService, 'list'>;
      mail: Pick<MailService, 'get' | 'resend'>;
      audit: Pick<AuditService, 'record'>;
    },
  ) {}

  /** The customer's page; 404 for no such account. */
  async page(userId: number): Promise<CustomerPage> {
    const { users, sessions, orders, creations, wishlist } = this.deps;
    const row = await users.find(userId);
    if (!row) throw AppError.notFound('CUSTOMER_NOT_FOUND');
    const [access, care, made, saved, notes] = await Promise.all([
      sessions.access(userId),
      orders.careOf(userId, RECENT_ORDERS),
      creations.list(userId),
      wishlist.list(userId),
      notesOfCustomer(this.db, userId),
    ]);
    return {
      profile: sessions.present(row, access),
      ...care,
      creations: made.length,
      wishlist: saved.perfumeIds.length,
      notes: notes.map(toNote),
    };
  }

  /** Adds a note about the customer, with its audit row, in one transaction; 404 for no such account. */
  async addNote(userId: number, body: string, authorId: number): Promise<Note> {
    if (!(await this.deps.users.find(userId))) throw AppError.notFound('CUSTOMER_NOT_FOUND');
    const id = await withTransaction(this.db, async (tx) => {
      const noteId = await insertCustomerNote(tx, { userId, authorId, body });
      await this.deps.audit.record(
        { adminId: authorId, action: 'customer.note-added', entity: 'customer', entityId: userId, details: { noteId } },
        tx,
      );
      return noteId;
    });
    const note = (await notesOfCustomer(this.db, userId)).find((n) => n.id === id);
    return toNote(note!);
  }

  /**
   * Sends an order's mail again to the order's current address (its account's, else the order's),
   * with an audit row; 409 for a mail of no order, of an order whose customer was deleted, or a private
   * mail (a gift card's code).
   */
  async resendMail(mailId: number, adminId: number): Promise<MailSummary> {
    const { mail, orders, audit } = this.deps;
    // Read before the transaction: PGlite's one connection is the transaction's until it ends.
    const original = await mail.get(mailId);
    const { orderId } = original;
    if (orderId === null) throw AppError.conflict('MAIL_NOT_RESENDABLE');
    const to = (await orders.currentAddress(orderId)) ?? '';
    return withTransaction(this.db, async (tx) => {
      // The copy carries a new key to the order's page: the original's was forgotten once sent.
      const copy = await mail.resend(mailId, to, (names, db) => orders.mailSecrets(orderId, names, db), tx);
      await audit.record(
        {
          adminId,
          action: 'order.mail-resent',
          entity: 'order',
          entityId: orderId,
          details: { mailId, copyId: copy.id, kind: copy.kind },
        },
        tx,
      );
      return copy;
    });
  }
}
