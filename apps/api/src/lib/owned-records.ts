/**
 * The four calls on a person's list of records (addresses, contacts), for both prefixes that name an owner
 * (lib/owners.ts OWNERS: profile/… and lovedone/:id/…):
 *
 * - GET: the owner's records.
 * - POST: creates (201), with the message and data `create` returns.
 * - PUT /:{idParam}: replaces one (200), 404 `notFoundMessage` when it is not the owner's.
 * - DELETE /:{idParam}: deletes one (200, the deleted record in `data`), 404 likewise.
 *
 * The repository scopes every query to the owner, so another owner's record id reads as not found.
 */
import { recordUuid } from '@careportal/domain';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { PersonRef } from '../repositories/people.ts';
import { authenticatedRoute } from './authenticated-route.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from './envelope.ts';
import { notFound } from './errors.ts';

/** What a write answers: the data and the message to show. */
export interface Written<T> {
  data: T;
  message: string;
}

/** Who owns the records a route prefix names (lib/owners.ts OWNERS). */
export interface RecordOwner {
  /** The OpenAPI tag, and the summaries' subject ('a loved one of the signed-in customer'). */
  tag: string;
  whose: string;
  /** The prefix's path parameters (lovedone/:id), or none. */
  params: z.ZodObject;
  /** Whose records the request acts on; throws (403, 404) when the caller may not. */
  ownerOf: (request: FastifyRequest) => Promise<PersonRef>;
}

export interface OwnedRecordsOptions<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Created extends z.ZodType,
> {
  owner: RecordOwner;
  /** The record's id in the path (`addressId`) and the message when it is not a valid id. */
  idParam: string;
  idInvalid: string;
  notFoundMessage: string;
  /** The summaries' nouns: 'an address', 'the addresses'. */
  one: string;
  all: string;
  /** One record as the API answers it; what POST takes and answers; what PUT takes. */
  item: Item;
  createBody: Create;
  created: Created;
  updateBody: Update;
  createSummary?: string;
  list: (app: FastifyInstance, owner: PersonRef) => Promise<z.output<Item>[]>;
  create: (
    app: FastifyInstance,
    owner: PersonRef,
    body: z.output<Create>,
  ) => Promise<Written<z.output<Created>>>;
  /** The replaced record, or undefined when the owner has none with this id. */
  update: (
    app: FastifyInstance,
    owner: PersonRef,
    id: string,
    body: z.output<Update>,
  ) => Promise<Written<z.output<Item>> | undefined>;
  /** The deleted record, or undefined when the owner has none with this id. */
  remove: (
    app: FastifyInstance,
    owner: PersonRef,
    id: string,
  ) => Promise<Written<z.output<Item>> | undefined>;
}

export function ownedRecordRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Created extends z.ZodType,
>(options: OwnedRecordsOptions<Item, Create, Update, Created>): FastifyPluginCallback {
  const { owner, idParam, item } = options;
  const itemParams = owner.params.extend({ [idParam]: recordUuid(options.idInvalid) });
  const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;

  // Typed without the zod type provider: the schemas are generic here, and the handlers read the parsed body and
  // params as their options declare them.
  const plugin: FastifyPluginCallback = (app, _options, done) => {
    const authenticated = authenticatedRoute(app, { tag: owner.tag, viewAs: true, errors: responses });
    const ownerOf = (request: FastifyRequest) => owner.ownerOf(request);
    const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[idParam] ?? '';
    const found = <T>(written: T | undefined): T => {
      if (written === undefined) throw notFound(options.notFoundMessage);
      return written;
    };

    app.get(
      '/',
      authenticated({
        summary: `${options.all} of ${owner.whose}`,
        params: owner.params,
        response: { 200: envelopeSchema(z.array(item)) },
      }),
      async (request) => ok(await options.list(app, await ownerOf(request))),
    );

    app.post(
      '/',
      authenticated({
        summary: `${options.createSummary ?? `Add ${options.one}`} of ${owner.whose}`,
        params: owner.params,
        body: options.createBody,
        response: { 201: envelopeSchema(options.created) },
      }),
      async (request, reply) => {
        const { data, message } = await options.create(
          app,
          await ownerOf(request),
          request.body as z.output<Create>,
        );
        void reply.code(201);
        return ok(data, { httpCode: 201, message });
      },
    );

    app.put(
      `/:${idParam}`,
      authenticated({
        summary: `Change ${options.one} of ${owner.whose}`,
        params: itemParams,
        body: options.updateBody,
        response: { 200: envelopeSchema(item) },
      }),
      async (request) => {
        const written = found(
          await options.update(app, await ownerOf(request), idOf(request), request.body as z.output<Update>),
        );
        return ok(written.data, { message: written.message });
      },
    );

    app.delete(
      `/:${idParam}`,
      authenticated({
        summary: `Delete ${options.one} of ${owner.whose}`,
        params: itemParams,
        response: { 200: envelopeSchema(item) },
      }),
      async (request) => {
        const written = found(await options.remove(app, await ownerOf(request), idOf(request)));
        return ok(written.data, { message: written.message });
      },
    );
    done();
  };
  return plugin;
}
