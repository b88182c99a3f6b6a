/**
 * The options every signed-in route repeats, written once: `app.authenticate` on request (401, 403 and 400/1003
 * before anything else runs), and in its schema the area's OpenAPI tag, the bearer security, the `view-as` header
 * where the area acts for a loved one, and the failures the route may answer with.
 *
 * ```ts
 * const authenticated = authenticatedRoute(app, { tag: 'care-calendar', viewAs: true });
 * app.get(
 *   '/feed',
 *   authenticated({ summary: 'The private calendar feed', response: { 200: envelopeSchema(feedSchema) } }),
 *   async (request) => …,
 * );
 * ```
 *
 * The route's own responses come on top of the area's failures (`errors`, errorResponses unless the area answers
 * more, such as a 409), and replace one where they name the same status. Route options beside the schema (a
 * preHandler, a rate limit's `config`, a `bodyLimit`) are spread next to it: `{ ...authenticated({…}), preHandler }`.
 * Routes a visitor may call too (`app.authenticateOptional`) and auth/validate (`app.authenticateToken`) are not
 * signed-in routes in this sense and spell their options out.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

import { errorResponses } from './envelope.ts';

/** The `view-as` header: the loved one the customer acts for (plugins/app/auth.ts checks it). */
const viewAsHeaders = z.object({ 'view-as': z.string().optional() });

/** Responses by HTTP status. */
type Responses = Record<number, z.ZodType>;

export interface AuthenticatedArea<ViewAs extends boolean, Errors extends Responses> {
  /** The OpenAPI tag of the area's routes. */
  tag: string;
  /** Whether its routes declare the `view-as` header (the ones that act for a loved one). */
  viewAs?: ViewAs;
  /** The failures each route may answer with; {@link errorResponses} by default. */
  errors?: Errors;
}

/** A route's own schema: everything but what the area gives. */
export type AuthenticatedSchema = Omit<FastifySchema, 'tags' | 'security' | 'response'> & {
  response: Responses;
};

/** The area's failures, with the route's own responses on top. */
type Merged<Errors extends Responses, Own extends Responses> = Omit<Errors, keyof Own> & Own;

type AreaSchema<ViewAs extends boolean> = {
  tags: string[];
  security: { bearerAuth: never[] }[];
} & (ViewAs extends true ? { headers: typeof viewAsHeaders } : unknown);

/** The options of a signed-in route of one area (see the module comment). */
export function authenticatedRoute<
  ViewAs extends boolean = false,
  Errors extends Responses = typeof errorResponses,
>(app: FastifyInstance, area: AuthenticatedArea<ViewAs, Errors>) {
  const errors = area.errors ?? errorResponses;
  const common = {
    tags: [area.tag],
    security: [{ bearerAuth: [] }],
    ...(area.viewAs === true ? { headers: viewAsHeaders } : {}),
  } as AreaSchema<ViewAs>;
  return <Schema extends AuthenticatedSchema>(schema: Schema) => ({
    onRequest: app.authenticate,
    schema: {
      ...common,
      ...schema,
      response: { ...errors, ...schema.response } as Merged<Errors, Schema['response']>,
    } as AreaSchema<ViewAs> & Omit<Schema, 'response'> & { response: Merged<Errors, Schema['response']> },
  });
}
