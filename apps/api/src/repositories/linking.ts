/**
 * Linking a signed-in customer, or one of their loved ones, to a client record the provider already holds
 * (seed 000 sections 5 and 7: POST profile/linking, by Client ID and ID number).
 *
 * A client record open for linking is a customers row that no sign-in uses (identity_subject is null) and that
 * no loved one is linked to yet.
 *
 * - Linking the customer themself merges the record into their account in one transaction: the record's
 *   addresses (a type the customer already has stays the customer's), contacts, loved ones, appointments and
 *   picture move over; the customer takes the record's name, ID number, Client ID and personal details
 *   (their own email and mobile number stay) and becomes LINKED; the record row goes.
 * - Linking a loved one ties it to the record (loved_ones.linked_customer_id) and gives it the record's name, ID
 *   number and details; it becomes LINKED.
 */
import type { IdType } from '@careportal/domain';
import { and, eq, inArray, isNull, notExists, notInArray, sql } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import { addresses, bookings, contacts, customers, lovedOnes, pictures } from '../db/schema/index.ts';
import { normaliseNationalId, type PersonRef } from './people.ts';

export type ClientRecord = typeof customers.$inferSelect;

export interface LinkRequest {
  referralCode: string;
  idType: IdType;
  nric: string;
}

export type LinkOutcome =
  { ok: true } | { ok: false; reason: 'referral-code-unknown' | 'national-id-mismatch' | 'already-linked' };

/** The personal details a customer keeps over the record's when they link: how to reach them. */
const KEPT_CONTACT_FIELDS = ['mobileNumber', 'countryCode', 'homeNumber', 'marketingConsent'] as const;

function idTypeOf(record: ClientRecord): string {
  const idType = record.profile.idType;
  return typeof idType === 'string' ? idType : 'NRIC';
}

/** The record's ID number and type match what the caller typed. */
function identifies(record: ClientRecord, request: LinkRequest): boolean {
  return (
    record.nationalId !== null &&
    normaliseNationalId(record.nationalId) === normaliseNationalId(request.nric) &&
    idTypeOf(record) === request.idType
  );
}

export function linkingRepository(db: AppDatabase) {
  /** Client records no sign-in uses and no loved one is linked to. */
  const openRecord = and(
    isNull(customers.identitySubject),
    notExists(
      db.select({ id: lovedOnes.id }).from(lovedOnes).where(eq(lovedOnes.linkedCustomerId, customers.id)),
    ),
  );

  return {
    /** The open client record with this Client ID (compared exactly: Client IDs are case sensitive). */
    async openRecordByReferralCode(referralCode: string): Promise<ClientRecord | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.referralCode, referralCode.trim()), openRecord))
        .limit(1);
      return row;
    },

    /** The open client record with this ID number. */
    async openRecordByNationalId(nationalId: string): Promise<ClientRecord | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(sql`upper(${customers.nationalId}) = ${normaliseNationalId(nationalId)}`, openRecord))
        .limit(1);
      return row;
    },

    /** Links `target` (the customer `customerId` or one of their loved ones) to the record the request names. */
    async link(customerId: string, target: PersonRef, request: LinkRequest, now: Date): Promise<LinkOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [record] = await tx
            .select()
            .from(customers)
            .where(and(eq(customers.referralCode, request.referralCode.trim()), openRecord))
            .for('update')
            .limit(1);
          if (!record || record.id === customerId) return { ok: false, reason: 'referral-code-unknown' };
          if (!identifies(record, request)) return { ok: false, reason: 'national-id-mismatch' };

          if ('lovedOneId' in target) {
            const [lovedOne] = await tx
              .select()
              .from(lovedOnes)
              .where(and(eq(lovedOnes.id, target.lovedOneId), eq(lovedOnes.ownerCustomerId, customerId)))
              .for('update')
              .limit(1);
            if (!lovedOne || lovedOne.profileLinkingStatus === 'LINKED') {
              return { ok: false, reason: 'already-linked' };
            }
            if (
              lovedOne.nationalId !== null &&
              !identifies({ ...record, nationalId: lovedOne.nationalId }, request)
            ) {
              return { ok: false, reason: 'national-id-mismatch' };
            }
            await tx
              .update(lovedOnes)
              .set({
                name: record.name,
                nationalId: record.nationalId,
                profile: { ...lovedOne.profile, ...record.profile, email: record.email },
                linkedCustomerId: record.id,
                profileLinkingStatus: 'LINKED',
                updatedAt: now,
              })
              .where(eq(lovedOnes.id, lovedOne.id));
            return { ok: true };
          }

          const [caller] = await tx
            .select()
            .from(customers)
            .where(eq(customers.id, customerId))
            .for('update')
            .limit(1);
          if (!caller || caller.profileLinkingStatus === 'LINKED')
            return { ok: false, reason: 'already-linked' };
          if (
            caller.nationalId !== null &&
            !identifies({ ...record, nationalId: caller.nationalId }, request)
          ) {
            return { ok: false, reason: 'national-id-mismatch' };
          }

          // The record's belongings move to the customer; a type of address the customer has stays theirs.
          const ownTypes = (
            await tx
              .select({ type: addresses.type })
              .from(addresses)
              .where(eq(addresses.customerId, customerId))
          ).map((row) => row.type);
          if (ownTypes.length > 0) {
            await tx
              .delete(addresses)
              .where(and(eq(addresses.customerId, record.id), inArray(addresses.type, ownTypes)));
          }
          await tx.update(addresses).set({ customerId }).where(eq(addresses.customerId, record.id));
          await tx.update(contacts).set({ customerId }).where(eq(contacts.customerId, record.id));
          await tx.update(bookings).set({ customerId }).where(eq(bookings.customerId, record.id));
          const ownLovedOneIds = (
            await tx
              .select({ nationalId: lovedOnes.nationalId })
              .from(lovedOnes)
              .where(eq(lovedOnes.ownerCustomerId, customerId))
          )
            .map((row) => row.nationalId)
            .filter((id): id is string => id !== null);
          await tx
            .update(lovedOnes)
            .set({ ownerCustomerId: customerId })
            .where(
              and(
                eq(lovedOnes.ownerCustomerId, record.id),
                ownLovedOneIds.length > 0
                  ? notInArray(sql`coalesce(${lovedOnes.nationalId}, '')`, ownLovedOneIds)
                  : undefined,
              ),
            );
          const [ownPicture] = await tx
            .select({ id: pictures.id })
            .from(pictures)
            .where(eq(pictures.customerId, customerId))
            .limit(1);
          if (!ownPicture)
            await tx.update(pictures).set({ customerId }).where(eq(pictures.customerId, record.id));

          await tx.delete(customers).where(eq(customers.id, record.id));
          const kept = Object.fromEntries(
            KEPT_CONTACT_FIELDS.filter((key) => caller.profile[key] !== undefined).map((key) => [
              key,
              caller.profile[key],
            ]),
          );
          await tx
            .update(customers)
            .set({
              name: record.name,
              nationalId: record.nationalId,
              referralCode: record.referralCode,
              categoryId: caller.categoryId ?? record.categoryId,
              profile: { ...caller.profile, ...record.profile, ...kept },
              profileLinkingStatus: 'LINKED',
              updatedAt: now,
            })
            .where(eq(customers.id, customerId));
          return { ok: true };
        });
      } catch (error) {
        // A loved one of the customer already has this ID number.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'already-linked' };
        throw error;
      }
    },
  };
}

export type LinkingRepository = ReturnType<typeof linkingRepository>;
