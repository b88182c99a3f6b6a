/**
 * The four address calls (seed 000 section 7), shared by profile/address (the customer, or the loved one named
 * by the `view-as` header) and lovedone/:id/address (a loved one the customer owns). `ownerOf` says whose
 * addresses a request acts on; the repository scopes every query to that owner, so another owner's address id
 * reads as not found.
 *
 * - GET: the owner's addresses.
 * - POST: one address (201 'Created address successfully') or a non-empty list (201 'Created addresses
 *   successfully'), a list in one transaction: all or nothing.
 * - PUT /:addressId: replaces one address (200 'Updated address successfully').
 * - DELETE /:addressId: deletes one (200 'Deleted address successfully', the deleted address in `data`).
 *
 * A second address of a type the owner already has is 409 {@link DUPLICATE_ADDRESS_TYPE}; an address that is
 * not the owner's is 404 {@link ADDRESS_NOT_FOUND}.
 */
import { ADDRESS_TYPES, SAME_AS_OPTIONS, addressSchema, messages } from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AddressOwner, AddressRow } from '../repositories/addresses.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from './envelope.ts';
import { ApiError, notFound } from './errors.ts';

export const DUPLICATE_ADDRESS_TYPE = 'There is already an address of this type. Edit that address instead.';
export const ADDRESS_NOT_FOUND = 'This address was not found.';
export const ADDRESS_LIST_EMPTY = 'Send at least one address.';
const ADDRESS_ID_INVALID = 'The address id is not valid.';

export const addressData = z.object({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  postalCode: z.string(),
  block: z.string(),
  street: z.string(),
  building: z.string().nullable(),
  level: z.string().nullable(),
  unit: z.string().nullable(),
  sameAs: z.enum(SAME_AS_OPTIONS),
});

function toData(row: AddressRow): z.output<typeof addressData> {
  return {
    id: row.id,
    type: row.type as (typeof ADDRESS_TYPES)[number],
    postalCode: row.postalCode,
    block: row.block,
    street: row.street,
    building: row.building,
    level: row.level,
    unit: row.unit,
    sameAs: row.sameAs as (typeof SAME_AS_OPTIONS)[number],
  };
}

const createBody = z.union([addressSchema, z.array(addressSchema).min(1, { error: ADDRESS_LIST_EMPTY })]);

const duplicateType = () =>
  new ApiError({ httpCode: 409, errorCode: 'ADDRESS_TYPE_EXISTS', message: DUPLICATE_ADDRESS_TYPE });

const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;

export interface AddressRoutesOptions<P extends z.ZodObject> {
  /** The OpenAPI tag and the summaries' subject ('the customer', 'a loved one'). */
  tag: string;
  whose: string;
  /** Path parameters of the prefix (lovedone/:id), or an empty object. */
  params: P;
  /** Whose addresses the request acts on; throws (404) when the caller may not. */
  ownerOf: (request: FastifyRequest, params: z.output<P>) => Promise<AddressOwner>;
}

export function addressRoutes<P extends z.ZodObject>(options: AddressRoutesOptions<P>) {
  const { tag, whose, params, ownerOf } = options;
  const itemParams = params.extend({ addressId: z.guid({ error: ADDRESS_ID_INVALID }) });
  const common = {
    tags: [tag],
    security: [{ bearerAuth: [] }],
    headers: z.object({ 'view-as': z.string().optional() }),
  };

  const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
    const owner = (request: FastifyRequest) => ownerOf(request, request.params as z.output<P>);
    const addressId = (request: FastifyRequest) => (request.params as { addressId: string }).addressId;

    app.get(
      '/',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `The addresses of ${whose}`,
          params,
          response: { 200: envelopeSchema(z.array(addressData)), ...responses },
        },
      },
      async (request) => {
        const rows = await app.repos.addresses.listByOwner(await owner(request));
        return ok(rows.map(toData));
      },
    );

    app.post(
      '/',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Add an address, or a list of addresses (all or nothing), of ${whose}`,
          params,
          body: createBody,
          response: { 201: envelopeSchema(z.union([addressData, z.array(addressData)])), ...responses },
        },
      },
      async (request, reply) => {
        const who = await owner(request);
        const body = request.body;
        if (Array.isArray(body)) {
          const result = await app.repos.addresses.insertMany(who, body);
          if (!result.ok) throw duplicateType();
          void reply.code(201);
          return ok(result.value.map(toData), { httpCode: 201, message: messages.success.addressesCreated });
        }
        const result = await app.repos.addresses.insert(who, body);
        if (!result.ok) throw duplicateType();
        void reply.code(201);
        return ok(toData(result.value), { httpCode: 201, message: messages.success.addressCreated });
      },
    );

    app.put(
      '/:addressId',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Change an address of ${whose}`,
          params: itemParams,
          body: addressSchema,
          response: { 200: envelopeSchema(addressData), ...responses },
        },
      },
      async (request) => {
        const who = await owner(request);
        const result = await app.repos.addresses.update(who, addressId(request), request.body, app.clock());
        if (!result.ok) throw duplicateType();
        if (!result.value) throw notFound(ADDRESS_NOT_FOUND);
        return ok(toData(result.value), { message: messages.success.addressUpdated });
      },
    );

    app.delete(
      '/:addressId',
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Delete an address of ${whose}`,
          params: itemParams,
          response: { 200: envelopeSchema(addressData), ...responses },
        },
      },
      async (request) => {
        const row = await app.repos.addresses.delete(await owner(request), addressId(request));
        if (!row) throw notFound(ADDRESS_NOT_FOUND);
        return ok(toData(row), { message: messages.success.addressDeleted });
      },
    );
    done();
  };
  return plugin;
}
