/** Whether a raw field value counts as filled in: not `undefined`, `null`, blank text or an empty list. */
export function isFilled(field: unknown): boolean {
  if (field === undefined || field === null) return false;
  if (typeof field === 'string') return field.trim() !== '';
  if (Array.isArray(field)) return field.length > 0;
  return true;
}
