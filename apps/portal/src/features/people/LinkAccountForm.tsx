import { DEFAULT_ID_TYPE, messages, type LinkingRequest, type LinkingRequestInput } from '@careportal/domain';
import { Button, Card, FormNricField, FormTextField, Inline, Stack } from '@careportal/ui';
import { useWatch, type UseFormReturn } from 'react-hook-form';
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
  const { control, handleSubmit, setValue, formState } = form;
  const idType = useWatch({ control, name: 'idType' }) ?? DEFAULT_ID_TYPE;

  return (
    <Stack
      noValidate
      aria-label={label}
      as="form"
      space="md"
      onSubmit={(event) => {
        void handleSubmit(onLink)(event);
      }}
    >
      <FormTextField
        control={control}
        name="referralCode"
        label={text.clientId}
        description={text.clientIdExplained}
        autoComplete="off"
        isRequired
      />
      <FormNricField
        control={control}
        name="nric"
        idType={idType}
        onIdTypeChange={(type) => {
          setValue('idType', type);
        }}
        isRequired
      />
      {/* Live regions stay on the page, so that screen readers announce what appears in them. */}
      <div role="alert">
        {linkError !== null ? (
          <Card tone="muted" padding="small">
            <p className={layout.noticeError}>{linkError}</p>
          </Card>
        ) : null}
      </div>
      <Inline space="sm" alignY="center">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {text.linkAccount}
        </Button>
      </Inline>
    </Stack>
  );
}
