import {
  DEFAULT_ID_TYPE,
  denticareClientSchema,
  denticarePageMessages,
  type DenticareClient,
  type DenticareClientInput,
} from '@careportal/domain';
import {
  Button,
  FormNricField,
  FormRadioGroup,
  FormTextField,
  InlineAlert,
  Stack,
  useTranslated,
} from '@careportal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { PublicClient } from '../api';
import { textStyles } from '../../../shell/textStyles';

const resolver = zodResolver(denticareClientSchema);
const SINGAPORE = '+65';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  /** The details kept for this session (the ID number comes masked, so it is asked again). */
  kept: PublicClient | null;
  onBack: () => void;
  onSubmit: (client: DenticareClient) => Promise<void>;
  problem: string | null;
}

function defaults(kept: PublicClient | null): DenticareClientInput {
  return {
    isBookingForYourSelf: kept?.bookingForYourself ?? true,
    name: kept?.name ?? '',
    email: kept?.email ?? '',
    mobileNumber: kept?.mobileNumber ?? '',
    clientIdType: kept?.clientIdType ?? DEFAULT_ID_TYPE,
    nric: '',
    countryCode: kept?.countryCode ?? SINGAPORE,
  };
}

/** Step 2, client details: for yourself or for someone else, by the domain's Denticare client form. */
export function DetailsStep({ kept, onBack, onSubmit, problem }: DetailsStepProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.details;
  const { control, handleSubmit, setValue, formState } = useForm<
    DenticareClientInput,
    unknown,
    DenticareClient
  >({ resolver, defaultValues: defaults(kept), mode: 'onTouched' });
  const idType = useWatch({ control, name: 'clientIdType' }) ?? DEFAULT_ID_TYPE;
  const forYourself = useWatch({ control, name: 'isBookingForYourSelf' });

  return (
    <Stack
      noValidate
      aria-label={d.steps.step2}
      as="form"
      space="lg"
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <FormRadioGroup
        control={control}
        name="isBookingForYourSelf"
        label={text.whoTitle}
        isRequired
        options={[
          { value: true, label: text.forYourself },
          { value: false, label: text.forSomeoneElse },
        ]}
      />
      {!forYourself ? <p className={textStyles.mutedFlush}>{text.someoneElseNote}</p> : null}
      <FormTextField
        control={control}
        name="name"
        label={text.name}
        autoComplete={!forYourself ? 'off' : 'name'}
        isRequired
      />
      <FormNricField
        control={control}
        name="nric"
        idType={idType}
        onIdTypeChange={(type) => {
          setValue('clientIdType', type);
        }}
        isRequired
      />
      <FormTextField
        control={control}
        name="email"
        label={text.email}
        description={text.emailNote}
        type="email"
        inputMode="email"
        autoComplete={!forYourself ? 'off' : 'email'}
        isRequired
      />
      <FormTextField
        control={control}
        name="mobileNumber"
        label={text.mobileNumber}
        description={text.mobileNote}
        type="tel"
        inputMode="tel"
        autoComplete={!forYourself ? 'off' : 'tel-national'}
        isRequired
      />
      <div role="alert">{problem !== null ? <InlineAlert tone="error" title={problem} /> : null}</div>
      <Stack space="sm">
        <Button type="submit" fullWidth isLoading={formState.isSubmitting}>
          {d.next}
        </Button>
        <Button variant="tertiary" fullWidth onPress={onBack}>
          {d.back}
        </Button>
      </Stack>
    </Stack>
  );
}
