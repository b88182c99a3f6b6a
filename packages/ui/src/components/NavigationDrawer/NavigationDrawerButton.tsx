import { Button } from '../Button';
import { Icon, MenuIcon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';

/** Props of {@link NavigationDrawerButton}. */
export interface NavigationDrawerButtonProps {
  /** Whether the drawer it opens is open. */
  isExpanded: boolean;
  /** Opens the drawer. */
  onPress: () => void;
  /** Called when a pointer rests on it or it takes focus: the moment to fetch the drawer's code, if it is lazy. */
  onIntent?: () => void;
  /** The text. Default the catalogue's 'Menu'. */
  label?: string;
}

/**
 * The Menu button that opens a {@link NavigationDrawerPanel}: the menu icon and its text, announced as opening
 * a dialog. It needs none of the drawer's code, so an app can show it at once and load the panel on demand.
 */
export function NavigationDrawerButton({
  isExpanded,
  onPress,
  onIntent,
  label,
}: NavigationDrawerButtonProps) {
  const catalogue = useCatalogue();
  return (
    <Button
      variant="secondary"
      icon={<Icon icon={MenuIcon} />}
      aria-haspopup="dialog"
      aria-expanded={isExpanded}
      onPress={onPress}
      onHoverStart={onIntent}
      onFocus={onIntent}
    >
      {label ?? catalogue.labels.menu}
    </Button>
  );
}
