/**
 * profile: the signed-in customer's personal details, or those of the loved one named by `view-as` (seed 000
 * section 7), and linking to a client record the provider already holds.
 *
 * - GET profile, PUT profile ('Updated personal detail successfully'): the body as the portal's
 *   toProfilePayload sends it; the seed's locks (name once linked, ID number once set, email once set) and
 *   "one client record per ID number" (409 with the seed's two messages).
 * - GET profile/nric/{nric}: who has this ID number, seen from the customer (SELF, LOVED_ONE, CLIENT); 404 when
 *   nobody (or another customer's loved one). Limited per customer and per ID number (API_NRIC_CHECK_MAX).
 * - GET profile/linking?nric&linkingType&lovedOne: whether a client record with that ID number can be linked.
 * - POST profile/linking: links by Client ID and ID number. The two failures the portal tells apart answer with
 *   the server texts of the catalogue (messages.linking.serverReferralCodeMissing / …NotForNric).
 * - POST profile/referral-code/send: sends a Client ID by email or SMS, only ever to the address on its record,
 *   in the language of that record's account (customers.language), else the asking customer's, else English.
 */
import {
  NATIONAL_ID_MAX_LENGTH,
  PROFILE_LINKING_STATUSES,
  createProfileRequestSchema,
  linkingRequestSchema,
  maskNationalId,
  messages,
  recordUuid,
  referralCodeSendRequestSchema,
  textSchema,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { NotificationFailed } from '../../adapters/index.ts';
import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { writerFor } from '../../lib/i18n.ts';
import {
  checkLocks,
  checkNationalIdFree,
  nationalIdExists,
  lovedOneMapped,
  normalisedDetails,
  personData,
  personToData,
} from '../../lib/person.ts';
import { LOVED_ONE_NOT_FOUND, actingFor, actingPerson, ownedLovedOne, signedIn } from '../../lib/owners.ts';
import { strictQuery } from '../../plugins/app/errors.ts';
import { limitLookups, lookupCounter } from '../../plugins/external/rate-limit.ts';
import type { Person, PersonRef } from '../../repositories/people.ts';

export const NATIONAL_ID_NOT_FOUND = 'Nobody has this ID number.';

const LINKING_TYPES = ['SELF', 'LOVED_ONE'] as const;
const NATIONAL_ID_RELATIONS = ['SELF', 'LOVED_ONE', 'CLIENT'] as const;

const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;

/** 'be*****@mail.example.sg', '****4321': enough to recognise, not enough to learn. */
export function maskRecipient(channel: 'EMAIL' | 'SMS', to: string): string {
  if (channel === 'SMS') return `****${to.slice(-4)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 3))}@${domain}`;
}

/** A Singapore mobile number in E.164, from the record's country code and number. */
function e164(countryCode: unknown, mobileNumber: unknown): string | undefined {
  if (typeof mobileNumber !== 'string' || mobileNumber.trim() === '') return undefined;
  const code = typeof countryCode === 'string' && countryCode.trim() !== '' ? countryCode.trim() : '+65';
  return `${code.startsWith('+') ? code : `+${code}`}${mobileNumber.replace(/\s+/g, '')}`;
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'profile', viewAs: true, errors: responses });

  // Saving an ID number new to the person tells whether it is a client's: an ID-number lookup.
  const countNationalId = lookupCounter(app, 'nationalId');
  const load = async (ref: PersonRef): Promise<Person> => {
    const person = await app.repos.people.get(ref);
    if (!person) throw notFound(LOVED_ONE_NOT_FOUND);
    return person;
  };

  app.get(
    '/',
    authenticated({
      summary: 'The personal details of the signed-in customer (or the view-as loved one)',
      response: { 200: envelopeSchema(personData) },
    }),
    async (request) => ok(await personToData(app, actingPerson(request))),
  );

  app.put(
    '/',
    authenticated({
      summary: 'Change the personal details of the signed-in customer (or the view-as loved one)',
      body: createProfileRequestSchema({ now: () => app.clock() }),
      response: { 200: envelopeSchema(personData) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const ref = actingFor(request);
      const current = await load(ref);
      const details = normalisedDetails(request.body);
      checkLocks(current, details);
      await checkNationalIdFree(app, customer.id, ref, details, {
        request,
        count: countNationalId,
        currentNationalId: current.nationalId,
      });
      const saved = await app.repos.people.saveDetails(ref, details, app.clock());
      if (!saved.ok) throw 'customerId' in ref ? nationalIdExists() : lovedOneMapped();
      return ok(await personToData(app, saved.value), { message: messages.success.personalDetailUpdated });
    },
  );

  app.get(
    '/nric/:nric',
    {
      ...authenticated({
        summary: 'Who has this ID number: the customer, one of their loved ones, or another client record',
        params: z.object({
          nric: textSchema({
            max: NATIONAL_ID_MAX_LENGTH,
            message: messages.validation.nricRequired,
            required: messages.validation.nricRequired,
          }),
        }),
        response: {
          200: envelopeSchema(z.object({ relation: z.enum(NATIONAL_ID_RELATIONS) })),
        },
      }),
      // Whether an ID number is a client's is worth guessing at: API_NRIC_CHECK_MAX checks per 10 minutes,
      // counted per customer (one person trying many numbers) and per number (many accounts trying one), with
      // the other ID-number lookups.
      preHandler: limitLookups(app, 'nationalId', (request) =>
        (request.params as { nric: string }).nric.trim().toUpperCase(),
      ),
    },
    async (request) => {
      const { customer } = signedIn(request);
      const relation = await app.repos.people.nationalIdRelation(customer.id, request.params.nric);
      if (!relation) throw notFound(NATIONAL_ID_NOT_FOUND);
      return ok({ relation });
    },
  );

  app.get(
    '/linking',
    {
      ...authenticated({
        summary: 'Whether a client record with this ID number can be linked to the customer or a loved one',
        querystring: strictQuery({
          nric: textSchema({
            max: NATIONAL_ID_MAX_LENGTH,
            message: messages.validation.nricRequired,
            required: messages.validation.nricRequired,
          }),
          linkingType: z.enum(LINKING_TYPES, { error: messages.validation.invalidValue }),
          lovedOne: recordUuid(LOVED_ONE_NOT_FOUND).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              profileLinkingStatus: z.enum(PROFILE_LINKING_STATUSES),
              linkable: z.boolean(),
            }),
          ),
        },
      }),
      // `linkable` says whether a client record has this ID number: an ID-number lookup.
      preHandler: limitLookups(app, 'nationalId', (request) =>
        (request.query as { nric: string }).nric.trim().toUpperCase(),
      ),
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { nric, linkingType, lovedOne } = request.query;
      let target: PersonRef = { customerId: customer.id };
      if (linkingType === 'LOVED_ONE') {
        const owned = lovedOne
          ? await app.repos.customers.findOwnedLovedOne(customer.id, lovedOne)
          : undefined;
        if (!owned) throw notFound(LOVED_ONE_NOT_FOUND);
        target = { lovedOneId: owned.id };
      }
      const person = await load(target);
      const record = await app.repos.linking.openRecordByNationalId(nric);
      return ok({
        profileLinkingStatus: person.profileLinkingStatus,
        linkable:
          person.profileLinkingStatus === 'PENDING' && record !== undefined && record.id !== customer.id,
      });
    },
  );

  app.post(
    '/linking',
    {
      ...authenticated({
        summary: 'Link the customer, or a loved one, to their client record by Client ID and ID number',
        body: linkingRequestSchema,
        response: { 200: envelopeSchema(personData) },
      }),
      // An unknown Client ID and one of another ID number are told apart: a Client ID lookup.
      preHandler: limitLookups(app, 'clientId', (request) =>
        (request.body as { referralCode: string }).referralCode.trim().toUpperCase(),
      ),
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { referralCode, idType, nric, lovedOne } = request.body;
      let target: PersonRef = actingFor(request);
      if (lovedOne) target = await ownedLovedOne(request, lovedOne);
      const outcome = await app.repos.linking.link(
        customer.id,
        target,
        { referralCode, idType, nric: nric ?? '' },
        app.clock(),
      );
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'referral-code-unknown':
            throw new ApiError({
              httpCode: 400,
              errorCode: 'REFERRAL_CODE_UNKNOWN',
              message: messages.linking.serverReferralCodeMissing,
              errors: [
                { in: 'body', path: 'referralCode', message: messages.linking.serverReferralCodeMissing },
              ],
            });
          case 'national-id-mismatch':
            throw new ApiError({
              httpCode: 400,
              errorCode: 'REFERRAL_CODE_NOT_FOR_NRIC',
              message: messages.linking.serverReferralCodeNotForNric,
              errors: [{ in: 'body', path: 'nric', message: messages.linking.serverReferralCodeNotForNric }],
            });
          case 'already-linked':
            throw new ApiError({
              httpCode: 409,
              errorCode: 'ALREADY_LINKED',
              message: messages.linking.alreadyLinked,
            });
        }
      }
      request.log.info({ customerId: customer.id, target }, 'profile linked');
      return ok(await personToData(app, await load(target)), { message: messages.linking.linked });
    },
  );

  app.post(
    '/referral-code/send',
    {
      ...authenticated({
        summary:
          "Send a Client ID by email or SMS to the address on its record (the customer's own without nric)",
        body: referralCodeSendRequestSchema,
        response: {
          200: envelopeSchema(z.object({ channel: z.enum(['EMAIL', 'SMS']), sentTo: z.string() })),
          502: errorEnvelopeSchema,
        },
      }),
      config: { rateLimit: { max: app.config.referralCodeSendMax, timeWindow: '10 minutes' } },
      // With an ID number, whether a client record has it shows (404 when none): an ID-number lookup.
      preHandler: limitLookups(app, 'nationalId', (request) => {
        const { nric } = request.body as { nric?: string | null };
        return nric ? nric.trim().toUpperCase() : null;
      }),
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { channel, idType, nric } = request.body;
      let record: {
        referralCode: string;
        email: string | null;
        profile: Record<string, unknown>;
        language: string | null;
      } = customer;
      if (nric) {
        const found = await app.repos.linking.openRecordByNationalId(nric);
        const foundType = typeof found?.profile.idType === 'string' ? found.profile.idType : 'NRIC';
        if (!found || foundType !== idType) throw notFound(messages.linking.noClientRecord);
        record = found;
      }
      const to =
        channel === 'EMAIL' ? record.email : e164(record.profile.countryCode, record.profile.mobileNumber);
      if (!to) {
        const message =
          channel === 'EMAIL' ? messages.linking.noEmailOnRecord : messages.linking.noMobileOnRecord;
        throw new ApiError({ httpCode: 400, errorCode: 'NO_ADDRESS_FOR_CHANNEL', message });
      }
      // In the language of the record's holder, who receives it; a record nobody has chosen for (one the centre
      // made) in the language of the customer who asked for it, who is linking it as theirs or their loved one's.
      const write = await writerFor(record.language ?? customer.language);
      const text = write.text('messages.linking.clientIdMessageText', { clientId: record.referralCode });
      const subject = write.text('messages.linking.clientIdMessageSubject', {});
      try {
        const sent = await app.adapters.notifications.send(
          channel === 'EMAIL' ? { channel, to, subject, text } : { channel, to, text },
          AbortSignal.timeout(10_000),
        );
        request.log.info(
          { channel, messageId: sent.id, nric: nric ? maskNationalId(nric) : undefined },
          'client id sent',
        );
      } catch (error) {
        if (!(error instanceof NotificationFailed)) throw error;
        request.log.warn({ err: error, channel }, 'sending the client id failed');
        if (error.reason === 'rejected') {
          const message =
            channel === 'EMAIL' ? messages.linking.noEmailOnRecord : messages.linking.noMobileOnRecord;
          throw new ApiError({ httpCode: 400, errorCode: 'RECIPIENT_REJECTED', message, cause: error });
        }
        throw new ApiError({
          httpCode: 502,
          errorCode: 'NOTIFICATION_UNAVAILABLE',
          message: messages.linking.sendFailed,
          cause: error,
        });
      }
      return ok(
        { channel, sentTo: maskRecipient(channel, to) },
        {
          message:
            channel === 'EMAIL'
              ? messages.linking.clientIdSentToEmail
              : messages.linking.clientIdSentToMobile,
        },
      );
    },
  );

  done();
};

export default plugin;
