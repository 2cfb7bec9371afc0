import type { Note } from '../../domain/customers/schemas';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { insertOrderNote, type NoteRow, notesOfOrder } from './notes/repo';
import { findOrder } from './repo';

/** A note as the back office reads it. */
const toNote = (row: NoteRow): Note => ({
  id: row.id,
  body: row.body,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

/** What OrderNotes is built from (services.ts gives each by name). */
export interface OrderNotesDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
}

/**
 * The house's internal notes on an order (decision 066): written in the back office with
 * who and when, read there only; no answer a shopper reads holds them.
 */
export class OrderNotes {
  private readonly db: Db;
  private readonly audit: Pick<AuditService, 'record'>;

  constructor({ db, audit }: OrderNotesDeps) {
    this.db = db;
    this.audit = audit;
  }

  /** The order's notes, newest first; 404 for no such order. */
  async list(orderId: number): Promise<Note[]> {
    if (!(await findOrder(this.db, orderId))) throw AppError.notFound('ORDER_NOT_FOUND');
    return (await notesOfOrder(this.db, orderId)).map(toNote);
  }

  /** Adds a note with its audit row, in one transaction; 404 for no such order. */
  async add(orderId: number, body: string, authorId: number): Promise<Note> {
    if (!(await findOrder(this.db, orderId))) throw AppError.notFound('ORDER_NOT_FOUND');
    const id = await withTransaction(this.db, async (tx) => {
      const row = await insertOrderNote(tx, { orderId, authorId, body });
      await this.audit.record(
        {
          adminId: authorId,
          action: 'order.note-added',
          entity: 'order',
          entityId: orderId,
          details: { noteId: row.id },
        },
        tx,
      );
      return row.id;
    });
    const note = (await notesOfOrder(this.db, orderId)).find((n) => n.id === id);
    return toNote(note!);
  }
}
