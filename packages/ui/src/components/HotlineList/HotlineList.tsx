import { Link } from '../Link';
import * as styles from './HotlineList.css';

/** One hotline as shown: the domain's `hotlines(facts)` entry with its name in the language in force. */
export interface HotlineListEntry {
  /** e.g. 'General hotline'. */
  label: string;
  /** e.g. '+65 6000 0001'. */
  phone: string;
  /** e.g. 'tel:+6560000001'. */
  href: string;
  /** e.g. '8.30am to 6pm'. */
  hours: string;
}

/** Props of {@link HotlineList}. */
export interface HotlineListProps {
  hotlines: readonly HotlineListEntry[];
}

/**
 * The provider's hotlines: each one's name, its number as a `tel:` link (a tap on a phone calls it) and the hours
 * it is answered, as a description list.
 */
export function HotlineList({ hotlines }: HotlineListProps) {
  return (
    <dl className={styles.list}>
      {hotlines.map((hotline) => (
        <div key={hotline.href}>
          <dt className={styles.name}>{hotline.label}</dt>
          <dd className={styles.detail}>
            <Link href={hotline.href}>{hotline.phone}</Link>
          </dd>
          <dd className={styles.detail}>{hotline.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
