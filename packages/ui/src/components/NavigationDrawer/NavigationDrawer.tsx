import { useState } from 'react';
import { NavigationDrawerButton } from './NavigationDrawerButton';
import { NavigationDrawerPanel, type NavigationDrawerPanelProps } from './NavigationDrawerPanel';

/** Props of {@link NavigationDrawer}. */
export interface NavigationDrawerProps extends Omit<NavigationDrawerPanelProps, 'isOpen' | 'onOpenChange'> {
  /** The trigger's text. Default the catalogue's 'Menu'. */
  label?: string;
  /** Open it at once (stories, tests). */
  defaultOpen?: boolean;
}

/**
 * The menu of a phone: a Menu button that opens a panel from the screen's edge with every entry as a row of
 * at least 48px. Focus moves into the panel and stays there until it closes (Escape, the close button, a tap
 * outside, or choosing an entry), then returns to the button. A submenu such as Finance is a labelled group
 * of its own, open in place: nothing hides behind a second tap.
 *
 * An app that wants the panel's code only when it is first opened composes {@link NavigationDrawerButton}
 * and a lazily loaded {@link NavigationDrawerPanel} instead.
 */
export function NavigationDrawer({ label, defaultOpen = false, ...panelProps }: NavigationDrawerProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <NavigationDrawerButton
        label={label}
        isExpanded={isOpen}
        onPress={() => {
          setOpen(true);
        }}
      />
      <NavigationDrawerPanel {...panelProps} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
