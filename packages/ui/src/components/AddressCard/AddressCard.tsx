import {
  formatAddressLines,
  messages,
  type AddressType,
  type DisplayAddress,
  type Messages,
  type SameAs,
} from '@careportal/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Card, type CardHeadingLevel } from '../Card';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './AddressCard.css';

/** An address as the card shows it: the domain's display parts (legacy `street1`/`street2` too), type and flag. */
export interface AddressCardAddress extends DisplayAddress {
  type?: AddressType | null;
  sameAs?: SameAs | null;
}

/** The card title for each address type. */
export type AddressTitles = Readonly<Record<AddressType, string>>;

/** The {@link AddressTitles} of `catalogue`: 'Billing address', 'Residential address', 'Service address'. */
export function addressTitlesOf(catalogue: Messages): AddressTitles {
  return {
    BILLING: catalogue.address.titles.billing,
    RESIDENTIAL: catalogue.address.titles.residential,
    SERVICE: catalogue.address.titles.service,
  };
}

/** The default {@link AddressTitles} in English; the card's default follows the language in force. */
export const DEFAULT_ADDRESS_TITLES: AddressTitles = addressTitlesOf(messages);

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  address: AddressCardAddress;
  /** Defaults to the type's title, e.g. 'Billing address'. */
  title?: ReactNode;
  /** Default 2. */
  headingLevel?: CardHeadingLevel;
  /** Titles by type, for the default title and the buttons' accessible names. Default the catalogue's. */
  addressTitles?: AddressTitles;
  /** Shows an Edit button, named with the address type ('Edit billing address'). */
  onEdit?: () => void;
  /** Shows a Delete button, named with the address type ('Delete billing address'). */
  onDelete?: () => void;
  /** Defaults to the catalogue's 'Edit'. */
  editLabel?: string;
  /** Defaults to the catalogue's 'Delete'. */
  deleteLabel?: string;
  /** Shows 'Same as billing address' instead of the lines; defaults to `address.sameAs === 'BILLING'`. */
  isSameAsBilling?: boolean;
}

/** The accessible name of an action: the visible label first, then which address it acts on. */
function actionName(label: string, addressTitle: string | undefined): string | undefined {
  return addressTitle ? `${label} ${addressTitle.toLocaleLowerCase()}` : undefined;
}

/**
 * An address on a card: its display lines ('Blk 640 Rowell Road', '#05-12', 'Rowell Court', 'Singapore 200640'),
 * or 'Same as billing address', with Edit and Delete actions.
 */
export function AddressCard({
  address,
  title,
  headingLevel = 2,
  addressTitles,
  onEdit,
  onDelete,
  editLabel: editLabelProp,
  deleteLabel: deleteLabelProp,
  isSameAsBilling = address.sameAs === 'BILLING',
}: AddressCardProps) {
  const catalogue = useCatalogue();
  const titles = addressTitles ?? addressTitlesOf(catalogue);
  const editLabel = editLabelProp ?? catalogue.labels.edit;
  const deleteLabel = deleteLabelProp ?? catalogue.labels.delete;
  const typeTitle = address.type ? titles[address.type] : undefined;
  const lines = formatAddressLines(address);
  const actions =
    onEdit || onDelete ? (
      <>
        {onEdit ? (
          <Button variant="secondary" onPress={onEdit} aria-label={actionName(editLabel, typeTitle)}>
            {editLabel}
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="danger" onPress={onDelete} aria-label={actionName(deleteLabel, typeTitle)}>
            {deleteLabel}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <Card title={title ?? typeTitle} headingLevel={headingLevel} actions={actions}>
      {isSameAsBilling ? (
        <p className={styles.sameAsBilling}>{catalogue.labels.sameAsBilling}</p>
      ) : (
        <div className={styles.lines}>
          {lines.map((line, index) => (
            <p key={`${String(index)}-${line}`} className={styles.line}>
              {line}
            </p>
          ))}
        </div>
      )}
    </Card>
  );
}
