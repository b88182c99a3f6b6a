import { messages } from '@careportal/domain';
import { useEffect, type ReactNode } from 'react';
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

/** A react-hook-form form around the private form-bound fields, for their stories. */
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
    <form
      noValidate
      className={sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'md' })}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      {children(control)}
      <Button type="submit">{messages.labels.save}</Button>
    </form>
  );
}
