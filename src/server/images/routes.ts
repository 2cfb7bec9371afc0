import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadImage } from '../../domain/api/admin-catalogue';
import { MAX_IMAGE_BYTES } from '../../domain/catalogue/admin-schemas';
import { serve } from '../http/endpoint';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { ImageService } from './service';

/** Room for the multipart envelope around the largest image: a body declared longer is refused unread. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Once the answer is decided, the rest of a body nobody will read is thrown away: a part left
 * unread holds the multipart parser, and with it the connection, which a keep-alive client would
 * send its next request on.
 */
function discardRest(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** The uploaded file's bytes: the one part named `file`. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest('IMAGE_REQUIRED');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw AppError.badRequest('IMAGE_REQUIRED');
    const bytes = await part.toBuffer();
    // A file that ends exactly at the limit's chunk is cut without an error: busboy only marks it.
    if (part.file.truncated) throw new AppError(413, 'IMAGE_TOO_LARGE');
    // A form sent without a file chosen carries an empty part.
    if (bytes.length === 0) throw AppError.badRequest('IMAGE_REQUIRED');
    return bytes;
  } catch (err) {
    discardRest(request);
    if (err instanceof AppError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'IMAGE_TOO_LARGE');
    // Too many parts or fields, a malformed or cut-off body: the sender's mistake, never a 5xx.
    throw AppError.badRequest(
      'BAD_REQUEST',
      msg('The upload could not be read. Please send one image in the field "file".'),
    );
  }
}

/**
 * POST /api/admin/images, registered inside the back-office routes (their gate: 401 signed out, 403 for a
 * customer, and `request.adminId`). Multipart bodies are parsed here only: every other route
 * refuses them (415).
 */
export const imageAdminRoutes =
  ({ images }: { images: ImageService }): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
      throwFileSizeLimit: true,
    });

    serve(
      app,
      uploadImage,
      async (request, reply) => {
        if (!request.adminId) throw AppError.unauthorized();
        const bytes = await readImage(request);
        return reply.status(201).send(await images.upload(bytes, request.adminId));
      },
      {
        // After the back-office gate (route hooks run after their parents'): nobody else learns the limit.
        onRequest: async (request) => {
          if (Number(request.headers['content-length']) > MAX_IMAGE_BYTES + ENVELOPE_BYTES)
            throw new AppError(413, 'IMAGE_TOO_LARGE');
        },
      },
    );
  };

const mediaParams = z.object({ file: z.string() });

/** GET /media/<hash>.webp: an uploaded image, public and cached for good (its name is the hash of its bytes). */
export const mediaRoutes =
  ({ images }: { images: ImageService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/media/:file', { schema: { params: mediaParams } }, async (request, reply) => {
      const image = await images.find(request.params.file);
      if (!image) throw AppError.notFound('IMAGE_NOT_FOUND');
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    });
  };
