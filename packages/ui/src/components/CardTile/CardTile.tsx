import {
  CARD_BRANDS,
  formatCardEnding,
  messages,
  type CardBrand,
  type MessageFormatter,
  type Messages,
} from '@careportal/domain';
import { useContext, type ReactNode } from 'react';
import {
  Button as AriaButton,
  RadioButton,
  RadioField,
  RadioGroup,
  RadioGroupStateContext,
  ToggleButton,
} from 'react-aria-components';
import { FieldDescription, FieldLabel, type FieldLabelProps } from '../../private/Field';
import { AddCardIcon, Icon } from '../Icon';
import { useCatalogue, useLocale } from '../LocaleProvider';
import * as styles from './CardTile.css';

/** The value of the add-card tile inside a {@link CardTileGroup} unless it is given one. */
export const ADD_CARD_VALUE = 'add-card';

/** Props of {@link CardTile}. */
export interface CardTileProps {
  /** The card's brand as sent: one of the domain's `CARD_BRANDS`; anything else shows the add-card tile. */
  brand: string;
  /** The card number (masked or whole); only its last 4 digits are shown, as 'ending in 1234'. */
  cardNumber?: string;
  /**
   * Outside a group: makes a brand tile a toggle button (aria-pressed) in this state. Leave it out for a plain
   * button. Inside a {@link CardTileGroup} the group decides.
   */
  isSelected?: boolean;
  /** Called when the tile is pressed (outside a group). */
  onPress?: () => void;
  /** Text of the add-card tile. Default the catalogue's 'Add a new card'. */
  addCardLabel?: string;
  isDisabled?: boolean;
  /**
   * The tile's value inside a {@link CardTileGroup}. Default: the brand and card number, or
   * {@link ADD_CARD_VALUE} for the add-card tile.
   */
  value?: string;
  /** The brand's name as shown and read. Default: `brand` as sent. */
  brandLabel?: string;
}

/** 'ending in 1234' in `catalogue`'s words, as domain `formatCardEnding` writes it in English. */
function cardEnding(cardNumber: string, catalogue: Messages, format: MessageFormatter): string {
  if (catalogue === messages) return formatCardEnding(cardNumber);
  const digits = cardNumber.replace(/\D/g, '');
  return digits === ''
    ? catalogue.generic.dash
    : format(catalogue.payment.cardEnding, { last4: digits.slice(-4) });
}

/** Whether `brand` is one the portal draws (domain `CARD_BRANDS`); other brands show the add-card tile. */
export function isCardBrand(brand: string): brand is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(brand);
}

function BrandMark({ brand, label }: { brand: CardBrand; label: string }) {
  return (
    <svg className={styles.mark} viewBox="0 0 56 36" aria-hidden="true" focusable="false">
      <rect className={styles.markBackground[brand]} width="56" height="36" rx="6" />
      <text
        className={styles.markText[brand]}
        x="28"
        y="22.5"
        fontSize="12"
        textAnchor="middle"
        {...(label.length > 5 ? { textLength: 46, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {label}
      </text>
    </svg>
  );
}

/**
 * A payment-card tile: the brand's wordmark and 'ending in 1234', named for screen readers as
 * 'VISA ending in 1234'. An unknown brand shows the generic add-card tile. Inside a {@link CardTileGroup} each
 * tile is a radio, chosen with the arrow keys; alone it is a button, or a toggle button when `isSelected` is
 * given.
 */
export function CardTile({
  brand,
  cardNumber,
  isSelected,
  onPress,
  addCardLabel,
  isDisabled = false,
  value,
  brandLabel = brand,
}: CardTileProps) {
  const groupState = useContext(RadioGroupStateContext);
  const known = isCardBrand(brand);
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const ending = cardNumber ? cardEnding(cardNumber, catalogue, format) : undefined;
  const inGroup = groupState !== null;
  const isToggle = !inGroup && known && isSelected !== undefined;

  const content: ReactNode = known ? (
    <>
      <BrandMark brand={brand} label={brandLabel} />
      <span className={styles.text}>
        <span className={styles.brandName}>{brandLabel}</span>
        {ending ? (
          <>
            {' '}
            <span className={styles.ending}>{ending}</span>
          </>
        ) : null}
      </span>
      {inGroup || isToggle ? <span className={styles.indicator} aria-hidden="true" /> : null}
    </>
  ) : (
    <>
      <Icon icon={AddCardIcon} size="large" />
      <span className={styles.text}>{addCardLabel ?? catalogue.payment.addNewCard}</span>
      {inGroup ? <span className={styles.indicator} aria-hidden="true" /> : null}
    </>
  );
  const className = known ? styles.tile : `${styles.tile} ${styles.addTile}`;

  if (inGroup) {
    const radioValue = value ?? (known ? [brand, cardNumber].filter(Boolean).join('-') : ADD_CARD_VALUE);
    return (
      <RadioField value={radioValue} isDisabled={isDisabled} className={styles.field}>
        <RadioButton className={className}>{content}</RadioButton>
      </RadioField>
    );
  }
  if (isToggle) {
    return (
      <ToggleButton
        isSelected={isSelected}
        onChange={() => onPress?.()}
        isDisabled={isDisabled}
        className={className}
      >
        {content}
      </ToggleButton>
    );
  }
  return (
    <AriaButton onPress={() => onPress?.()} isDisabled={isDisabled} className={className}>
      {content}
    </AriaButton>
  );
}

/** Props of {@link CardTileGroup}. */
export type CardTileGroupProps = FieldLabelProps & {
  /** The chosen tile's value, or null when none is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** {@link CardTile}s. */
  children: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
  isRequired?: boolean;
};

/**
 * A choice of saved cards (and optionally a new one): a radio group of {@link CardTile}s. Tab enters the group
 * on the chosen card; the arrow keys move and choose.
 */
export function CardTileGroup({
  label,
  'aria-label': ariaLabel,
  value,
  onChange,
  children,
  description,
  isDisabled = false,
  isRequired = false,
}: CardTileGroupProps) {
  return (
    <RadioGroup
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
      className={styles.group}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.groupList}>{children}</div>
    </RadioGroup>
  );
}
