import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
  VisuallyHidden,
} from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button';
import { useOverlayThemeClass } from '../Dialog/overlayTheme';
import { ChevronDownIcon, ChevronRightIcon, Icon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Menu.css';

/** An entry that acts or navigates. */
export interface MenuActionItem {
  id: string;
  label: ReactNode;
  /** Navigates there (through the app's router for internal paths). */
  href?: string;
  onAction?: () => void;
  /** Opens `href` in a new tab, with a hint for screen readers. */
  isExternal?: boolean;
  /** The plain text of `label` for type-ahead, when `label` is not a string. */
  textValue?: string;
  isDisabled?: boolean;
}

/** An entry that opens a submenu, such as Finance. */
export interface MenuSubmenuItem {
  id: string;
  label: ReactNode;
  children: readonly MenuItem[];
  textValue?: string;
}

/** One menu entry. */
export type MenuItem = MenuActionItem | MenuSubmenuItem;

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The trigger button's text. */
  label: ReactNode;
  items: readonly MenuItem[];
  /** Called with the id of any chosen entry, in submenus too. */
  onAction?: (id: string) => void;
  /** Look of the trigger button. Default 'secondary'. */
  triggerVariant?: ButtonVariant;
  /** Accessible name of the trigger when `label` is not text, e.g. an avatar. */
  'aria-label'?: string;
  /** Hint read after an external entry. Default the catalogue's '(opens in a new tab)'. */
  newTabHint?: string;
  placement?: 'bottom start' | 'bottom end';
}

function isSubmenu(item: MenuItem): item is MenuSubmenuItem {
  return 'children' in item;
}

function textOf(item: MenuItem): string | undefined {
  return item.textValue ?? (typeof item.label === 'string' ? item.label : undefined);
}

/**
 * A button that opens a menu, such as the user menu. Enter, Space or ArrowDown open it; arrow keys move;
 * ArrowRight or Enter opens a submenu (Finance) and ArrowLeft or Escape goes back; typing a letter jumps.
 */
export function Menu({
  label,
  items,
  onAction,
  triggerVariant = 'secondary',
  'aria-label': ariaLabel,
  newTabHint: newTabHintProp,
  placement = 'bottom end',
}: MenuProps) {
  const catalogue = useCatalogue();
  const newTabHint = newTabHintProp ?? catalogue.a11y.opensInNewTab;
  const themeClass = useOverlayThemeClass();
  const popoverClass = `${themeClass} ${styles.popover}`;

  const renderItems = (entries: readonly MenuItem[]): ReactNode =>
    entries.map((item) => {
      if (isSubmenu(item)) {
        return (
          <SubmenuTrigger key={item.id}>
            <AriaMenuItem id={item.id} textValue={textOf(item)} className={styles.item}>
              <span>{item.label}</span>
              <Icon icon={ChevronRightIcon} size="small" tone="muted" />
            </AriaMenuItem>
            <Popover className={popoverClass}>
              <AriaMenu className={styles.menu}>{renderItems(item.children)}</AriaMenu>
            </Popover>
          </SubmenuTrigger>
        );
      }
      return (
        <AriaMenuItem
          key={item.id}
          id={item.id}
          href={item.href}
          target={item.isExternal ? '_blank' : undefined}
          rel={item.isExternal ? 'noopener noreferrer' : undefined}
          textValue={textOf(item)}
          isDisabled={item.isDisabled}
          onAction={() => {
            item.onAction?.();
            onAction?.(item.id);
          }}
          className={styles.item}
        >
          <span>
            {item.label}
            {item.isExternal ? <VisuallyHidden> {newTabHint}</VisuallyHidden> : null}
          </span>
        </AriaMenuItem>
      );
    });

  return (
    <MenuTrigger>
      <Button variant={triggerVariant} aria-label={ariaLabel}>
        <span className={styles.triggerContent}>
          <span className={styles.triggerLabel}>{label}</span>
          <Icon icon={ChevronDownIcon} size="small" />
        </span>
      </Button>
      <Popover placement={placement} className={popoverClass}>
        <AriaMenu className={styles.menu}>{renderItems(items)}</AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
