/**
 * profile/picture: the profile photo of the signed-in customer, or of the view-as loved one (seed 000 section 5:
 * at most 2 MB; png, jpg, jpeg or webp).
 *
 * - PUT: the body is the image's bytes (any Content-Type; the type is decided from the bytes, never from a name
 *   or header). Over 2 MB is 413, and another kind of file, or one that does not decode, 400, each with the
 *   catalogue's message. What is stored is the photo decoded and encoded again (./image.ts): no metadata, EXIF
 *   orientation applied, at most {@link STORED_PHOTO_MAX_PX} pixels on its longest side.
 * - GET: the bytes with their type (404 when there is none); `?v=` is the version the profile's pictureUrl
 *   carries, so a browser cache may keep it.
 * - DELETE: removes it.
 */
import { createHash } from 'node:crypto';

import {
  PROFILE_PHOTO_EXTENSIONS,
  PROFILE_PHOTO_MAX_SIZE_BYTES,
  PROFILE_PHOTO_MAX_SIZE_MB,
  formatMessage,
  messages,
} from '@careportal/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../../lib/envelope.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { actingFor } from '../../../lib/owners.ts';
import { pictureUrl } from '../../../lib/person.ts';
import { handleError, strictQuery } from '../../../plugins/app/errors.ts';
import type { PictureFields } from '../../../repositories/pictures.ts';
import { STORED_PHOTO_MAX_PX, reencodePicture } from './image.ts';

export const PICTURE_NOT_FOUND = 'There is no profile photo yet.';

export const fileTooLarge = () =>
  formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: String(PROFILE_PHOTO_MAX_SIZE_MB) });
export const fileTypeNotAllowed = () =>
  formatMessage(messages.validation.fileExtensionNotAllowed, {
    fileExtensionAllowed: PROFILE_PHOTO_EXTENSIONS.join(', '),
  });

/**
 * The image type of `bytes` by its signature: PNG, JPEG or WebP; undefined for anything else. Only a first sieve,
 * so that no other format (SVG, TIFF, HEIF …) ever reaches the decoder: the upload is stored only once it decodes.
 */
export function imageType(bytes: Buffer): PictureFields['contentType'] | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'profile', viewAs: true });

  // Any body arrives as bytes, so that its content decides; JSON keeps its parser and is turned away below.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PROFILE_PHOTO_MAX_SIZE_BYTES },
    (_request, body, next) => {
      next(null, body);
    },
  );
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return handleError(
        new ApiError({
          httpCode: 413,
          errorCode: 'FILE_TOO_LARGE',
          message: fileTooLarge(),
        }) as unknown as FastifyError,
        request,
        reply,
      );
    }
    return handleError(error, request, reply);
  });

  app.put(
    '/',
    {
      ...authenticated({
        summary: 'Set the profile photo: the image bytes as the body (png, jpeg or webp, at most 2 MB)',
        description: `Stored re-encoded: without metadata, turned as its EXIF says, at most ${STORED_PHOTO_MAX_PX} px on its longest side.`,
        consumes: ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
        response: {
          200: envelopeSchema(z.object({ pictureUrl: z.string() })),
          413: errorEnvelopeSchema,
        },
      }),
      bodyLimit: PROFILE_PHOTO_MAX_SIZE_BYTES,
    },
    async (request) => {
      const body: unknown = request.body;
      const bytes = Buffer.isBuffer(body) ? body : undefined;
      if (!bytes || bytes.length === 0) {
        throw new ApiError({
          httpCode: 400,
          errorCode: 'FILE_TYPE_NOT_ALLOWED',
          message: fileTypeNotAllowed(),
        });
      }
      if (bytes.length > PROFILE_PHOTO_MAX_SIZE_BYTES) {
        throw new ApiError({ httpCode: 413, errorCode: 'FILE_TOO_LARGE', message: fileTooLarge() });
      }
      const picture = imageType(bytes) ? await reencodePicture(bytes) : undefined;
      if (!picture) {
        throw new ApiError({
          httpCode: 400,
          errorCode: 'FILE_TYPE_NOT_ALLOWED',
          message: fileTypeNotAllowed(),
        });
      }
      const sha256 = createHash('sha256').update(picture.bytes).digest('hex');
      const row = await app.repos.pictures.put(actingFor(request), { ...picture, sha256 }, app.clock());
      return ok({ pictureUrl: pictureUrl(row.sha256) ?? '' }, { message: messages.success.updated });
    },
  );

  app.get(
    '/',
    authenticated({
      summary: 'The profile photo (its bytes)',
      querystring: strictQuery({ v: z.string().max(64).optional() }),
      produces: ['image/png', 'image/jpeg', 'image/webp'],
      response: { 200: z.any().describe('The image') },
    }),
    async (request, reply) => {
      const row = await app.repos.pictures.get(actingFor(request));
      if (!row) throw notFound(PICTURE_NOT_FOUND);
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('etag', `"${row.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  );

  app.delete(
    '/',
    authenticated({
      summary: 'Remove the profile photo',
      response: { 200: envelopeSchema(z.null()) },
    }),
    async (request) => {
      if (!(await app.repos.pictures.delete(actingFor(request)))) throw notFound(PICTURE_NOT_FOUND);
      return ok(null, { message: messages.success.updated });
    },
  );
  done();
};

export default plugin;
