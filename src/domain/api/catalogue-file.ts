import { catalogueCsvSchema, catalogueImportQuerySchema, catalogueImportSchema } from '../catalogue-file/schemas';
import { endpoint } from './endpoint';

/*
 * The catalogue as a file (DESIGN §4 "Catalogue file"; docs/features/catalogue-file.md): every perfume and size
 * exported as CSV, and the same file imported, checked row by row first (a dry run), applied whole or not at all.
 */
const tag = 'Back office: catalogue';

export const exportCatalogueFile = endpoint({
  method: 'GET',
  path: '/api/admin/perfumes.csv',
  tag,
  summary:
    'Every perfume and size, archived ones too, as CSV (UTF-8 with a BOM): a row per perfume and size, a price column per market (empty: derived at its rate), the stock, the French texts.',
  auth: 'admin',
  permission: 'catalogue',
  produces: 'text/csv',
  responses: { 200: catalogueCsvSchema },
});

export const importCatalogueFile = endpoint({
  method: 'POST',
  path: '/api/admin/perfumes.csv',
  tag,
  summary:
    'Imports the exported file (multipart, field "file"): a row with an id updates its perfume, one without adds one. With `dryRun=true`, says what each row would change and every error at its line and column, writing nothing; without, applies every row or none (400 `CATALOGUE_FILE_INVALID` with the errors).',
  auth: 'admin',
  permission: 'catalogue',
  multipart: true,
  query: catalogueImportQuerySchema,
  responses: { 200: catalogueImportSchema },
  errors: {
    400: ['CATALOGUE_FILE_REQUIRED', 'CATALOGUE_FILE_INVALID'],
    409: ['CATALOGUE_FILE_CONFLICT'],
    413: ['CATALOGUE_FILE_TOO_LARGE'],
  },
});
