/**
 * Whose records a request acts on. Every authenticated route that reads or writes a person's records resolves
 * the owner here, so the rule "a customer reaches only their own records and those of loved ones they own" lives
 * once:
 *
 * - {@link actingFor}: the customer, or the loved one named by the `view-as` header (the auth hook has already
 *   refused, with 403, a loved one that is not theirs);
 * - {@link ownedLovedOne}: the loved one in the path (lovedone/:id/…), 404 with no data when it is not theirs;
 * - {@link ownedPerson}: a person named in a query or body (`lovedOne`, `clientId`): the customer themself or a
 *   loved one of theirs, 404 as above for anyone else.
 */
import { recordUuid } from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { fromCustomer, fromLovedOne, type Person, type PersonRef } from '../repositories/people.ts';
import type { RecordOwner } from './owned-records.ts';
import { notFound } from './errors.ts';
import { requireLovedOnes } from './loved-ones-feature.ts';

export const LOVED_ONE_NOT_FOUND = 'This loved one was not found.';
const LOVED_ONE_ID_INVALID = 'The loved one id is not valid.';

/** The path parameters of lovedone/:id/…. */
export const lovedOneParams = z.object({ id: recordUuid(LOVED_ONE_ID_INVALID) });

/** The signed-in customer of an authenticated request, and the loved one they act for, if any. */
export function signedIn(request: FastifyRequest) {
  const auth = request.auth;
  if (!auth?.customer) throw new Error('authenticate did not run');
  return { customer: auth.customer, viewAs: auth.viewAs };
}

/** The customer, or the view-as loved one. */
export function actingFor(request: FastifyRequest): PersonRef {
  const { customer, viewAs } = signedIn(request);
  return viewAs ? { lovedOneId: viewAs.id } : { customerId: customer.id };
}

/**
 * The customer, or the view-as loved one, with their details as the sign-in check read them for this request
 * (plugins/app/auth.ts): a read needs no second query for the same row.
 */
export function actingPerson(request: FastifyRequest): Person {
  const { customer, viewAs } = signedIn(request);
  return viewAs ? fromLovedOne(viewAs) : fromCustomer(customer);
}

/**
 * The loved one `lovedOneId` when the signed-in customer owns it; 404 otherwise, and 403 for any while loved ones
 * are switched off (lib/loved-ones-feature.ts).
 */
export async function ownedLovedOne(request: FastifyRequest, lovedOneId: string): Promise<PersonRef> {
  const { customer } = signedIn(request);
  await requireLovedOnes(request);
  const lovedOne = await request.server.repos.customers.findOwnedLovedOne(customer.id, lovedOneId);
  if (!lovedOne) throw notFound(LOVED_ONE_NOT_FOUND);
  return { lovedOneId: lovedOne.id };
}

/** The person `id` names: the signed-in customer themself, or a loved one they own (404 otherwise). */
export async function ownedPerson(request: FastifyRequest, id: string): Promise<PersonRef> {
  const { customer } = signedIn(request);
  return id.toLowerCase() === customer.id.toLowerCase()
    ? { customerId: customer.id }
    : ownedLovedOne(request, id);
}

/** The two ways a route prefix names an owner: profile/… (acting for) and lovedone/:id/… (owned loved one). */
export const OWNERS = {
  profile: {
    tag: 'profile',
    whose: 'the signed-in customer (or the view-as loved one)',
    params: z.object({}),
    ownerOf: (request: FastifyRequest) => Promise.resolve(actingFor(request)),
  },
  lovedOne: {
    tag: 'lovedone',
    whose: 'a loved one of the signed-in customer',
    params: lovedOneParams,
    ownerOf: (request: FastifyRequest) => ownedLovedOne(request, (request.params as { id: string }).id),
  },
} as const satisfies Record<string, RecordOwner>;
