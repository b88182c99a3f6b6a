import {
  DEFAULT_ID_TYPE,
  denticareClientSchema,
  denticarePageMessages,
  type DenticareClient,
  type DenticareClientInput,
} from '@careportal/domain';
import { Button, InlineAlert, NricField, RadioGroup, TextField, useTranslated } from '@careportal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { PublicClient } from '../api';
import { denticareLayout as layout } from '../layout';

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
  const { control, handleSubmit, setValue, trigger, formState } = useForm<
    DenticareClientInput,
    unknown,
    DenticareClient
  >({ resolver, defaultValues: defaults(kept), mode: 'onTouched' });
  const idType = useWatch({ control, name: 'clientIdType' }) ?? DEFAULT_ID_TYPE;
  const forYourself = useWatch({ control, name: 'isBookingForYourSelf' });

  return (
    <form
      noValidate
      aria-label={d.steps.step2}
      className={layout.page}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <Controller
        control={control}
        name="isBookingForYourSelf"
        render={({ field }) => (
          <RadioGroup
            label={text.whoTitle}
            isRequired
            value={!field.value ? 'other' : 'self'}
            onChange={(value) => {
              field.onChange(value === 'self');
            }}
            options={[
              { value: 'self', label: text.forYourself },
              { value: 'other', label: text.forSomeoneElse },
            ]}
          />
        )}
      />
      {!forYourself ? <p className={layout.muted}>{text.someoneElseNote}</p> : null}
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label={text.name}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={!forYourself ? 'off' : 'name'}
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
                setValue('clientIdType', id.idType);
                if (fieldState.isTouched || formState.isSubmitted) void trigger('nric');
              }
            }}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={text.email}
            description={text.emailNote}
            type="email"
            inputMode="email"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={!forYourself ? 'off' : 'email'}
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="mobileNumber"
        render={({ field, fieldState }) => (
          <TextField
            label={text.mobileNumber}
            description={text.mobileNote}
            type="tel"
            inputMode="tel"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={!forYourself ? 'off' : 'tel-national'}
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <div role="alert">{problem !== null ? <InlineAlert tone="error" title={problem} /> : null}</div>
      <div className={layout.actions}>
        <Button type="submit" fullWidth isLoading={formState.isSubmitting}>
          {d.next}
        </Button>
        <Button variant="tertiary" fullWidth onPress={onBack}>
          {d.back}
        </Button>
      </div>
    </form>
  );
}
