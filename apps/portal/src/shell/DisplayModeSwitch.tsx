import { Switch, useCatalogue } from '@careportal/ui';
import { useDisplayMode } from './displayMode';

/** Props of {@link DisplayModeSwitch}. */
export interface DisplayModeSwitchProps {
  /** Its own id, where two show at once (the header's and My Profile's). */
  id?: string;
}

/** 'Larger text': senior mode on or off, everywhere, at once. */
export function DisplayModeSwitch({ id }: DisplayModeSwitchProps) {
  const { mode, choose } = useDisplayMode();
  const catalogue = useCatalogue();
  return (
    <Switch
      id={id}
      isSelected={mode === 'senior'}
      onChange={(isOn) => {
        choose(isOn ? 'senior' : 'default');
      }}
    >
      {catalogue.labels.largerText}
    </Switch>
  );
}
