import {
  useFormState,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormSetFocus,
} from 'react-hook-form';
import { ErrorSummary, focusControl, type ErrorSummaryProblem } from '../ErrorSummary';

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps<TValues extends FieldValues> {
  control: Control<TValues>;
  /** The form's `setFocus`: each problem's link moves focus to its field. */
  setFocus: UseFormSetFocus<TValues>;
  /** Default 2: one level under the form's own title. */
  headingLevel?: 2 | 3 | 4;
  /**
   * What is wrong with fields that belong with the form but sit outside it (a new loved one's relationship, above
   * their details), listed first: one summary for everything the send found.
   */
  outsideProblems?: readonly ErrorSummaryProblem[];
}

/** Every error of `errors` with its field's path, in the form's order (nested groups flattened). */
function errorsOf(errors: FieldErrors, prefix = ''): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (error === undefined || key === 'root') continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof error.message === 'string' && error.message !== '')
      found.push({ path, message: error.message });
    else found.push(...errorsOf(error as FieldErrors, path));
  }
  return found;
}

/**
 * Focuses the field named `path` in the summary's form: by the form's `setFocus` where the field gave its input
 * (text and date fields), else by the input of that name (a radio group's; a select's hidden twin leads to its
 * button).
 */
function focusNamed<TValues extends FieldValues>(
  setFocus: UseFormSetFocus<TValues>,
  path: string,
  summary: HTMLElement,
): void {
  const before = document.activeElement;
  setFocus(path as FieldPath<TValues>, { shouldSelect: false });
  if (document.activeElement !== before) return;
  const named = summary.closest('form')?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
  if (named !== null && named !== undefined) focusControl(named);
}

/**
 * The {@link ErrorSummary} of a react-hook-form form: once the form was sent with mistakes, each field's error as
 * a link to that field, above the form. It takes focus on each failed send and follows the errors as the person
 * puts them right. Give the form `shouldFocusError: false`: the summary is where focus goes.
 */
export function FormErrorSummary<TValues extends FieldValues>({
  control,
  setFocus,
  headingLevel,
  outsideProblems = [],
}: FormErrorSummaryProps<TValues>) {
  const { errors, submitCount } = useFormState({ control });
  if (submitCount === 0) return null;
  const problems: ErrorSummaryProblem[] = [
    ...outsideProblems,
    ...errorsOf(errors).map(({ path, message }) => ({
      message,
      focus: (summary: HTMLElement) => {
        focusNamed(setFocus, path, summary);
      },
    })),
  ];
  return <ErrorSummary problems={problems} focusKey={submitCount} headingLevel={headingLevel} />;
}
