/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * profile/picture: upload (at most 2 MB, png, jpeg or webp decided by the bytes), read back, replace and delete,
 * for the customer and for a view-as loved one, with the catalogue's messages. What is stored is the upload
 * decoded and encoded again: no metadata (no GPS position), orientation applied, scaled down to what is shown.
 */
import { crc32 } from 'node:zlib';

import { PROFILE_PHOTO_MAX_SIZE_BYTES, formatMessage, messages } from '@careportal/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { pictures } from '../src/db/schema/index.ts';
import { STORED_PHOTO_MAX_PX } from '../src/routes/profile/picture/image.ts';
import { imageType } from '../src/routes/profile/picture/index.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const TOO_LARGE = formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: '2' });
const WRONG_TYPE = formatMessage(messages.validation.fileExtensionNotAllowed, {
  fileExtensionAllowed: 'png, jpg, jpeg, webp',
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
/** A PNG signature, then a web page: what a browser would run if it were ever served as HTML. */
const PNG_THEN_HTML = Buffer.concat([
  PNG.subarray(0, 8),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);

/** `png` with a private ancillary chunk before IEND that makes it exactly `size` bytes: still a valid PNG. */
function paddedPng(png: Buffer, size: number): Buffer {
  const type = Buffer.from('prVt');
  const data = Buffer.alloc(size - png.length - 12);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

/**
 * An EXIF block as a phone writes one (big-endian TIFF): Orientation 6 (turn 90° clockwise to show) and a GPS
 * position, 1°17'N 103°50'E.
 */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (b: Buffer) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(tiff.subarray(at + 8, at + 12));
  };
  // IFD0 at 8: Orientation (SHORT) and the GPS IFD's offset (LONG); GPS IFD at 38, its rationals at 92 and 116.
  tiff.writeUInt16BE(2, 8);
  entry(10, 0x0112, 3, 1, (b) => b.writeUInt16BE(6, 0));
  entry(22, 0x8825, 4, 1, (b) => b.writeUInt32BE(38, 0));
  tiff.writeUInt16BE(4, 38);
  entry(40, 0x0001, 2, 2, (b) => b.write('N', 0, 'latin1'));
  entry(52, 0x0002, 5, 3, (b) => b.writeUInt32BE(92, 0));
  entry(64, 0x0003, 2, 2, (b) => b.write('E', 0, 'latin1'));
  entry(76, 0x0004, 5, 3, (b) => b.writeUInt32BE(116, 0));
  [1, 1, 17, 1, 0, 1, 103, 1, 50, 1, 0, 1].forEach((n, i) => tiff.writeUInt32BE(n, 92 + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** `jpeg` with {@link exifSegment} right after its start-of-image marker. */
const withExif = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });

/** Real photos made for the tests: a small JPEG and WebP, a 40 × 20 JPEG from a phone, a 3000 × 2000 JPEG. */
const photos = {} as Record<'jpeg' | 'webp' | 'phone' | 'large', Buffer>;
beforeAll(async () => {
  photos.jpeg = await solid(8, 8).jpeg().toBuffer();
  photos.webp = await solid(8, 8).webp().toBuffer();
  photos.phone = withExif(await solid(40, 20).jpeg().toBuffer());
  photos.large = await solid(3000, 2000).jpeg().toBuffer();
});

describe('imageType', () => {
  it('knows PNG, JPEG and WebP by their bytes and nothing else', () => {
    expect(imageType(PNG)).toBe('image/png');
    expect(imageType(JPEG)).toBe('image/jpeg');
    expect(imageType(WEBP)).toBe('image/webp');
    expect(imageType(GIF)).toBeUndefined();
    expect(imageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(imageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe.each(drivers())('profile/picture on %s', (driver) => {
  const suite = customerSuite(driver, 'CPPICT01');

  async function upload(
    body: Buffer | string,
    contentType: string,
    options: { subject?: string; viewAs?: string } = {},
  ) {
    const token = await signToken(suite.keys, options.subject ?? 'demo-ahkow');
    return suite.app.inject({
      method: 'PUT',
      url: '/profile/picture',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        ...(options.viewAs ? { 'view-as': options.viewAs } : {}),
      },
      payload: body,
    });
  }
  async function read(options: { subject?: string; viewAs?: string; url?: string } = {}) {
    const token = await signToken(suite.keys, options.subject ?? 'demo-ahkow');
    return suite.app.inject({
      method: 'GET',
      url: options.url ?? '/profile/picture',
      headers: { authorization: `Bearer ${token}`, ...(options.viewAs ? { 'view-as': options.viewAs } : {}) },
    });
  }

  async function storedPictures(): Promise<number> {
    const [row] = await suite.database.handle.db.select({ n: sql<number>`count(*)::int` }).from(pictures);
    return row?.n ?? -1;
  }

  it('stores a PNG, serves it back with its type, and names it in the profile', async () => {
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.success.updated });
    const url = res.json().data.pictureUrl as string;
    expect(url).toMatch(/^profile\/picture\?v=[0-9a-f]{16}$/);
    const back = await read({ url: `/${url}` });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(await sharp(back.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const token = await signToken(suite.keys, 'demo-ahkow');
    const profile = await suite.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.pictureUrl).toBe(url);
  });

  it('decides the type by content, whatever the header or name says, and replaces the picture', async () => {
    const res = await upload(photos.jpeg, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect((await read()).headers['content-type']).toBe('image/jpeg');
    expect((await upload(photos.webp, 'image/png')).statusCode).toBe(200);
    const back = await read();
    expect(back.headers['content-type']).toBe('image/webp');
    expect((await sharp(back.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a PNG signature followed by HTML, and anything else that only starts like an image', async () => {
    const before = await read();
    const count = await storedPictures();
    for (const body of [PNG_THEN_HTML, JPEG, WEBP, PNG.subarray(0, PNG.length - 20)]) {
      const res = await upload(body, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'FILE_TYPE_NOT_ALLOWED', message: WRONG_TYPE });
    }
    expect(await storedPictures()).toBe(count);
    const after = await read();
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(after.rawPayload.includes('<script>')).toBe(false);
  });

  it("keeps no metadata of a phone's photo: no EXIF, no GPS position, and the orientation applied", async () => {
    const sent = await sharp(photos.phone).metadata();
    expect([sent.orientation, sent.exif?.includes('Exif')]).toEqual([6, true]);
    expect((await upload(photos.phone, 'image/jpeg')).statusCode).toBe(200);
    const back = await read();
    expect(back.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(back.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect([stored.exif, stored.orientation, stored.xmp, stored.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(back.rawPayload.includes('Exif')).toBe(false);
  });

  it(`scales a large photo down to at most ${STORED_PHOTO_MAX_PX} pixels on its longest side`, async () => {
    expect((await upload(photos.large, 'image/jpeg')).statusCode).toBe(200);
    const back = await read();
    expect(await sharp(back.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: STORED_PHOTO_MAX_PX,
      height: Math.round((STORED_PHOTO_MAX_PX * 2000) / 3000),
    });
    expect(back.rawPayload.length).toBeLessThan(photos.large.length);
  });

  it("rejects another kind of file, even named or labelled as an image, with the catalogue's message", async () => {
    const before = await read();
    for (const [body, type] of [
      [GIF, 'image/gif'],
      ['not an image', 'image/png'],
      [Buffer.from('%PDF-1.7 …'), 'application/pdf'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'FILE_TYPE_NOT_ALLOWED', message: WRONG_TYPE });
    }
    const json = await upload(JSON.stringify({ picture: 'x' }), 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(WRONG_TYPE);
    expect((await read()).rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it("rejects a file over 2 MB with 413 and the catalogue's message, and takes exactly 2 MB", async () => {
    const big = paddedPng(PNG, PROFILE_PHOTO_MAX_SIZE_BYTES + 1);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE', message: TOO_LARGE });
    const exact = paddedPng(PNG, PROFILE_PHOTO_MAX_SIZE_BYTES);
    expect(exact.length).toBe(PROFILE_PHOTO_MAX_SIZE_BYTES);
    expect((await upload(exact, 'image/png')).statusCode).toBe(200);
    // The padding is not pixels: what is stored is the 1×1 picture alone.
    expect((await read()).rawPayload.length).toBeLessThan(1024);
  });

  it("keeps a view-as loved one's picture apart from the customer's", async () => {
    const own = await read();
    expect((await read({ viewAs: suite.meiLingId })).statusCode).toBe(404);
    expect((await upload(photos.webp, 'image/webp', { viewAs: suite.meiLingId })).statusCode).toBe(200);
    expect((await read({ viewAs: suite.meiLingId })).headers['content-type']).toBe('image/webp');
    expect((await read()).rawPayload.equals(own.rawPayload)).toBe(true);
    expect((await read()).headers['content-type']).toBe('image/png');
  });

  it('deletes the picture; then it is 404 and the profile has none', async () => {
    const token = await signToken(suite.keys, 'demo-ahkow');
    const del = await suite.app.inject({
      method: 'DELETE',
      url: '/profile/picture',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
    const again = await suite.app.inject({
      method: 'DELETE',
      url: '/profile/picture',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(404);
  });

  it('shows nobody else the picture: no token 401, another customer 404, a stranger view-as 403', async () => {
    expect((await upload(PNG, 'image/png')).statusCode).toBe(200);
    const none = await suite.app.inject({ method: 'GET', url: '/profile/picture' });
    expect(none.statusCode).toBe(401);
    const noneUpload = await suite.app.inject({
      method: 'PUT',
      url: '/profile/picture',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(noneUpload.statusCode).toBe(401);
    const expired = await suite.app.inject({
      method: 'GET',
      url: '/profile/picture',
      headers: { authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30 })}` },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().statusCode).toBe(1003);
    expect((await read({ subject: 'demo-siti' })).statusCode).toBe(404);
    expect((await read({ subject: 'demo-siti', viewAs: suite.meiLingId })).statusCode).toBe(403);
    expect(
      (await upload(GIF, 'image/png', { subject: 'demo-siti', viewAs: suite.strangerLovedOneId })).statusCode,
    ).toBe(403);
  });
});
