import { DEFAULT_ID_TYPE, messages, type LinkingRequest, type LinkingRequestInput } from '@careportal/domain';
import { Button, Card, NricField, TextField } from '@careportal/ui';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { layout } from './linkAccountLayout';

const text = messages.linking;

/** Props of {@link LinkAccountForm}. */
export interface LinkAccountFormProps {
  /** The form's accessible name: the page's title. */
  label: string;
  /** The form (see useLinkAccount). */
  form: UseFormReturn<LinkingRequestInput, unknown, LinkingRequest>;
  /** Why the last link failed; shown in the form's live region. */
  linkError: string | null;
  /** Called with the valid request on Link account. */
  onLink: (request: LinkingRequest) => Promise<void>;
}

/**
 * The link-account form: the Client ID the centre sent (explained), the ID number with its type (the rule for the
 * number follows its type), why a link failed, and Link account.
 */
export function LinkAccountForm({ label, form, linkError, onLink }: LinkAccountFormProps) {
  const { control, handleSubmit, setValue, trigger, formState } = form;
  const idType = useWatch({ control, name: 'idType' }) ?? DEFAULT_ID_TYPE;

  return (
    <form
      noValidate
      aria-label={label}
      className={layout.section}
      onSubmit={(event) => {
        void handleSubmit(onLink)(event);
      }}
    >
      <Controller
        control={control}
        name="referralCode"
        render={({ field, fieldState }) => (
          <TextField
            label={text.clientId}
            description={text.clientIdExplained}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete="off"
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="nric"
        render={({ field, fieldState }) => (
          <NricField
            name={field.name}
            inputRef={field.ref}
            value={{ idType, nric: field.value ?? '' }}
            onChange={(id) => {
              field.onChange(id.nric);
              if (id.idType !== idType) {
                setValue('idType', id.idType);
                // The rule for the number depends on its type: recheck what was already judged.
                if (fieldState.isTouched || formState.isSubmitted) void trigger('nric');
              }
            }}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      {/* Live regions stay on the page, so that screen readers announce what appears in them. */}
      <div role="alert">
        {linkError !== null ? (
          <Card tone="muted" padding="small">
            <p className={layout.noticeError}>{linkError}</p>
          </Card>
        ) : null}
      </div>
      <div className={layout.actions}>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {text.linkAccount}
        </Button>
      </div>
    </form>
  );
}
