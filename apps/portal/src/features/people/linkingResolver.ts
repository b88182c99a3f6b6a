import type { LinkingRequest, LinkingRequestInput } from '@careportal/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * The schema and its resolver (zod) load with the form's first check, not with the page: the page's first screen
 * needs neither, and a person takes longer to type than the chunk takes to come.
 */
const loadValidation = () => import('./linkingValidation');

/** A Client ID that passes, so that a second parse reaches the ID-number rule. */
const CLIENT_ID_STAND_IN = 'A';

/**
 * zodResolver for the domain's linkingRequestSchema (loaded on first use), plus the ID-number message while the Client ID is still
 * empty. Why: zod 4's `.superRefine` drops the `when` option the domain schema passes, so its ID-number rule is
 * skipped whenever the required Client ID aborted, and someone who leaves both empty would learn about the ID
 * number only after fixing the Client ID. (The ui package's PersonalDetailsForm works around the same thing.)
 */
export const linkingResolver: Resolver<LinkingRequestInput, unknown, LinkingRequest> = async (
  values,
  context,
  options,
) => {
  const { base, schema } = await loadValidation();
  const result = await base(values, context, options);
  const errors: FieldErrors<LinkingRequestInput> = { ...result.errors };
  if (errors.referralCode === undefined || errors.nric !== undefined) return result;
  const again = schema.safeParse({ ...values, referralCode: CLIENT_ID_STAND_IN });
  const issue = again.error?.issues.find((candidate) => candidate.path[0] === 'nric');
  if (issue === undefined) return result;
  const nric: FieldError = { type: issue.code, message: issue.message };
  return { values: {}, errors: { ...errors, nric } };
};
