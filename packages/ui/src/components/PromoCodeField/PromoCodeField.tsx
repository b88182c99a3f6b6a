import { formatMessage, cartPageMessages } from '@careportal/domain';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldDescription, FieldLabel, fieldStyles } from '../../private/Field';
import { useFocusOnMount } from '../../private/useFocusOnMount';
import { Button } from '../Button';
import { CheckIcon, Icon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './PromoCodeField.css';

/** Props of {@link PromoCodeField}. */
export interface PromoCodeFieldProps {
  /** The code the cart has, or null: with one, the field shows it with Remove instead of the input. */
  appliedCode: string | null;
  /** Asks to apply the code typed (upper-cased, trimmed, never empty). */
  onApply: (code: string) => void;
  /** Asks to remove the applied code. */
  onRemove: () => void;
  /** Apply is busy: the code is being checked. */
  isApplying?: boolean;
  /** Remove is busy. */
  isRemoving?: boolean;
  /**
   * Why the server refused the code, shown as the field's error and announced; hidden again once the person
   * edits the code. Pass the server's message as it comes.
   */
  errorMessage?: string | null;
  /** The field's label. Default the catalogue's 'Promotion code'. */
  label?: string;
  /** Help under the field. Default the catalogue's hint; null for none. */
  description?: string | null;
  isDisabled?: boolean;
}

interface CodeEntryProps {
  onApply: (code: string) => void;
  isApplying: boolean;
  errorMessage: string | null;
  label: string;
  description: string | null;
  isDisabled: boolean;
  /** Take focus on mount: the code was just removed. */
  takesFocus: boolean;
}

/** The field and Apply; its typed code starts empty each time it shows. */
function CodeEntry({
  onApply,
  isApplying,
  errorMessage,
  label,
  description,
  isDisabled,
  takesFocus,
}: CodeEntryProps) {
  const [value, setValue] = useState('');
  const [isMissing, setMissing] = useState(false);
  const [editedSinceApply, setEditedSinceApply] = useState(false);
  const inputRef = useFocusOnMount<HTMLInputElement>(takesFocus);
  const errorId = useId();
  const catalogue = useCatalogue();
  const shownError = isMissing ? catalogue.cart.couponRequired : editedSinceApply ? null : errorMessage;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (isApplying) return;
    const code = value.trim();
    if (code === '') {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setMissing(false);
    setEditedSinceApply(false);
    onApply(code);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AriaTextField
        value={value}
        onChange={(typed) => {
          setValue(typed.toUpperCase());
          setMissing(false);
          setEditedSinceApply(true);
        }}
        isDisabled={isDisabled}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
        aria-describedby={shownError ? errorId : undefined}
        autoComplete="off"
        className={fieldStyles.field}
      >
        <FieldLabel>{label}</FieldLabel>
        <span className={styles.row}>
          <Input ref={inputRef} className={`${fieldStyles.control} ${styles.input}`} spellCheck={false} />
          <Button type="submit" variant="secondary" isLoading={isApplying} isDisabled={isDisabled}>
            {cartPageMessages.applyPromoCode}
          </Button>
        </span>
        {description === null ? null : <FieldDescription>{description}</FieldDescription>}
      </AriaTextField>
      <div id={errorId} aria-live="polite" className={fieldStyles.error}>
        {shownError}
      </div>
    </form>
  );
}

interface AppliedCodeProps {
  code: string;
  onRemove: () => void;
  isRemoving: boolean;
  isDisabled: boolean;
  /** Take focus on mount: the code was just applied. */
  takesFocus: boolean;
}

/** The applied code and its Remove button. */
function AppliedCode({ code, onRemove, isRemoving, isDisabled, takesFocus }: AppliedCodeProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) boxRef.current?.querySelector('button')?.focus();
  }, [takesFocus]);
  return (
    <div className={styles.form}>
      <div className={styles.applied} ref={boxRef}>
        <span className={styles.appliedText} role="status">
          <span className={styles.appliedIcon}>
            <Icon icon={CheckIcon} />
          </span>
          {formatMessage(cartPageMessages.promoCodeApplied, { code })}
        </span>
        <Button
          variant="tertiary"
          isLoading={isRemoving}
          isDisabled={isDisabled}
          aria-label={formatMessage(cartPageMessages.removePromoCodeNamed, { code })}
          onPress={onRemove}
        >
          {cartPageMessages.removePromoCode}
        </Button>
      </div>
    </div>
  );
}

/**
 * A promotion or referral code for the cart: a labelled field with Apply (busy while the server checks it);
 * once applied, the code with a Remove button. What is typed is upper-cased. A refusal shows at the field and
 * is announced; an empty code asks for one without calling anybody. Focus follows a change: to Remove once a
 * code is applied, back to the field once it is removed.
 */
export function PromoCodeField({
  appliedCode,
  onApply,
  onRemove,
  isApplying = false,
  isRemoving = false,
  errorMessage = null,
  label = cartPageMessages.promoCode,
  description = cartPageMessages.promoCodeHint,
  isDisabled = false,
}: PromoCodeFieldProps) {
  // Focus moves only when the code changes while the field is shown, never when the page first draws it.
  const [shownCode, setShownCode] = useState(appliedCode);
  const [takesFocus, setTakesFocus] = useState(false);
  if (shownCode !== appliedCode) {
    setShownCode(appliedCode);
    setTakesFocus(true);
  }
  if (appliedCode !== null) {
    return (
      <AppliedCode
        code={appliedCode}
        onRemove={onRemove}
        isRemoving={isRemoving}
        isDisabled={isDisabled}
        takesFocus={takesFocus}
      />
    );
  }
  return (
    <CodeEntry
      onApply={onApply}
      isApplying={isApplying}
      errorMessage={errorMessage}
      label={label}
      description={description}
      isDisabled={isDisabled}
      takesFocus={takesFocus}
    />
  );
}
