/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * profile/picture: upload (at most 2 MB, png, jpeg or webp decided by the bytes), read back, replace and delete,
 * for the customer and for a view-as loved one, with the catalogue's messages.
 */
import { PROFILE_PHOTO_MAX_SIZE_BYTES, formatMessage, messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

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

  it('stores a PNG, serves it back with its type, and names it in the profile', async () => {
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.success.updated });
    const url = res.json().data.pictureUrl as string;
    expect(url).toMatch(/^profile\/picture\?v=[0-9a-f]{16}$/);
    const back = await read({ url: `/${url}` });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
    const token = await signToken(suite.keys, 'demo-ahkow');
    const profile = await suite.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.pictureUrl).toBe(url);
  });

  it('decides the type by content, whatever the header or name says, and replaces the picture', async () => {
    const res = await upload(JPEG, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect((await read()).headers['content-type']).toBe('image/jpeg');
    expect((await upload(WEBP, 'image/png')).statusCode).toBe(200);
    expect((await read()).headers['content-type']).toBe('image/webp');
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
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_PHOTO_MAX_SIZE_BYTES + 1 - PNG.length)]);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE', message: TOO_LARGE });
    const exact = Buffer.concat([PNG, Buffer.alloc(PROFILE_PHOTO_MAX_SIZE_BYTES - PNG.length)]);
    expect((await upload(exact, 'image/png')).statusCode).toBe(200);
  });

  it("keeps a view-as loved one's picture apart from the customer's", async () => {
    expect((await read({ viewAs: suite.meiLingId })).statusCode).toBe(404);
    expect((await upload(PNG, 'image/png', { viewAs: suite.meiLingId })).statusCode).toBe(200);
    expect((await read({ viewAs: suite.meiLingId })).headers['content-type']).toBe('image/png');
    expect((await read()).rawPayload.length).toBe(PROFILE_PHOTO_MAX_SIZE_BYTES);
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
