import { z } from 'zod';

import { NATIONAL_ID_MAX_LENGTH, RECORD_REF_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { EGIRO_BANKS, EGIRO_STATUSES } from './enums.js';
import {
  EVEN_IF_OTHER_FIELDS_FAIL,
  addIssueAt,
  isFilled,
  optionalText,
  requiredText,
  valueAt,
} from './shared.js';

const v = messages.validation;

/**
 * An eGIRO direct-debit arrangement as listed on the eGIRO arrangements page (specification 000, section 3).
 * Dates are as the bank reports them; only the references and status are always present.
 */
export const egiroArrangementSchema = z.object({
  clientName: z.string().nullish(),
  ddaReferenceNo: z.string(),
  boTransactionRefNo: z.string(),
  status: z.enum(EGIRO_STATUSES),
  bankName: z.string().nullish(),
  effectiveDate: z.string().nullish(),
  expiryDate: z.string().nullish(),
  relationship: z.string().nullish(),
  limit: z.number().nullish(),
  cancellationDate: z.string().nullish(),
  acceptedDate: z.string().nullish(),
  remarks: z.string().nullish(),
  egiroReferenceNo: z.string().nullish(),
});

/** An eGIRO arrangement. */
export type EgiroArrangement = z.output<typeof egiroArrangementSchema>;

const EGIRO_BANK_CODES = EGIRO_BANKS.map((bank) => bank.code);

/**
 * The body of POST egiro/create. The arrangement is for the client named by exactly one of `nric` (a person
 * without a client record here, whose ID is typed in) or `lovedOneId` (an existing loved one): neither gives
 * 'NRIC is required' at `nric`, both give 'This value is invalid' at `lovedOneId`.
 */
export const egiroCreateRequestSchema = z
  .object({
    applicantBankCode: z.enum(EGIRO_BANK_CODES, { error: v.bankRequired }),
    ddaRefNo: requiredText(v.required),
    nric: optionalText({ max: NATIONAL_ID_MAX_LENGTH }),
    lovedOneId: optionalText({ max: RECORD_REF_MAX_LENGTH }),
    relationship: requiredText(v.relationshipRequired),
  })
  .superRefine((value, ctx) => {
    const hasNric = isFilled(valueAt(value, 'nric'));
    const hasLovedOne = isFilled(valueAt(value, 'lovedOneId'));
    if (!hasNric && !hasLovedOne) addIssueAt(ctx, ['nric'], v.nricRequired);
    if (hasNric && hasLovedOne) addIssueAt(ctx, ['lovedOneId'], v.invalidValue);
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid eGIRO create request. */
export type EgiroCreateRequest = z.output<typeof egiroCreateRequestSchema>;
/** An eGIRO create request before validation. */
export type EgiroCreateRequestInput = z.input<typeof egiroCreateRequestSchema>;

/** The body of egiro/cancel: the bank's DDA and transaction references. */
export const egiroCancelRequestSchema = z.object({
  boDDARefNo: z.string().min(1),
  boTransactionRefNo: z.string().min(1),
});

/** An eGIRO cancel request. */
export type EgiroCancelRequest = z.output<typeof egiroCancelRequestSchema>;
