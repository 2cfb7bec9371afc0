import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FileRecord, PlannedError } from '../../domain/catalogue-file/plan';
import { msg } from '../../domain/i18n/translator';

/**
 * The catalogue file as text (RFC 4180, by csv-parse and csv-stringify): written in UTF-8 with a BOM (spreadsheet
 * apps then read its accents), CRLF lines and every cell in quotes, empty ones too (a spreadsheet splitting lines on `;` keeps a
 * cell whole); read with or without the BOM, with CRLF or LF lines (or both), separated by commas (or semicolons, or tabs,
 * as the header shows), each record with the line it starts on and the row a spreadsheet shows it on.
 */

/** The rows of cells as the file's text. */
export function writeCsv(table: readonly (readonly string[])[]): string {
  return stringify(table as string[][], { bom: true, quoted: true, quoted_empty: true, record_delimiter: 'windows' });
}

const LF = 0x0a;
const CR = 0x0d;

/** The separator the header uses: commas, unless its first record has semicolons (or tabs) and no comma outside quotes. */
function delimiterOf(text: string): string {
  const seen = new Set<string>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) seen.add(char);
  }
  return seen.has(',') ? ',' : seen.has(';') ? ';' : seen.has('\t') ? '\t' : ',';
}

/** Where a CSV syntax error is, in words. */
function syntaxWords(code: string): string {
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return msg('A quote opened on this line is never closed: a text in quotes ends with a quote');
  if (code === 'CSV_INVALID_CLOSING_QUOTE')
    return msg('A quote in the middle of a text: put the text in quotes and double its own quotes ("")');
  return msg('This line cannot be read as CSV');
}

/**
 * The file's records, each with its line (a text editor's: the header is line 1, a record whose quoted cell spans
 * lines is at its first) and its row (a spreadsheet's: one per record, one per blank line); or the error that stops
 * the reading, at its line and column.
 */
export function readCsv(bytes: Buffer): { records: FileRecord[]; error?: PlannedError } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      records: [],
      error: {
        line: 1,
        row: 1,
        column: '',
        message: { id: msg('The file is not UTF-8 text: save it as “CSV UTF-8”') },
      },
    };
  }
  const records: FileRecord[] = [];
  // Where the last record ended (bytes), and the line and row counted up to there.
  let end = 0;
  let line = 1;
  let row = 0;
  /** Moves past the line breaks from `end` to `to`, counting them (CRLF is one). */
  const countTo = (to: number) => {
    for (let i = end; i < to; i++) {
      if (bytes[i] === LF || (bytes[i] === CR && bytes[i + 1] !== LF)) line += 1;
    }
    end = to;
  };
  /**
   * The start of the record after `end` (which is past the last record's own line break): past the blank lines,
   * each a row of its own in a spreadsheet.
   */
  const startNext = () => {
    let at = end;
    while (at < bytes.length && (bytes[at] === LF || bytes[at] === CR)) {
      if (bytes[at] === LF || bytes[at + 1] !== LF) row += 1;
      at += 1;
    }
    countTo(at);
    row += 1;
    return { line, row };
  };
  let header: readonly string[] = [];
  try {
    parse(bytes, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      // CRLF, LF or CR, even mixed in one file (a line added in another editor).
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (cells: string[], context: { bytes: number }) => {
        const at = startNext();
        records.push({ ...at, cells });
        if (records.length === 1) header = cells;
        countTo(context.bytes);
        return cells;
      },
    });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const at = startNext();
    const index = (err as CsvError & { column?: unknown }).column;
    const column = typeof index === 'number' ? (header[index] ?? '').trim().toLowerCase() : '';
    return { records, error: { ...at, column, message: { id: syntaxWords(err.code) } } };
  }
  return { records };
}
