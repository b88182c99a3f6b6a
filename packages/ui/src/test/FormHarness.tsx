import { messages } from '@careportal/domain';
import { useEffect, type SubmitEvent, type ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../components/Button';
import { sprinkles } from '../theme';

/** Props of {@link FormHarness}. */
export interface FormHarnessProps<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** An error to show on one field, as a resolver would set it after submit. */
  error?: { name: Path<TValues>; message: string };
  onSubmit: (values: TValues) => void;
  children: (control: Control<TValues>) => ReactNode;
}

/** A react-hook-form form around the form-bound fields (`FormTextField` and its siblings), for their stories. */
export function FormHarness<TValues extends FieldValues>({
  defaultValues,
  error,
  onSubmit,
  children,
}: FormHarnessProps<TValues>) {
  const { control, handleSubmit, setError } = useForm<TValues>({ defaultValues });
  useEffect(() => {
    if (error) setError(error.name, { message: error.message });
  }, [error, setError]);
  return (
    <HarnessForm
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      {children(control)}
    </HarnessForm>
  );
}

/** The harness's form element: its fields in a column, then Save, which submits it. */
export function HarnessForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'md' })}
      onSubmit={onSubmit}
    >
      {children}
      <Button type="submit">{messages.labels.save}</Button>
    </form>
  );
}
