import { useId, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import type { FieldLabelProps } from '../../private/Field';
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

/**
 * Tabs, such as Upcoming / Completed / Cancelled sessions. Tab reaches the selected tab, the arrow keys move
 * between tabs (Home and End to the ends), and the panel follows.
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
  const disabledKeys = tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id);
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={
        onSelectionChange
          ? (key: Key) => {
              onSelectionChange(String(key) as T);
            }
          : undefined
      }
      disabledKeys={disabledKeys}
      keyboardActivation={keyboardActivation}
      className={styles.tabs}
    >
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <TabList
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
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
