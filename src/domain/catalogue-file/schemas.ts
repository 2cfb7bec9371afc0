import { z } from '../shared/zod';

/**
 * The catalogue file's answers (DESIGN §4 "Catalogue file"): what an import would do, or did, row by row, and what
 * stops it, each error at its line and column.
 */

/** A place in the file: its line as a text editor counts it (the header is line 1; a record spanning lines is at its first) and its row as a spreadsheet numbers it. */
const place = {
  line: z.number().describe('The line of the file the record starts on (the header is line 1).'),
  row: z
    .number()
    .describe(
      'The row a spreadsheet shows it on (the header is row 1); differs from `line` after a cell spanning lines.',
    ),
};

const fileErrorSchema = z.object({
  ...place,
  column: z.string().describe('The column by its header name; empty for the whole line.'),
  message: z.string(),
});

const rowActions = ['created', 'updated', 'unchanged'] as const;
export type RowAction = (typeof rowActions)[number];

const rowReportSchema = z.object({
  ...place,
  perfumeId: z.number().nullable().describe('Null for a perfume the file adds.'),
  perfume: z.string(),
  volume: z.number().nullable(),
  action: z.enum(rowActions).describe('`created`: a new perfume or a new size; `updated`: a column of it changes.'),
  changes: z
    .array(z.object({ column: z.string(), from: z.string(), to: z.string() }))
    .describe(
      "The columns that change, as the file writes them (empty: none, or derived at the market's rate); `sizes` lists a perfume's sizes when it gains or loses one.",
    ),
});
export type RowReport = z.infer<typeof rowReportSchema>;

/** POST /api/admin/perfumes.csv: counts of perfumes, the rows and the errors. */
export const catalogueImportSchema = z.object({
  created: z.number().describe('Perfumes the file adds.'),
  updated: z.number().describe('Perfumes of which something changes.'),
  unchanged: z.number().describe('Perfumes the file lists as they are.'),
  errors: z.array(fileErrorSchema),
  rows: z.array(rowReportSchema),
  applied: z.boolean().describe('True when the changes were written (never on a dry run).'),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

export const catalogueImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional().describe('`true`: say what the file would change, write nothing.'),
});

/** GET /api/admin/perfumes.csv: the file (UTF-8 with a BOM, CRLF lines). */
export const catalogueCsvSchema = z.string();

/** The largest catalogue file an import reads, in bytes. */
export const MAX_CATALOGUE_FILE_BYTES = 20 * 1024 * 1024;
