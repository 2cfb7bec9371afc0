import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedImage } from '../../domain/catalogue/admin-schemas';
import type { Db } from '../db/client';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { findImage, insertImage } from './repo';

/** Longest side of a stored image, in pixels; larger uploads are shrunk to fit, smaller ones kept. */
const MAX_SIDE = 1600;
/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;
const CONTENT_TYPE = 'image/webp';
/** Recently served images kept in memory (they never change: the name is the hash of the bytes). */
const CACHE_BYTES = 16 * 1024 * 1024;

/** The stored name of an image: `<hash>.webp`, the hash 32 base64url characters. */
const FILE_NAME = /^([A-Za-z0-9_-]{32})\.webp$/;

// Uploads are rare and each is decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** An image as `/media/<file>` sends it. */
export interface ServedImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** The formats accepted, recognised by their first bytes before any decoder sees the file. */
function sniff(bytes: Buffer): 'png' | 'jpeg' | 'webp' | undefined {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * The images table's one owner. An upload's type is decided by its content (never its name or the
 * type the browser claims): PNG, JPEG or WebP, checked by its first bytes and again by what sharp
 * reads. Every image is re-encoded: turned upright (EXIF orientation), shrunk to fit 1600×1600,
 * written as WebP without its metadata (no EXIF, no GPS position), and stored in the database under
 * the hash of the new bytes, so every server process serves it and its URL never changes meaning.
 */
export class ImageService {
  /** Images are decoded one at a time: sharp works on libuv's threads, which sign-ins (scrypt) share. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly cache = new Map<string, ServedImage>();
  private cachedBytes = 0;

  constructor(private readonly db: Db) {}

  async upload(bytes: Buffer, adminId: number): Promise<UploadedImage> {
    const encoded = await this.oneAtATime(() => reencode(bytes));
    const hash = createHash('sha256').update(encoded.data).digest('base64url').slice(0, 32);
    await insertImage(this.db, {
      hash,
      contentType: CONTENT_TYPE,
      bytes: encoded.data,
      width: encoded.width,
      height: encoded.height,
      uploadedBy: adminId,
    });
    return { imageSrc: `/media/${hash}.webp`, width: encoded.width, height: encoded.height };
  }

  /** The image a `/media/<file>` names, or undefined for a name the shop never gave out. */
  async find(file: string): Promise<ServedImage | undefined> {
    const hash = FILE_NAME.exec(file)?.[1];
    if (!hash) return undefined;
    const cached = this.cache.get(hash);
    if (cached) {
      // Most recently used last: the first entry is the one to drop.
      this.cache.delete(hash);
      this.cache.set(hash, cached);
      return cached;
    }
    const row = await findImage(this.db, hash);
    if (!row) return undefined;
    // pg answers a Buffer, PGlite a Uint8Array (copied: it may view the whole result's memory).
    const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
    const image = { contentType: row.contentType, bytes, etag: `"${hash}"` };
    this.remember(hash, image);
    return image;
  }

  private remember(hash: string, image: ServedImage): void {
    if (image.bytes.byteLength > CACHE_BYTES / 8 || this.cache.has(hash)) return;
    this.cache.set(hash, image);
    this.cachedBytes += image.bytes.byteLength;
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= old.bytes.byteLength;
    }
  }

  private oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

async function reencode(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const claimed = sniff(bytes);
  if (!claimed) throw AppError.badRequest('IMAGE_INVALID');
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const { format } = await input().metadata();
    if (format !== claimed) throw AppError.badRequest('IMAGE_INVALID');
    const { data, info } = await input()
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const tooLarge = err instanceof Error && /pixel limit/i.test(err.message);
    // Whatever sharp cannot read (a truncated or corrupt file) is the uploader's to fix.
    throw AppError.badRequest(
      'IMAGE_INVALID',
      tooLarge ? msg('Images may be at most {megapixels} megapixels.') : undefined,
      tooLarge ? { values: { megapixels: MAX_INPUT_PIXELS / 1_000_000 } } : undefined,
    );
  }
}
