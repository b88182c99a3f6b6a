/**
 * A check's option that runs it only while the value has no problem yet, so that a field shows its first problem
 * alone ('Postal code is required', never 'Postal code is invalid' beside it).
 *
 * Not zod's `abort`: an aborted field also stops every rule of the form around it, even one marked to run when
 * other fields fail (`EVEN_IF_OTHER_FIELDS_FAIL`), so an empty name hid the missing ID number's message.
 */
export const FIRST_PROBLEM_ONLY = {
  when: (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0,
};
