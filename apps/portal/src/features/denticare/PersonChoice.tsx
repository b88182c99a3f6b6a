import { myDenticarePageMessages } from '@careportal/domain';
import { RadioGroup } from '@careportal/ui';
import { useActingFor } from '../people/ActingForProvider';
import { useLovedOnes } from '../people/useLovedOnes';

const text = myDenticarePageMessages;

/** The choice that stands for the customer themselves, beside their loved ones. */
export const YOURSELF = 'yourself';

/** Whom the appointment is for, when the loved-one feature is on and the customer has loved ones. */
export function PersonChoice() {
  const { lovedOneId, actFor, lovedOnesEnabled } = useActingFor();
  const { lovedOnes } = useLovedOnes(lovedOnesEnabled);
  if (!lovedOnesEnabled || lovedOnes === undefined || lovedOnes.length === 0) return null;
  return (
    <RadioGroup<string>
      label={text.personLabel}
      options={[
        { value: YOURSELF, label: text.personYourself },
        ...lovedOnes.map((lovedOne) => ({ value: lovedOne.id, label: lovedOne.name })),
      ]}
      value={lovedOneId ?? YOURSELF}
      onChange={(value) => {
        actFor(value === YOURSELF ? null : value);
      }}
    />
  );
}
