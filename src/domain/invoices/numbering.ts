/**
 * Document numbers (decision 059): one gapless sequence per kind and calendar year, the
 * year part of the number. The store allocates the sequence's next value in the transaction that
 * issues the document (orders repo, `nextDocumentNumber`); this module only writes it.
 */
export type DocumentKind = 'invoice' | 'credit-note';

const PREFIX: Record<DocumentKind, string> = { invoice: '', 'credit-note': 'CN-' };

/** `2026-000001` for an invoice, `CN-2026-000001` for a credit note. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be 1 or more, not ${sequence}`);
  return `${PREFIX[kind]}${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year a document issued at this instant belongs to (UTC, as the store dates it). */
export const documentYear = (at: Date): number => at.getUTCFullYear();
