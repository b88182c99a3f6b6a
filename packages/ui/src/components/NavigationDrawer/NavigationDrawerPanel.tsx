import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Link as AriaLink,
  Modal as AriaModal,
  ModalOverlay,
  VisuallyHidden,
} from 'react-aria-components';
import { CloseButton } from '../Dialog/CloseButton';
import { useOverlayThemeClass } from '../Dialog/overlayTheme';
import { ExternalLinkIcon, Icon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import type { MenuActionItem, MenuItem, MenuSubmenuItem } from '../Menu';
import * as styles from './NavigationDrawer.css';

/** Props of {@link NavigationDrawerPanel}. */
export interface NavigationDrawerPanelProps {
  /** The drawer's heading, which names it: the greeting for a signed-in customer, say. */
  title: ReactNode;
  /** The entries, in the same shape as {@link Menu}'s, so one list serves both. */
  items: readonly MenuItem[];
  /** Called with the id of any chosen entry; the drawer closes first. */
  onAction?: (id: string) => void;
  /** Content above the entries, such as Login for a visitor. */
  children?: ReactNode;
  /** The entry whose `href` this is shows as the current page. */
  currentHref?: string;
  /** Accessible name of the close button. Default the catalogue's 'Close'. */
  closeLabel?: string;
  /** Hint read after an external entry. Default the catalogue's '(opens in a new tab)'. */
  newTabHint?: string;
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** Called when the drawer asks to close (Escape, the close button, a tap outside, an entry chosen). */
  onOpenChange: (isOpen: boolean) => void;
}

function isSubmenu(item: MenuItem): item is MenuSubmenuItem {
  return 'children' in item;
}

/**
 * The panel of {@link NavigationDrawer}, on its own for an app that opens it from its own
 * {@link NavigationDrawerButton}, such as one that loads the panel's code only when it is first wanted. Focus
 * moves into the panel and stays there until it closes, then returns to what had it before, the button.
 */
export function NavigationDrawerPanel({
  title,
  items,
  onAction,
  children,
  currentHref,
  closeLabel,
  newTabHint: newTabHintProp,
  isOpen,
  onOpenChange,
}: NavigationDrawerPanelProps) {
  const catalogue = useCatalogue();
  const newTabHint = newTabHintProp ?? catalogue.a11y.opensInNewTab;
  const themeClass = useOverlayThemeClass();
  const titleId = useId();

  const renderItem = (item: MenuActionItem, close: () => void) => {
    const choose = () => {
      close();
      item.onAction?.();
      onAction?.(item.id);
    };
    if (item.href === undefined) {
      return (
        <AriaButton className={styles.item} isDisabled={item.isDisabled} onPress={choose}>
          <span className={styles.itemLabel}>{item.label}</span>
        </AriaButton>
      );
    }
    return (
      <AriaLink
        className={styles.item}
        href={item.href}
        target={item.isExternal ? '_blank' : undefined}
        rel={item.isExternal ? 'noopener noreferrer' : undefined}
        aria-current={item.href === currentHref ? 'page' : undefined}
        isDisabled={item.isDisabled}
        onPress={choose}
      >
        <span className={styles.itemLabel}>
          {item.label}
          {item.isExternal ? <VisuallyHidden> {newTabHint}</VisuallyHidden> : null}
        </span>
        {item.isExternal ? (
          <span className={styles.itemIcon}>
            <Icon icon={ExternalLinkIcon} size="small" />
          </span>
        ) : null}
      </AriaLink>
    );
  };

  const renderList = (entries: readonly MenuItem[], close: () => void, nested = false) => (
    <ul className={nested ? styles.nestedList : styles.list}>
      {entries.map((item) =>
        isSubmenu(item) ? (
          <li key={item.id} className={styles.group}>
            <span className={styles.groupHeading} id={`${titleId}-${item.id}`}>
              {item.label}
            </span>
            <div role="group" aria-labelledby={`${titleId}-${item.id}`}>
              {renderList(item.children, close, true)}
            </div>
          </li>
        ) : (
          <li key={item.id}>{renderItem(item, close)}</li>
        ),
      )}
    </ul>
  );

  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={`${themeClass} ${styles.overlay}`}
    >
      <AriaModal className={styles.drawer}>
        <AriaDialog className={styles.dialog} aria-labelledby={titleId}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" id={titleId} className={styles.title}>
                  {title}
                </Heading>
                <CloseButton slot="close" label={closeLabel ?? catalogue.labels.close} />
              </div>
              <div className={styles.body}>
                {children ? <div className={styles.extra}>{children}</div> : null}
                <nav aria-labelledby={titleId}>{renderList(items, close)}</nav>
              </div>
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
