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
 */
import {
  ADDRESS_TYPES,
  SAME_AS_OPTIONS,
  addressRecordSchema,
  addressSchema,
  messages,
  type AddressRecord,
} from '@careportal/domain';
import { z } from 'zod';

import type { AddressRow } from '../repositories/addresses.ts';
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
      if (Array.isArray(body)) {
        const result = await repo.insertMany(who, body);
        if (!result.ok) throw duplicateType();
        return { data: result.value.map(toData), message: messages.success.addressesCreated };
      }
      const result = await repo.insert(who, body);
      if (!result.ok) throw duplicateType();
      return { data: toData(result.value), message: messages.success.addressCreated };
    },
    update: async (app, who, id, body) => {
      const result = await app.repos.addresses.update(who, id, body, app.clock());
      if (!result.ok) throw duplicateType();
      return result.value && { data: toData(result.value), message: messages.success.addressUpdated };
    },
    remove: async (app, who, id) => {
      const row = await app.repos.addresses.delete(who, id);
      return row && { data: toData(row), message: messages.success.addressDeleted };
    },
  });
}
