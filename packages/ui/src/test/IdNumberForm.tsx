import {
  DEFAULT_ID_TYPE,
  linkingRequestSchema,
  type LinkingRequest,
  type LinkingRequestInput,
} from '@careportal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormNricField } from '../components/Form';
import { HarnessForm } from './FormHarness';

const resolver = zodResolver(linkingRequestSchema);

/** Props of {@link IdNumberForm}. */
export interface IdNumberFormProps {
  defaultValues?: Partial<LinkingRequestInput>;
  isReadOnly?: boolean;
  onSubmit: (request: LinkingRequest) => void;
}

/**
 * The link-account form's ID number as an app binds it: the domain's schema checks the number by the ID type the
 * form holds, from the first time the field is left (`onTouched`), and the ID type is set with `setValue`.
 */
export function IdNumberForm({ defaultValues, isReadOnly, onSubmit }: IdNumberFormProps) {
  const { control, handleSubmit, setValue } = useForm<LinkingRequestInput, unknown, LinkingRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { referralCode: 'CL-0042', idType: DEFAULT_ID_TYPE, nric: '', ...defaultValues },
  });
  const idType = useWatch({ control, name: 'idType' }) ?? DEFAULT_ID_TYPE;
  return (
    <HarnessForm
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <FormNricField
        control={control}
        name="nric"
        idType={idType}
        onIdTypeChange={(type) => {
          setValue('idType', type);
        }}
        isRequired
        isReadOnly={isReadOnly}
      />
    </HarnessForm>
  );
}
