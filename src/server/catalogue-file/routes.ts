import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { exportCatalogueFile, importCatalogueFile } from '../../domain/api/catalogue-file';
import { type CatalogueImport, MAX_CATALOGUE_FILE_BYTES } from '../../domain/catalogue-file/schemas';
import { msg, type Translator } from '../../domain/i18n/translator';
import { errorMessages } from '../../domain/shared/errors';
import type { AuditService } from '../audit/service';
import type { CatalogueBackOffice } from '../catalogue/back-office';
import type { Config } from '../config';
import type { Store } from '../db/client';
import { serve } from '../http/endpoint';
import { AppError, formatErrorText } from '../http/errors';
import { MarketsBackOffice, type PriceSources } from '../markets/back-office';
import type { MarketsService } from '../markets/service';
import { CatalogueFile, type ImportOutcome } from './service';

/** Room for the multipart envelope around the largest file: a body declared longer is refused unread. */
const ENVELOPE_BYTES = 64 * 1024;

/** Once the answer is decided, the rest of a body nobody will read is thrown away (it would hold the connection). */
function discardRest(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** The uploaded file's bytes: the one part named `file`. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest('CATALOGUE_FILE_REQUIRED');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw AppError.badRequest('CATALOGUE_FILE_REQUIRED');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError(413, 'CATALOGUE_FILE_TOO_LARGE');
    if (bytes.length === 0) throw AppError.badRequest('CATALOGUE_FILE_REQUIRED');
    return bytes;
  } catch (err) {
    discardRest(request);
    if (err instanceof AppError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'CATALOGUE_FILE_TOO_LARGE');
    throw AppError.badRequest(
      'BAD_REQUEST',
      msg('The upload could not be read. Please send one CSV file in the field "file".'),
    );
  }
}

/** An import's outcome as the API answers it: its errors in the request's language. */
const answerOf = ({ plan, applied }: ImportOutcome, t: Translator['t']): CatalogueImport => ({
  created: plan.created,
  updated: plan.updated,
  unchanged: plan.unchanged,
  errors: plan.errors.map((e) => ({
    line: e.line,
    row: e.row,
    column: e.column,
    message: formatErrorText(t, e.message),
  })),
  rows: plan.rows,
  applied,
});

/**
 * GET and POST /api/admin/perfumes.csv, inside the back-office gate (permission `catalogue`). Multipart bodies are
 * parsed here for the import only. The file's writes go through the editor's service (`catalogueBackOffice`) and
 * the Markets tab's price lists.
 */
export const catalogueFileAdminRoutes =
  ({
    store,
    markets,
    audit,
    catalogueBackOffice,
    settings,
    promotions,
    config,
  }: {
    store: Store;
    markets: MarketsService;
    audit: AuditService;
    catalogueBackOffice: CatalogueBackOffice;
    settings: PriceSources['settings'];
    promotions: PriceSources['promotions'];
    config: Pick<Config, 'samplePriceCents'>;
  }): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_CATALOGUE_FILE_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
      throwFileSizeLimit: true,
    });
    const marketPrices = new MarketsBackOffice({
      db: store.db,
      markets,
      audit,
      sources: {
        catalogueBackOffice,
        settings,
        promotions,
        samplePriceCents: config.samplePriceCents,
      },
    });
    const file = new CatalogueFile({ db: store.db, perfumes: catalogueBackOffice.perfumes, markets, marketPrices });

    serve(app, exportCatalogueFile, async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await file.csv());
    });

    serve(
      app,
      importCatalogueFile,
      async (request, reply) => {
        const bytes = await readFile(request);
        const dryRun = request.query.dryRun === 'true';
        const { t } = request.translator;
        const answer = answerOf(await file.import(bytes, { dryRun, adminId: request.adminId }), t);
        // Refused whole: the errors, and what each row would have done, with the API's error fields.
        if (!dryRun && !answer.applied)
          return reply
            .status(400)
            .send({ message: t(errorMessages.CATALOGUE_FILE_INVALID), code: 'CATALOGUE_FILE_INVALID', ...answer });
        return answer;
      },
      {
        // After the back-office gate (route hooks run after their parents'): nobody else learns the limit.
        onRequest: async (request) => {
          if (Number(request.headers['content-length']) > MAX_CATALOGUE_FILE_BYTES + ENVELOPE_BYTES)
            throw new AppError(413, 'CATALOGUE_FILE_TOO_LARGE');
        },
      },
    );
  };
