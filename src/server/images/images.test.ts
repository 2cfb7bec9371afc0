import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../../domain/api/admin-catalogue';
import {
  IMAGE_SRC_PATTERN,
  MAX_IMAGE_BYTES,
  type UploadedImage,
  uploadedImageSchema,
} from '../../domain/catalogue/admin-schemas';
import { DEMO_ADMIN } from '../admin/bootstrap';
import { ImageService } from './service';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, written out by hand as a browser would send it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads as the back office does: a FormData with the file in its field `file`, sent by `uploadImage`. */
function upload(
  client: Client,
  data: Buffer | string,
  filename = 'bottle.png',
  contentType = 'image/png',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: contentType }),
    filename,
  );
  return client.send(uploadImage, { body: form }, headers);
}

/** The same upload written out by hand, its length said up front: for the tests of what that length tells. */
function uploadRaw(client: Client, data: Buffer) {
  const body = multipart([{ name: 'file', data, filename: 'bottle.png', contentType: 'image/png' }]);
  return client.call('POST', '/api/admin/images', body.payload, body.headers);
}

function picture(width: number, height: number) {
  // Two colours, so an image turned on its side is told apart from the original.
  return sharp({ create: { width, height, channels: 3, background: '#b0413e' } }).composite([
    { input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#f4e9d8' } }, left: 0, top: 0 },
  ]);
}

/** Uploads, checks the answer, and fetches the image it names. */
async function uploadAndFetch(data: Buffer, filename = 'bottle.png', contentType = 'image/png') {
  const res = await upload(admin, data, filename, contentType);
  expect(res.statusCode, res.body).toBe(201);
  return fetchUploaded(uploadedImageSchema.parse(res.answer));
}

/** Checks where an upload's answer says the image is served, and fetches it. */
async function fetchUploaded(answer: UploadedImage) {
  expect(answer.imageSrc).toMatch(/^\/media\/[A-Za-z0-9_-]{32}\.webp$/);
  expect(answer.imageSrc).toMatch(IMAGE_SRC_PATTERN);
  const served = await new Client(t.app).get(answer.imageSrc);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  return { answer, served, bytes: served.rawPayload };
}

describe('POST /api/admin/images', () => {
  it.each([
    ['PNG', () => picture(640, 480).png().toBuffer(), 'image/png'],
    ['JPEG', () => picture(640, 480).jpeg().toBuffer(), 'image/jpeg'],
    ['WebP', () => picture(640, 480).webp().toBuffer(), 'image/webp'],
  ] as const)('accepts a %s and serves it as WebP of the same size (never enlarged)', async (_, make, type) => {
    const { answer, bytes } = await uploadAndFetch(await make(), 'bottle', type);
    expect(answer).toMatchObject({ width: 640, height: 480 });
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('shrinks a large image to fit inside 1600×1600, keeping its proportions', async () => {
    const { answer, bytes } = await uploadAndFetch(await picture(3000, 2000).png().toBuffer());
    expect(answer).toEqual({ imageSrc: answer.imageSrc, width: 1600, height: 1067 });
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 1067 });
    const tall = await uploadAndFetch(await picture(1000, 3000).jpeg().toBuffer(), 'tall.jpg', 'image/jpeg');
    expect(tall.answer).toMatchObject({ width: 533, height: 1600 });
  });

  it('turns a photo upright by its EXIF orientation and serves it without EXIF (no camera, no GPS position)', async () => {
    const photo = await picture(400, 300)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'secret-owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 7/1',
        },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(photo.includes('SecretCam')).toBe(true);

    const { answer, bytes } = await uploadAndFetch(photo, 'holiday.jpg', 'image/jpeg');
    // Orientation 6: the stored picture is the upright one, turned a quarter.
    expect(answer).toMatchObject({ width: 300, height: 400 });
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes('SecretCam')).toBe(false);
    expect(bytes.includes('secret-owner')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('stores the same image once, under the hash of its bytes, with the admin who sent it', async () => {
    const data = await picture(120, 90).png().toBuffer();
    const first = (await upload(admin, data)).answer;
    const second = (await upload(admin, data, 'again.png')).answer;
    expect(second.imageSrc).toBe(first.imageSrc);
    const hash = first.imageSrc.slice('/media/'.length, -'.webp'.length);
    const rows = await queryRows<{ content_type: string; uploaded_by: number; email: string }>(
      t.store.db,
      sql`select i.content_type, i.uploaded_by, u.email from images i join users u on u.id = i.uploaded_by where i.hash = ${hash}`,
    );
    expect(rows).toEqual([{ content_type: 'image/webp', uploaded_by: expect.any(Number), email: DEMO_ADMIN.email }]);
  });

  it('decides the type by the content: SVG (even named .png), GIF and junk are refused with IMAGE_INVALID', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>';
    const gif = await picture(50, 50).gif().toBuffer();
    const cases: [string, Buffer | string, string][] = [
      ['svg', svg, 'image/png'],
      ['svg', svg, 'image/svg+xml'],
      ['gif', gif, 'image/png'],
      ['junk', randomBytes(20_000), 'image/jpeg'],
      ['text', 'hello, world', 'image/webp'],
    ];
    for (const [label, data, type] of cases) {
      const res = await upload(admin, data, 'picture.png', type);
      expect(res.statusCode, label).toBe(400);
      expect(res.error, label).toMatchObject({ code: 'IMAGE_INVALID' });
    }
  });

  it('refuses a file that starts like a PNG or JPEG but is not one (cut off, or junk behind the header)', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const data of [
      png.subarray(0, png.length / 2),
      Buffer.concat([png.subarray(0, 8), randomBytes(5000)]),
      Buffer.concat([jpegHeader, randomBytes(5000)]),
    ]) {
      const res = await upload(admin, data);
      expect(res.statusCode).toBe(400);
      expect(res.error.code).toBe('IMAGE_INVALID');
    }
  });

  it('refuses a decompression bomb (a small PNG declaring 20,000 × 20,000 pixels) before decoding it', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await upload(admin, png);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({ code: 'IMAGE_INVALID', message: expect.stringMatching(/megapixels/) });
  });

  it('answers 413 IMAGE_TOO_LARGE past 5 MB, whether the body says so up front or not', async () => {
    const justOver = await uploadRaw(admin, randomBytes(MAX_IMAGE_BYTES + 1));
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    const wayOver = await uploadRaw(admin, randomBytes(MAX_IMAGE_BYTES * 2));
    expect(wayOver.statusCode).toBe(413);
    expect(wayOver.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('accepts an image of more than the 1 MB JSON body limit', async () => {
    // Noise does not compress: a 1400×1000 PNG of it is about 4 MB.
    const noisy = await sharp(randomBytes(1400 * 1000 * 3), { raw: { width: 1400, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect(noisy.length).toBeLessThan(MAX_IMAGE_BYTES);
    // Written out by hand, its length said up front: past the JSON limit.
    const res = await uploadRaw(admin, noisy);
    expect(res.statusCode, res.body).toBe(201);
    const { answer } = await fetchUploaded(uploadedImageSchema.parse(res.json()));
    expect(answer).toMatchObject({ width: 1400, height: 1000 });
  });

  it('answers 400 IMAGE_REQUIRED without a file', async () => {
    const onlyField = multipart([{ name: 'title', data: 'no file here' }]);
    const otherName = multipart([
      { name: 'image', data: await picture(10, 10).png().toBuffer(), filename: 'a.png', contentType: 'image/png' },
    ]);
    const emptyFile = multipart([
      { name: 'file', data: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    ]);
    const emptyForm = multipart([]);
    for (const body of [onlyField, otherName, emptyFile, emptyForm]) {
      const res = await admin.call('POST', '/api/admin/images', body.payload, body.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('IMAGE_REQUIRED');
    }
    const json = await admin.post('/api/admin/images', {});
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('IMAGE_REQUIRED');
  });

  it('answers 400, never 5xx, to a malformed multipart body', async () => {
    const res = await admin.call(
      'POST',
      '/api/admin/images',
      '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      {
        'content-type': 'multipart/form-data; boundary=nope',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    const noBoundary = await admin.call('POST', '/api/admin/images', 'abc', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().code).toBe('BAD_REQUEST');
  });

  it('is for admins only: 401 signed out, 403 for a customer, 403 from another site', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const anon = await upload(new Client(t.app), png);
    expect(anon.statusCode).toBe(401);
    const cust = await upload(await signedIn(t), png);
    expect(cust.statusCode).toBe(403);
    expect(cust.error.code).toBe('ADMIN_ONLY');
    // The size is not told to strangers either: the gate answers first.
    expect((await uploadRaw(new Client(t.app), randomBytes(MAX_IMAGE_BYTES * 2))).statusCode).toBe(401);
    const crossSite = await upload(admin, png, 'a.png', 'image/png', { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.error.code).toBe('CROSS_SITE');
    const sameSite = await upload(admin, png, 'a.png', 'image/png', { origin: 'http://localhost' });
    expect(sameSite.statusCode).toBe(201);
  });

  it('over a real keep-alive connection, a refused upload leaves the connection usable for the next request', async () => {
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    // One socket: every request below travels on the same connection, one after the other.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: { payload: Buffer; headers: Record<string, string> }) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: base.hostname,
            port: base.port,
            method,
            path,
            agent,
            timeout: 10_000,
            headers: { ...body?.headers, cookie: admin.sessionCookie ?? '' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer`)));
        req.on('error', reject);
        req.end(body?.payload);
      });
    const big = randomBytes(2 * 1024 * 1024);
    const otherName = multipart([{ name: 'image', data: big, filename: 'a.png', contentType: 'image/png' }]);
    const tooManyFields = multipart([
      ...['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, data: 'x' })),
      { name: 'file', data: big, filename: 'a.png', contentType: 'image/png' },
    ]);
    const png = multipart([
      { name: 'file', data: await picture(40, 40).png().toBuffer(), filename: 'a.png', contentType: 'image/png' },
    ]);
    try {
      expect(await send('POST', '/api/admin/images', otherName)).toBe(400);
      expect(await send('GET', '/api/health')).toBe(200);
      expect(await send('POST', '/api/admin/images', tooManyFields)).toBe(400);
      expect(await send('POST', '/api/admin/images', png)).toBe(201);
      expect(
        await send(
          'POST',
          '/api/admin/images',
          multipart([{ name: 'file', data: randomBytes(MAX_IMAGE_BYTES + 1), filename: 'a.png' }]),
        ),
      ).toBe(413);
      expect(await send('POST', '/api/admin/images', png)).toBe(201);
      const twoFiles = multipart([
        { name: 'file', data: await picture(30, 30).png().toBuffer(), filename: 'a.png', contentType: 'image/png' },
        { name: 'file', data: big, filename: 'b.png', contentType: 'image/png' },
      ]);
      expect(await send('POST', '/api/admin/images', twoFiles)).toBe(201);
      expect(
        await send('POST', '/api/admin/images', multipart([{ name: 'file', data: big, filename: 'junk.png' }])),
      ).toBe(400);
      expect(await send('GET', '/api/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('parses multipart bodies on this route only', async () => {
    const body = multipart([
      { name: 'guestId', data: newGuestId() },
      { name: 'perfumeId', data: '1' },
    ]);
    const res = await new Client(t.app).call('POST', '/api/cart', body.payload, body.headers);
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /media/:file', () => {
  it('serves an upload as immutable, with an ETag, nosniff and 304 for a fresh copy', async () => {
    const { answer, served } = await uploadAndFetch(await picture(64, 64).png().toBuffer());
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const again = await t.app.inject({ url: answer.imageSrc, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: answer.imageSrc });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('serves exactly the bytes the store holds, which another process (a fresh service, no cache) serves too', async () => {
    const { answer, bytes } = await uploadAndFetch(await picture(32, 48).png().toBuffer());
    const file = answer.imageSrc.slice('/media/'.length);
    const [row] = await queryRows<{ bytes: Uint8Array }>(
      t.store.db,
      sql`select bytes from images where hash = ${file.slice(0, -'.webp'.length)}`,
    );
    expect(Buffer.from(row!.bytes).equals(bytes)).toBe(true);
    const elsewhere = await new ImageService(t.store.db).find(file);
    expect(elsewhere).toMatchObject({ contentType: 'image/webp', etag: `"${file.slice(0, -'.webp'.length)}"` });
    expect(elsewhere!.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    '/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp',
    '/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png',
    '/media/short.webp',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(['IMAGE_NOT_FOUND', 'NOT_FOUND']).toContain(res.json().code);
  });

  it('refuses a name with a control character as every route does (400)', async () => {
    const res = await t.app.inject({ url: '/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp%00.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CONTROL_CHARACTER');
  });
});
