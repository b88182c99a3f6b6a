/**
 * Public configuration (rate-limited, as every route under a public prefix: plugins/external/rate-limit.ts):
 * - GET config/app: versionNumber and disabledLovedOne (seed 000 section 6).
 * - PUT config/app: changes them; needs the admin token (x-admin-token header, env API_ADMIN_TOKEN).
 * - GET config/mastercode?code&size&page: a master-code list as `{id, value}`, e.g. MARKETING_CHANNEL with
 *   size 1000 and page 0, or NTUCH_LINKS (404 for an unknown code); with `key` one entry (the catalogue's
 *   'sd-{category}' & 'sd-{product}' lookups), 404 with the catalogue's message when absent.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import {
  MASTER_CODE_MAX_LENGTH,
  MASTER_CODE_PAGE,
  MASTER_CODE_PAGE_SIZE,
  appConfigSchema,
  messages,
  textSchema,
} from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export const UNKNOWN_CODE_MESSAGE = 'There is no master code list with this code.';

const appConfigData = appConfigSchema.required();

const appConfigPatch = z
  .object({
    versionNumber: z
      .string({ error: 'versionNumber must be a version such as 1.2.0' })
      .regex(/^\d+\.\d+\.\d+$/, { error: 'versionNumber must be a version such as 1.2.0' })
      .optional(),
    disabledLovedOne: z.boolean({ error: 'disabledLovedOne must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => v.versionNumber !== undefined || v.disabledLovedOne !== undefined, {
    error: 'Send versionNumber, disabledLovedOne or both',
  });

const masterCodeItem = z.object({ id: z.string(), key: z.string(), value: z.string() });

const SIZE_MESSAGE = `size must be a whole number from 1 to ${MASTER_CODE_PAGE_SIZE}`;
const PAGE_MESSAGE = 'page must be a whole number, 0 or more';

const masterCodeQuery = strictQuery({
  code: textSchema({
    max: MASTER_CODE_MAX_LENGTH,
    message: 'code is required',
    required: 'code is required',
  }),
  key: textSchema({
    max: MASTER_CODE_MAX_LENGTH,
    message: 'key must be text',
    required: 'key must not be empty',
  }).optional(),
  size: z.coerce
    .number({ error: SIZE_MESSAGE })
    .int({ error: SIZE_MESSAGE })
    .min(1, { error: SIZE_MESSAGE })
    .max(MASTER_CODE_PAGE_SIZE, { error: SIZE_MESSAGE })
    .default(MASTER_CODE_PAGE_SIZE),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(0, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE })
    .default(MASTER_CODE_PAGE),
});

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  function requireAdmin(request: FastifyRequest): void {
    const expected = app.config.adminToken;
    if (expected === undefined) {
      throw new ApiError({
        httpCode: 403,
        errorCode: 'ADMIN_DISABLED',
        message: 'Configuration changes are disabled on this server.',
      });
    }
    const given = request.headers[ADMIN_TOKEN_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(expected))) {
      throw new ApiError({
        httpCode: 401,
        errorCode: 'ADMIN_TOKEN_INVALID',
        message: 'The admin token is missing or wrong.',
      });
    }
  }

  app.get(
    '/app',
    {
      schema: {
        summary: 'The remote app configuration',
        tags: ['config'],
        response: { 200: envelopeSchema(appConfigData), ...errorResponses },
      },
    },
    async () => ok(await app.repos.config.getAppConfig()),
  );

  app.put(
    '/app',
    {
      onRequest: (request, _reply, done) => {
        requireAdmin(request);
        done();
      },
      schema: {
        summary: 'Change the remote app configuration (admin token)',
        tags: ['config'],
        security: [{ adminToken: [] }],
        body: appConfigPatch,
        response: { 200: envelopeSchema(appConfigData), ...errorResponses },
      },
    },
    async (request) => {
      const updated = await app.repos.config.updateAppConfig(request.body, app.clock());
      request.log.info({ changed: Object.keys(request.body) }, 'app configuration changed');
      return ok(updated, { message: messages.success.updated });
    },
  );

  app.get(
    '/mastercode',
    {
      schema: {
        summary: 'Master codes by code (list), or one entry by code and key',
        tags: ['config'],
        querystring: masterCodeQuery,
        response: {
          200: envelopeSchema(z.union([z.array(masterCodeItem), masterCodeItem])),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { code, key, size, page } = request.query;
      if (key !== undefined) {
        const row = await app.repos.config.findMasterCode(code, key);
        if (!row) throw notFound(messages.catalogue.programmeNotAvailable);
        return ok({ id: row.id, key: row.key, value: row.value });
      }
      const { rows, total } = await app.repos.config.listMasterCodes(code, page, size);
      // An unknown code is a missing resource; a page past the end of a known one is an empty page.
      if (total === 0) throw notFound(UNKNOWN_CODE_MESSAGE);
      void reply.header('x-total-count', String(total));
      return ok(rows.map((r) => ({ id: r.id, key: r.key, value: r.value })));
    },
  );
  done();
};

export default routes;
