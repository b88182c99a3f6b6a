import { formatEnglish, messages, type MessageFormatter, type Messages } from '@careportal/domain';
import { Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import { Icon, ShoppingCartIcon } from '../Icon';
import { useCatalogue, useLocale } from '../LocaleProvider';
import * as styles from './CartLink.css';

/** Props of {@link CartLink}. */
export interface CartLinkProps {
  /** Where the cart is reviewed. */
  href: string;
  /** How many programmes the cart holds; 0 shows no count. */
  count: number;
  /** The link's text. Default the catalogue's 'Cart'. */
  label?: string;
}

/**
 * '1 item' or '{count} items', from `catalogue` filled by `format` (the language in force's, from
 * `useCatalogue()` and `useLocale().format`; English by default).
 */
export function cartCountText(
  count: number,
  catalogue: Messages = messages,
  format: MessageFormatter = formatEnglish,
): string {
  return count === 1 ? catalogue.a11y.cartCountOne : format(catalogue.a11y.cartCountOther, { count });
}

/**
 * The header's link to the cart: the cart icon, 'Cart' (read on every screen, shown from 768px) and, when it
 * holds something, the count in a pill. Screen readers hear 'Cart, 2 items'.
 */
export function CartLink({ href, count, label }: CartLinkProps) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  return (
    <AriaLink href={href} className={styles.link}>
      <Icon icon={ShoppingCartIcon} />
      <span className={styles.label}>{label ?? catalogue.labels.cart}</span>
      {count > 0 ? (
        <>
          <VisuallyHidden elementType="span">, {cartCountText(count, catalogue, format)}</VisuallyHidden>
          <span className={styles.badge} aria-hidden>
            {count}
          </span>
        </>
      ) : null}
    </AriaLink>
  );
}
