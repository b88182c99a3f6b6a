import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import type { FieldLabelProps } from '../../private/Field';
import { ChevronRightIcon, Icon } from '../Icon';
import * as styles from './Tabs.css';

/** One tab and its panel. */
export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link Tabs}: a visible `label` or an `aria-label` names the tab list. */
export type TabsProps<T extends string> = FieldLabelProps & {
  tabs: readonly TabItem<T>[];
  selectedKey?: T;
  defaultSelectedKey?: T;
  onSelectionChange?: (key: T) => void;
  /** 'manual' selects a tab on Enter or Space instead of on arrow keys. Default 'automatic'. */
  keyboardActivation?: 'automatic' | 'manual';
};

/** Whether a row scrolled sideways has more before what shows, and more after it. */
interface Overflow {
  before: boolean;
  after: boolean;
}

/**
 * A ref for a row that scrolls sideways, whether it has more before and after what shows (kept up to date as it
 * scrolls or it or its children change size), and a way to show the selected tab whole.
 */
function useSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setOverflow((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    // The row, and each tab once there: the tabs arrive after the first pass (the row grows), and senior mode or a
    // font change resizes them, not the row.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            for (const tab of Array.from(row.children)) observer?.observe(tab);
            measure();
          });
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  /**
   * Scrolls the row, not the page, so that the selected tab shows whole, clear of the arrow buttons at the edges
   * (about as wide as the row is high).
   */
  const showSelected = useCallback(() => {
    const row = ref.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab) return;
    const shown = row.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const clear = Math.min(shown.height, shown.width / 4);
    if (box.left < shown.left + clear) row.scrollLeft -= shown.left + clear - box.left;
    else if (box.right > shown.right - clear) row.scrollLeft += box.right - (shown.right - clear);
  }, []);
  /** Scrolls the row most of its width back (-1) or on (1). */
  const page = (direction: -1 | 1) => {
    const row = ref.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.75, behavior: 'smooth' });
  };
  return { ref, overflow, showSelected, page };
}

/**
 * Tabs, such as Upcoming / Completed / Cancelled sessions. Tab reaches the selected tab, the arrow keys move
 * between tabs (Home and End to the ends), and the panel follows.
 *
 * The tabs stay on one line, so that they read as one row of choices and take no more height on a phone. Where
 * they do not all fit (a phone, senior mode), the row scrolls sideways: the tab cut at the edge, a round arrow
 * button at that edge (which scrolls the row by pointer; keyboard users move by arrow keys) and a thin scroll bar
 * show there is more, and the selected tab is always scrolled into sight.
 */
export function Tabs<T extends string>({
  label,
  'aria-label': ariaLabel,
  tabs,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation = 'automatic',
}: TabsProps<T>) {
  const labelId = useId();
  const { ref: rowRef, overflow, showSelected, page } = useSideways<HTMLDivElement>();
  const disabledKeys = tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id);
  // The tab chosen (by a pointer too, on a tab the edge cut) comes whole into sight; only when the choice changes,
  // so that the row stays where a person scrolled it.
  const [chosen, setChosen] = useState<Key | undefined>(selectedKey ?? defaultSelectedKey);
  useEffect(showSelected, [showSelected, chosen, selectedKey]);
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => {
        setChosen(key);
        onSelectionChange?.(String(key) as T);
      }}
      disabledKeys={disabledKeys}
      keyboardActivation={keyboardActivation}
      className={label ? `${styles.tabs} ${styles.withLabel}` : styles.tabs}
    >
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <TabList
        ref={rowRef}
        aria-label={label ? undefined : ariaLabel}
        aria-labelledby={label ? labelId : undefined}
        className={styles.tabList}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* Pointer aids only, hidden from screen readers and the Tab key: the tabs themselves are the controls. */}
      {([-1, 1] as const).map((direction) =>
        overflow[direction < 0 ? 'before' : 'after'] ? (
          <button
            key={direction}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className={`${styles.more} ${direction < 0 ? styles.moreBefore : styles.moreAfter}`}
            onClick={() => {
              page(direction);
            }}
          >
            <Icon icon={ChevronRightIcon} size="small" />
          </button>
        ) : null,
      )}
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
