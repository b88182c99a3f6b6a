/**
 * The four address calls (seed 000 section 7) of profile/address (the customer, or the loved one named by the
 * `view-as` header) and lovedone/:id/address (a loved one the customer owns), through lib/owned-records.ts.
 *
 * - GET: the owner's addresses.
 * - POST: one address (201 'Created address successfully') or a non-empty list (201 'Created addresses
 *   successfully'), a list in one transaction: all or nothing.
 * - PUT /:addressId: replaces one address (200 'Updated address successfully').
 * - DELETE /:addressId: deletes one (200 'Deleted address successfully', the deleted address in `data`).
 *
 * A second address of a type the owner already has is 409 {@link DUPLICATE_ADDRESS_TYPE}; an address that is
 * not the owner's is 404 {@link ADDRESS_NOT_FOUND}.
 *
 * Same as billing (sameAs BILLING) is kept as data: a service or residential address that follows billing is
 * stored with the billing address's parts whatever the body says, and follows every change of billing
 * (repositories/addresses.ts). Following billing without one is 400 `NO_BILLING_ADDRESS` at `sameAs`
 * (messages.address.sameAsBillingWithoutBilling); the billing address itself following billing is 400 at its
 * `sameAs` (messages.address.billingCannotFollowBilling).
 */
import {
  ADDRESS_TYPES,
  SAME_AS_OPTIONS,
  addressRecordSchema,
  addressSchema,
  messages,
  type AddressRecord,
  type ErrorCode,
} from '@careportal/domain';
import { z } from 'zod';

import type { AddressFields, AddressRow, AddressWriteRefusal } from '../repositories/addresses.ts';
import { ApiError } from './errors.ts';
import { ownedRecordRoutes, type RecordOwner } from './owned-records.ts';

export const DUPLICATE_ADDRESS_TYPE = 'There is already an address of this type. Edit that address instead.';
export const ADDRESS_NOT_FOUND = 'This address was not found.';
export const ADDRESS_LIST_EMPTY = 'Send at least one address.';
const ADDRESS_ID_INVALID = 'The address id is not valid.';

export const addressData = addressRecordSchema.extend({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  sameAs: z.enum(SAME_AS_OPTIONS),
});

/** The address fields of a row (a person's address, a centre), as the API answers them. */
export function addressRecord(row: AddressRecord): AddressRecord {
  const { postalCode, block, street, building, level, unit } = row;
  return { postalCode, block, street, building, level, unit };
}

function toData(row: AddressRow): z.output<typeof addressData> {
  return {
    id: row.id,
    type: row.type as (typeof ADDRESS_TYPES)[number],
    ...addressRecord(row),
    sameAs: row.sameAs as (typeof SAME_AS_OPTIONS)[number],
  };
}

const createBody = z.union([addressSchema, z.array(addressSchema).min(1, { error: ADDRESS_LIST_EMPTY })]);

const duplicateType = () =>
  new ApiError({ httpCode: 409, errorCode: 'ADDRESS_TYPE_EXISTS', message: DUPLICATE_ADDRESS_TYPE });

/** 400 at each `sameAs` (`sameAs`, or `1.sameAs` in a list) with `message`. */
function sameAsError(errorCode: ErrorCode, message: string, paths: string[]): ApiError {
  return new ApiError({
    httpCode: 400,
    errorCode,
    message,
    errors: paths.map((path) => ({ in: 'body', path, message })),
  });
}

/** The path of `sameAs` in the body: `sameAs` for one address, `{index}.sameAs` in a list. */
function sameAsPaths(
  body: AddressFields | AddressFields[],
  test: (fields: AddressFields) => boolean,
): string[] {
  if (!Array.isArray(body)) return test(body) ? ['sameAs'] : [];
  return body.flatMap((fields, index) => (test(fields) ? [`${index}.sameAs`] : []));
}

/** Refuses (400) a billing address that says it is the same as billing. */
function checkBillingDoesNotFollowItself(body: AddressFields | AddressFields[]): void {
  const paths = sameAsPaths(body, (fields) => fields.type === 'BILLING' && fields.sameAs === 'BILLING');
  if (paths.length > 0) {
    throw sameAsError('BILLING_SAME_AS_BILLING', messages.address.billingCannotFollowBilling, paths);
  }
}

/** The answer to a refused write: 409 for a second address of a type, 400 for following a missing billing. */
function refused(reason: AddressWriteRefusal, body: AddressFields | AddressFields[]): ApiError {
  if (reason === 'duplicate-type') return duplicateType();
  const paths = sameAsPaths(body, (fields) => fields.sameAs === 'BILLING');
  return sameAsError('NO_BILLING_ADDRESS', messages.address.sameAsBillingWithoutBilling, paths);
}

/** The address calls for one kind of owner (lib/owners.ts OWNERS.profile or OWNERS.lovedOne). */
export function addressRoutes(owner: RecordOwner) {
  return ownedRecordRoutes({
    owner,
    idParam: 'addressId',
    idInvalid: ADDRESS_ID_INVALID,
    notFoundMessage: ADDRESS_NOT_FOUND,
    one: 'an address',
    all: 'The addresses',
    createSummary: 'Add an address, or a list of addresses (all or nothing),',
    item: addressData,
    createBody,
    created: z.union([addressData, z.array(addressData)]),
    updateBody: addressSchema,
    list: async (app, who) => (await app.repos.addresses.listByOwner(who)).map(toData),
    create: async (app, who, body) => {
      const repo = app.repos.addresses;
      checkBillingDoesNotFollowItself(body);
      if (Array.isArray(body)) {
        const result = await repo.insertMany(who, body, app.clock());
        if (!result.ok) throw refused(result.reason, body);
        return { data: result.value.map(toData), message: messages.success.addressesCreated };
      }
      const result = await repo.insert(who, body, app.clock());
      if (!result.ok) throw refused(result.reason, body);
      return { data: toData(result.value), message: messages.success.addressCreated };
    },
    update: async (app, who, id, body) => {
      checkBillingDoesNotFollowItself(body);
      const result = await app.repos.addresses.update(who, id, body, app.clock());
      if (!result.ok) throw refused(result.reason, body);
      return result.value && { data: toData(result.value), message: messages.success.addressUpdated };
    },
    remove: async (app, who, id) => {
      const row = await app.repos.addresses.delete(who, id, app.clock());
      return row && { data: toData(row), message: messages.success.addressDeleted };
    },
  });
}
