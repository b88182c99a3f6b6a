/**
 * The four next-of-kin / emergency contact calls, shared by profile/contact (the customer, or the loved one
 * named by the `view-as` header) and lovedone/:id/contact (a loved one the customer owns). `ownerOf` says whose
 * contacts a request acts on; the repository scopes every query to that owner, so another owner's contact id
 * reads as not found. Input is the domain's emergencyContactSchema, so a 400 carries the catalogue's message at
 * each field (otherRelationship is required when the relationship is Others).
 *
 * - GET: the owner's contacts.
 * - POST: one contact (201 {@link CONTACT_CREATED}).
 * - PUT /:contactId: replaces one contact (200, the catalogue's 'Updated successfully').
 * - DELETE /:contactId: deletes one (200 {@link CONTACT_DELETED}, the deleted contact in `data`).
 *
 * The catalogue has no created/deleted texts for contacts, hence the two plain ones here.
 */
import { RELATIONSHIPS, emergencyContactSchema, messages } from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ContactOwner, ContactRow } from '../repositories/contacts.ts';
import { envelopeSchema, errorResponses, ok } from './envelope.ts';
import { notFound } from './errors.ts';

export const CONTACT_CREATED = 'Created contact successfully';
export const CONTACT_DELETED = 'Deleted contact successfully';
export const CONTACT_NOT_FOUND = 'This contact was not found.';
const CONTACT_ID_INVALID = 'The contact id is not valid.';

export const contactData = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  otherRelationship: z.string().nullable(),
  mobileNumber: z.string(),
  homeNumber: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  payer: z.boolean().nullable(),
  emergency: z.boolean(),
});

function toData(row: ContactRow): z.output<typeof contactData> {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship as (typeof RELATIONSHIPS)[number],
    otherRelationship: row.otherRelationship,
    mobileNumber: row.mobileNumber,
    homeNumber: row.homeNumber,
    email: row.email,
    countryCode: row.countryCode,
    payer: row.payer,
    emergency: row.emergency,
  };
}

export interface ContactRoutesOptions<P extends z.ZodObject> {
  /** The OpenAPI tag and the summaries' subject ('the customer', 'a loved one'). */
  tag: string;
  whose: string;
  /** Path parameters of the prefix (lovedone/:id), or an empty object. */
  params: P;
  /** Whose contacts the request acts on; throws (404) when the caller may not. */
  ownerOf: (request: FastifyRequest, params: z.output<P>) => Promise<ContactOwner>;
}

export function contactRoutes<P extends z.ZodObject>(options: ContactRoutesOptions<P>) {
  const { tag, whose, params, ownerOf } = options;
  const itemParams = params.extend({ contactId: z.guid({ error: CONTACT_ID_INVALID }) });
  const common = {
    tags: [tag],
    security: [{ bearerAuth: [] }],
    headers: z.object({ 'view-as': z.string().optional() }),
  };

  const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
    const owner = (request: FastifyRequest) => ownerOf(request, request.params as z.output<P>);
    const contactId = (request: FastifyRequest) => (request.params as { contactId: string }).contactId;

    app.get(
      '/',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `The next-of-kin and emergency contacts of ${whose}`,
          params,
          response: { 200: envelopeSchema(z.array(contactData)), ...errorResponses },
        },
      },
      async (request) => {
        const rows = await app.repos.contacts.listByOwner(await owner(request));
        return ok(rows.map(toData));
      },
    );

    app.post(
      '/',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Add a next-of-kin or emergency contact of ${whose}`,
          params,
          body: emergencyContactSchema,
          response: { 201: envelopeSchema(contactData), ...errorResponses },
        },
      },
      async (request, reply) => {
        const row = await app.repos.contacts.insert(await owner(request), request.body);
        void reply.code(201);
        return ok(toData(row), { httpCode: 201, message: CONTACT_CREATED });
      },
    );

    app.put(
      '/:contactId',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Change a next-of-kin or emergency contact of ${whose}`,
          params: itemParams,
          body: emergencyContactSchema,
          response: { 200: envelopeSchema(contactData), ...errorResponses },
        },
      },
      async (request) => {
        const who = await owner(request);
        const row = await app.repos.contacts.update(who, contactId(request), request.body, app.clock());
        if (!row) throw notFound(CONTACT_NOT_FOUND);
        return ok(toData(row), { message: messages.success.updated });
      },
    );

    app.delete(
      '/:contactId',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Delete a next-of-kin or emergency contact of ${whose}`,
          params: itemParams,
          response: { 200: envelopeSchema(contactData), ...errorResponses },
        },
      },
      async (request) => {
        const row = await app.repos.contacts.delete(await owner(request), contactId(request));
        if (!row) throw notFound(CONTACT_NOT_FOUND);
        return ok(toData(row), { message: CONTACT_DELETED });
      },
    );
    done();
  };
  return plugin;
}
