import { z } from 'zod';

import { CLIENT_ID_MAX_LENGTH, NATIONAL_ID_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { nationalIdMessage } from '../national-id/message.js';
import { DEFAULT_ID_TYPE, ID_TYPES, REFERRAL_CHANNELS } from './enums.js';
import { recordUuid } from './ids.js';
import {
  EVEN_IF_OTHER_FIELDS_FAIL,
  addIssueAt,
  idTypeAt,
  optionalText,
  requiredText,
  textAt,
} from './shared.js';

const v = messages.validation;

/**
 * The link-account form and body of POST profile/linking: the Client ID (referral code) the provider sent, the
 * ID number with its type (checked as in personal details: 'NRIC is invalid', 'Fin is invalid', …, at `nric`),
 * and the loved one being linked, when it is not the customer.
 */
export const linkingRequestSchema = z
  .object({
    referralCode: requiredText(v.clientIdRequired, { max: CLIENT_ID_MAX_LENGTH }),
    idType: z.enum(ID_TYPES, { error: v.idTypeRequired }).default(DEFAULT_ID_TYPE),
    nric: optionalText({ max: NATIONAL_ID_MAX_LENGTH }),
    lovedOne: recordUuid().nullish(),
  })
  .superRefine((value, ctx) => {
    const idType = idTypeAt(value, 'idType');
    if (idType === undefined) return;
    const message = nationalIdMessage(idType, textAt(value, 'nric'));
    if (message !== undefined) addIssueAt(ctx, ['nric'], message);
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid linking request. */
export type LinkingRequest = z.output<typeof linkingRequestSchema>;
/** A linking request as the form holds it before validation. */
export type LinkingRequestInput = z.input<typeof linkingRequestSchema>;

/**
 * The body of POST profile/referral-code/send: the channel to send the Client ID by, and optionally the ID
 * number (with its type) of the client record whose Client ID is wanted; without it, the customer's own. The
 * Client ID only ever goes to the email or mobile number already on that record.
 */
export const referralCodeSendRequestSchema = z
  .object({
    channel: z.enum(REFERRAL_CHANNELS, { error: v.invalidValue }),
    idType: z.enum(ID_TYPES, { error: v.idTypeRequired }).default(DEFAULT_ID_TYPE),
    nric: optionalText({ max: NATIONAL_ID_MAX_LENGTH }),
  })
  .superRefine((value, ctx) => {
    const nric = textAt(value, 'nric');
    const idType = idTypeAt(value, 'idType');
    if (nric === '' || idType === undefined) return;
    const message = nationalIdMessage(idType, nric);
    if (message !== undefined) addIssueAt(ctx, ['nric'], message);
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A referral-code send request. */
export type ReferralCodeSendRequest = z.output<typeof referralCodeSendRequestSchema>;
