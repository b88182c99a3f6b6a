import { zodResolver } from '@hookform/resolvers/zod';
import { linkingRequestSchema, type LinkingRequest, type LinkingRequestInput } from '@careportal/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

const base: Resolver<LinkingRequestInput, unknown, LinkingRequest> = zodResolver(linkingRequestSchema);

/** A Client ID that passes, so that a second parse reaches the ID-number rule. */
const CLIENT_ID_STAND_IN = 'A';

/**
 * zodResolver for the domain's linkingRequestSchema, plus the ID-number message while the Client ID is still
 * empty. Why: zod 4's `.superRefine` drops the `when` option the domain schema passes, so its ID-number rule is
 * skipped whenever the required Client ID aborted, and someone who leaves both empty would learn about the ID
 * number only after fixing the Client ID. (The ui package's PersonalDetailsForm works around the same thing.)
 */
export const linkingResolver: Resolver<LinkingRequestInput, unknown, LinkingRequest> = async (
  values,
  context,
  options,
) => {
  const result = await base(values, context, options);
  const errors: FieldErrors<LinkingRequestInput> = { ...result.errors };
  if (errors.referralCode === undefined || errors.nric !== undefined) return result;
  const again = linkingRequestSchema.safeParse({ ...values, referralCode: CLIENT_ID_STAND_IN });
  const issue = again.error?.issues.find((candidate) => candidate.path[0] === 'nric');
  if (issue === undefined) return result;
  const nric: FieldError = { type: issue.code, message: issue.message };
  return { values: {}, errors: { ...errors, nric } };
};
