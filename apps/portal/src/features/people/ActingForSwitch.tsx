import { messages } from '@careportal/domain';
import { RadioGroup } from '@careportal/ui';
import { useActingFor } from './ActingForProvider';
import type { LovedOneEntry } from './profileApi';

/** The switch's value for the customer themselves (loved ones are identified by their ids). */
const YOURSELF = 'yourself';

/** Props of {@link ActingForSwitch}. */
export interface ActingForSwitchProps {
  lovedOnes: readonly LovedOneEntry[];
  /** The question it asks. Default My Profile's 'Whose profile are you managing?'. */
  label?: string;
}

/**
 * Whose profile the customer manages: themselves or one of their loved ones. The choice is kept for the
 * session, and every call is then made for that person (`view-as`).
 */
export function ActingForSwitch({
  lovedOnes,
  label = messages.profilePage.actingForLabel,
}: ActingForSwitchProps) {
  const { lovedOneId, actFor } = useActingFor();
  const options = [
    { value: YOURSELF, label: messages.profilePage.actingForYourself },
    ...lovedOnes.map((lovedOne) => ({ value: lovedOne.id, label: lovedOne.name })),
  ];
  return (
    <RadioGroup<string>
      label={label}
      options={options}
      value={lovedOneId ?? YOURSELF}
      onChange={(value) => {
        actFor(value === YOURSELF ? null : value);
      }}
    />
  );
}
