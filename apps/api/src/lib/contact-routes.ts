/**
 * The four next-of-kin / emergency contact calls of profile/contact (the customer, or the loved one named by the
 * `view-as` header) and lovedone/:id/contact (a loved one the customer owns), through lib/owned-records.ts. Input is the domain's emergencyContactSchema, so a 400 carries the catalogue's message at
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
import { z } from 'zod';

import type { ContactRow } from '../repositories/contacts.ts';
import { ownedRecordRoutes, type RecordOwner } from './owned-records.ts';

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

/** The contact calls for one kind of owner (lib/owners.ts OWNERS.profile or OWNERS.lovedOne). */
export function contactRoutes(owner: RecordOwner) {
  return ownedRecordRoutes({
    owner,
    idParam: 'contactId',
    idInvalid: CONTACT_ID_INVALID,
    notFoundMessage: CONTACT_NOT_FOUND,
    one: 'a next-of-kin or emergency contact',
    all: 'The next-of-kin and emergency contacts',
    item: contactData,
    createBody: emergencyContactSchema,
    created: contactData,
    updateBody: emergencyContactSchema,
    list: async (app, who) => (await app.repos.contacts.listByOwner(who)).map(toData),
    create: async (app, who, body) => ({
      data: toData(await app.repos.contacts.insert(who, body)),
      message: CONTACT_CREATED,
    }),
    update: async (app, who, id, body) => {
      const row = await app.repos.contacts.update(who, id, body, app.clock());
      return row && { data: toData(row), message: messages.success.updated };
    },
    remove: async (app, who, id) => {
      const row = await app.repos.contacts.delete(who, id);
      return row && { data: toData(row), message: CONTACT_DELETED };
    },
  });
}
