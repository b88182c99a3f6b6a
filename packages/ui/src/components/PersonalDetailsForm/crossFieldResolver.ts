import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a domain form schema whose cross-field rules (the ID number by ID type, the other-texts, the
 * CHAS expiry) must show even while other fields are still empty.
 *
 * Why: zod 4's classic `.superRefine` drops the `when` option the domain schemas pass, so their cross-field
 * refinement is skipped whenever a required text field (name, date of birth, email, mobile) aborted; a
 * person who types an invalid NRIC first would see no message until every other field was filled. This
 * parses a second time with known-good stand-ins for the fields that failed, and adds the cross-field
 * messages the first parse skipped. The messages still come from the domain schema.
 */
export function crossFieldResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  standIns: Partial<Record<keyof Input & string, unknown>>,
  crossFieldPaths: readonly (keyof Input & string)[],
): Resolver<Input, unknown, Output> {
  const base = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    const failed = Object.keys(errors);
    if (failed.length === 0) return result;
    const patched: Record<string, unknown> = { ...values };
    for (const [key, standIn] of Object.entries(standIns)) {
      if (failed.includes(key)) patched[key] = standIn;
    }
    const again = schema.safeParse(patched);
    for (const issue of again.error?.issues ?? []) {
      const key = issue.path[0];
      if (typeof key === 'string' && crossFieldPaths.includes(key) && errors[key] === undefined) {
        const error: FieldError = { type: issue.code, message: issue.message };
        errors[key] = error;
      }
    }
    return { values: {}, errors } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
  };
}
