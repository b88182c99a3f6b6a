import {
  ADDRESS_AUTOSUBMIT_DEBOUNCE_MS,
  ADDRESS_AUTOSUBMIT_MAX_WAIT_MS,
  ADDRESS_BLOCK_MAX_LENGTH,
  ADDRESS_BUILDING_MAX_LENGTH,
  ADDRESS_LEVEL_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
  POSTAL_CODE_LENGTH,
  addressSchema,
  availableAddressTypes,
  fromOneMapValue,
  isValidPostalCode,
  messages,
  toggleSameAs,
  type Address,
  type AddressInput,
  type AddressType,
  type PostalLookupAddress,
} from '@careportal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { Button } from '../Button';
import { FormErrorSummary } from '../Form';
import { useCatalogue, useCatalogueText, useLocale } from '../LocaleProvider';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import { useValidityChange } from '../../private/form';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './AddressForm.css';
import { addressTypeLabelsOf, type AddressTypeLabels } from './labels';
import { useDebouncedCallback } from './useDebouncedCallback';

/** Whether the form adds a new address or edits an existing one; it decides the default title. */
export const ADDRESS_FORM_MODES = ['add', 'edit'] as const;
/** One of {@link ADDRESS_FORM_MODES}. */
export type AddressFormMode = (typeof ADDRESS_FORM_MODES)[number];

/** Looks up a Singapore postal code; resolves `null` when the code is not found, rejects on a network failure. */
export type PostalCodeLookup = (
  postalCode: string,
  signal: AbortSignal,
) => Promise<PostalLookupAddress | null>;

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The address to start from (edit mode, or a type chosen in advance). Read once: remount with a `key` to reset. */
  value?: Partial<AddressInput>;
  /** 'add' or 'edit': chooses the default title. */
  mode: AddressFormMode;
  /** Types that already have an address; the type choice offers only the others, plus `value.type`. */
  existingTypes?: readonly AddressType[];
  /** Looks up a postal code once 6 digits are typed. A newer lookup aborts the previous one through `signal`. */
  lookupPostalCode: PostalCodeLookup;
  /** Receives the valid address. While a returned promise is pending the Save button shows it is busy. */
  onSubmit?: (address: Address) => void | Promise<void>;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /**
   * Registration wizard mode: submits by itself once the address is valid and changed, after
   * `ADDRESS_AUTOSUBMIT_DEBOUNCE_MS` without typing and at most `ADDRESS_AUTOSUBMIT_MAX_WAIT_MS` after the first
   * unsaved change. There are no Save or Cancel buttons. A rejected `onSubmit` is tried again on the next change.
   */
  autoSubmit?: boolean;
  /** Offers the same-as-billing switch for a service or residential address. */
  showSameAsBilling?: boolean;
  /** The billing address; a service or residential address flagged same-as-billing is submitted with its parts. */
  billingAddress?: Partial<AddressInput>;
  isReadOnly?: boolean;
  /** Defaults to the catalogue's 'Save'. */
  submitLabel?: string;
  /** Defaults to the catalogue's 'Cancel'. */
  cancelLabel?: string;
  /** Defaults to 'Add billing address details', 'Edit service address details' and so on (the catalogue's). */
  title?: ReactNode;
  /** More fields of the page's own, shown after the address and before the buttons. */
  children?: ReactNode;
  /** The title's heading level; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Names of the address types. Default the catalogue's ('Billing', 'Residential', 'Service'). */
  typeLabels?: AddressTypeLabels;
  /** Defaults to the catalogue's 'Type of residence'. */
  typeLabel?: string;
  /** Defaults to the catalogue's 'Postal code'. */
  postalCodeLabel?: string;
  /** Defaults to the catalogue's 'Block'. */
  blockLabel?: string;
  /** Defaults to the catalogue's 'Address line 1'. */
  streetLabel?: string;
  /** Defaults to the catalogue's 'Address line 2'. */
  buildingLabel?: string;
  /** Defaults to the catalogue's 'Level'. */
  levelLabel?: string;
  /** Defaults to the catalogue's 'Unit'. */
  unitLabel?: string;
  /** The lookup spinner's name for screen readers; defaults to the catalogue's 'Looking up postal code'. */
  lookingUpLabel?: string;
  /**
   * Shown at the postal code when the lookup fails (not when the code is not found); the address stays editable.
   * Defaults to the catalogue's `address.lookupFailed`.
   */
  lookupFailedMessage?: string;
  /** The form element's id, for a button outside it to submit it with `form={id}` (the wizard's Next). */
  id?: string;
  /** No Save or Cancel of its own: a button outside submits it (see `id`); submitting still validates. */
  hideActions?: boolean;
  /**
   * Called on mount and whenever the values change, with whether the address passes the domain's schema (a
   * same-as-billing one with the billing address's parts). A postal code the lookup did not find, or one still
   * being looked up, does not pass.
   */
  onValidityChange?: (isValid: boolean) => void;
}

type LookupState =
  | { status: 'idle' }
  | { status: 'loading'; postalCode: string }
  | { status: 'notFound'; postalCode: string }
  | { status: 'failed'; postalCode: string }
  | { status: 'found'; postalCode: string; filled: PostalLookupAddress };

const IDLE: LookupState = { status: 'idle' };

const FILLED_FIELDS = ['block', 'street', 'building'] as const;

function toFormValues(value: Partial<AddressInput> | undefined): DefaultValues<AddressInput> {
  return {
    ...(value?.id == null ? {} : { id: value.id }),
    type: value?.type,
    postalCode: value?.postalCode ?? '',
    block: value?.block ?? '',
    street: value?.street ?? '',
    building: value?.building ?? '',
    level: value?.level ?? '',
    unit: value?.unit ?? '',
    sameAs: value?.sameAs ?? 'NONE',
  };
}

/** The values the schema checks: a same-as-billing address takes its parts from the billing address. */
function withBillingParts(values: AddressInput, billing: Partial<AddressInput> | undefined): AddressInput {
  if (values.sameAs !== 'BILLING' || !billing) return values;
  return {
    ...values,
    postalCode: billing.postalCode ?? '',
    block: billing.block ?? '',
    street: billing.street ?? '',
    building: billing.building ?? '',
    level: billing.level ?? '',
    unit: billing.unit ?? '',
  };
}

/** Identifies an address's content, to tell whether it changed since it was last submitted. */
function addressKey(address: Address): string {
  return JSON.stringify(address);
}

function isLookupNotFound(lookup: LookupState, values: AddressInput): boolean {
  return (
    values.sameAs !== 'BILLING' &&
    lookup.status === 'notFound' &&
    lookup.postalCode === values.postalCode.trim()
  );
}

const schemaResolver = zodResolver(addressSchema);

/** What the resolver reads besides the values: the lookup's verdict and the billing address. */
interface AddressResolverContext {
  lookup: LookupState;
  billingAddress: Partial<AddressInput> | undefined;
}

/**
 * The schema's resolver, with the billing address's parts for a same-as-billing address, plus the lookup's
 * verdict: a postal code the lookup did not find is invalid.
 */
const addressResolver: Resolver<AddressInput, AddressResolverContext, Address> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(withBillingParts(values, context?.billingAddress), context, options);
  if (!context || !isLookupNotFound(context.lookup, values) || result.errors.postalCode) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      postalCode: { type: 'notFound', message: messages.validation.postalCodeInvalid },
    },
  };
};

/**
 * An address form: type of residence, postal code with a lookup that fills block, street and building, and the
 * optional line 2, level and unit. It emits one domain `Address`.
 *
 * Six typed digits look the postal code up; a code that is not found shows 'Postal code is invalid' and blocks
 * submitting, a found one fills and locks block and street, and a failed lookup leaves them for the person to
 * type. Service and residential addresses can follow the billing address instead.
 */
export function AddressForm({
  value,
  mode,
  existingTypes = [],
  lookupPostalCode,
  onSubmit,
  onCancel,
  autoSubmit = false,
  showSameAsBilling = false,
  billingAddress,
  isReadOnly = false,
  submitLabel,
  cancelLabel,
  title,
  children,
  headingLevel = 2,
  typeLabels: typeLabelsProp,
  typeLabel,
  postalCodeLabel,
  blockLabel,
  streetLabel,
  buildingLabel,
  levelLabel,
  unitLabel,
  lookingUpLabel,
  lookupFailedMessage,
  id,
  hideActions = false,
  onValidityChange,
}: AddressFormProps) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  // The schema's messages are the catalogue's English: each shows in the language in force.
  const inLanguage = useCatalogueText();
  const typeLabels = typeLabelsProp ?? addressTypeLabelsOf(catalogue);
  const headingId = useId();
  const [lookup, setLookupState] = useState<LookupState>(IDLE);
  // The lookup's callbacks and auto-submit run outside render and need the state as it is now.
  const lookupRef = useRef<LookupState>(IDLE);
  const abortRef = useRef<AbortController | undefined>(undefined);
  const billingRef = useRef(billingAddress);
  const [initialValue] = useState(value);
  const lastSubmittedRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    billingRef.current = billingAddress;
  }, [billingAddress]);

  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    getFieldState,
    getValues,
    subscribe,
    formState,
    setFocus,
  } = useForm<AddressInput, AddressResolverContext, Address>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: addressResolver,
    context: { lookup, billingAddress },
    defaultValues: toFormValues(value),
  });

  const type = useController({ control, name: 'type' });
  const postalCode = useController({ control, name: 'postalCode' });
  const block = useController({ control, name: 'block' });
  const street = useController({ control, name: 'street' });
  const building = useController({ control, name: 'building' });
  const level = useController({ control, name: 'level' });
  const unit = useController({ control, name: 'unit' });
  const sameAs = useController({ control, name: 'sameAs' });

  const setLookup = (next: LookupState) => {
    lookupRef.current = next;
    setLookupState(next);
  };

  useEffect(
    () => () => {
      abortRef.current?.abort();
    },
    [],
  );

  const fill = (name: (typeof FILLED_FIELDS)[number], text: string) => {
    setValue(name, text, { shouldDirty: true, shouldValidate: Boolean(getFieldState(name).error) });
  };

  const startLookup = (code: string) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setLookup({ status: 'loading', postalCode: code });
    lookupPostalCode(code, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        abortRef.current = undefined;
        if (!found) {
          setLookup({ status: 'notFound', postalCode: code });
          setError('postalCode', { type: 'notFound', message: messages.validation.postalCodeInvalid });
          return;
        }
        const filled: PostalLookupAddress = {
          postalCode: code,
          block: fromOneMapValue(found.block),
          street: fromOneMapValue(found.street),
          building: fromOneMapValue(found.building),
        };
        setLookup({ status: 'found', postalCode: code, filled });
        for (const name of FILLED_FIELDS) fill(name, filled[name]);
      },
      () => {
        if (controller.signal.aborted) return;
        abortRef.current = undefined;
        setLookup({ status: 'failed', postalCode: code });
        // Nothing was filled in, so no change will come back: check whether the address is ready as it is.
        if (autoSubmit) autoSubmitNow();
      },
    );
  };

  const changePostalCode = (next: string) => {
    postalCode.field.onChange(next);
    const code = next.trim();
    const previous = lookupRef.current;
    if (previous.status !== 'idle' && previous.postalCode === code) return;
    abortRef.current?.abort();
    abortRef.current = undefined;
    if (previous.status === 'found') {
      // The looked-up parts belonged to the old code: clear what the lookup filled and unlock it.
      for (const name of FILLED_FIELDS) {
        if (getValues(name) === previous.filled[name]) fill(name, '');
      }
    }
    if (previous.status === 'notFound') clearErrors('postalCode');
    if (isValidPostalCode(code)) startLookup(code);
    else setLookup(IDLE);
  };

  const changeType = (next: AddressType | null) => {
    type.field.onChange(next ?? undefined);
    if (next === 'BILLING' && sameAs.field.value === 'BILLING') sameAs.field.onChange('NONE');
  };

  const submitAddress = async (address: Address) => {
    lastSubmittedRef.current = addressKey(address);
    await onSubmit?.(address);
  };

  const autoSubmitNow = useDebouncedCallback(
    () => {
      if (lookupRef.current.status === 'loading') return; // the lookup's answer changes the form and comes back here
      const values = getValues();
      if (isLookupNotFound(lookupRef.current, values)) return;
      const parsed = addressSchema.safeParse(withBillingParts(values, billingRef.current));
      if (!parsed.success) return;
      const key = addressKey(parsed.data);
      if (key === lastSubmittedRef.current) return;
      const previousKey = lastSubmittedRef.current;
      submitAddress(parsed.data).catch(() => {
        // Let the next change try again; telling the person what failed is the caller's job.
        lastSubmittedRef.current = previousKey;
      });
    },
    ADDRESS_AUTOSUBMIT_DEBOUNCE_MS,
    { maxWait: ADDRESS_AUTOSUBMIT_MAX_WAIT_MS },
  );

  useEffect(() => {
    if (!autoSubmit) return undefined;
    const parsed = addressSchema.safeParse(withBillingParts(getValues(), billingRef.current));
    lastSubmittedRef.current = parsed.success ? addressKey(parsed.data) : undefined;
    return subscribe({
      formState: { values: true },
      callback: () => {
        autoSubmitNow();
      },
    });
  }, [autoSubmit, autoSubmitNow, getValues, subscribe]);

  useValidityChange(
    subscribe,
    getValues,
    (values) =>
      lookup.status !== 'loading' &&
      !isLookupNotFound(lookup, values) &&
      addressSchema.safeParse(withBillingParts(values, billingAddress)).success,
    onValidityChange,
    [lookup, billingAddress],
  );

  const currentType = type.field.value as AddressType | undefined;
  const typeOptions = availableAddressTypes(existingTypes, initialValue?.type).map((option) => ({
    value: option,
    label: typeLabels[option],
  }));
  const canFollowBilling = showSameAsBilling && (currentType === 'SERVICE' || currentType === 'RESIDENTIAL');
  const followsBilling = canFollowBilling && sameAs.field.value === 'BILLING';
  const isLookingUp = lookup.status === 'loading';
  const locked = lookup.status === 'found' ? lookup.filled : undefined;
  const Heading = `h${headingLevel}` as const;
  const defaultTitle = format(
    mode === 'add' ? catalogue.labels.addAddressTitle : catalogue.labels.editAddressTitle,
    { type: currentType ? typeLabels[currentType].toLocaleLowerCase() : '' },
  ).replace(/\s{2,}/g, ' ');

  return (
    <form
      id={id}
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        void handleSubmit(submitAddress)(event);
      }}
    >
      <Heading id={headingId} className={styles.heading}>
        {title ?? defaultTitle}
      </Heading>
      <FormErrorSummary
        control={control}
        setFocus={setFocus}
        headingLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)}
      />
      <Select<AddressType>
        label={typeLabel ?? catalogue.fields.addressType}
        name={type.field.name}
        options={typeOptions}
        value={currentType ?? null}
        onChange={changeType}
        onBlur={type.field.onBlur}
        errorMessage={inLanguage(type.fieldState.error?.message)}
        isRequired
        isReadOnly={isReadOnly}
      />
      {canFollowBilling ? (
        <Switch
          isSelected={followsBilling}
          onChange={() => {
            sameAs.field.onChange(toggleSameAs(sameAs.field.value ?? 'NONE'));
          }}
          isReadOnly={isReadOnly}
        >
          {catalogue.labels.sameAsBilling}
        </Switch>
      ) : null}
      {followsBilling ? null : (
        <div className={styles.fields}>
          <div className={styles.postalCode} aria-busy={isLookingUp}>
            <TextField
              label={postalCodeLabel ?? catalogue.fields.postalCode}
              name={postalCode.field.name}
              value={postalCode.field.value}
              onChange={changePostalCode}
              onBlur={postalCode.field.onBlur}
              inputRef={postalCode.field.ref}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={POSTAL_CODE_LENGTH}
              errorMessage={inLanguage(postalCode.fieldState.error?.message)}
              endAdornment={
                isLookingUp ? (
                  <Spinner size="small" label={lookingUpLabel ?? catalogue.address.lookingUp} />
                ) : undefined
              }
              isRequired
              isReadOnly={isReadOnly}
            />
            {/* A live region, present before it speaks; TextField links only a description present from mount. */}
            <div role="status" className={styles.lookupStatus}>
              {lookup.status === 'failed' ? (lookupFailedMessage ?? catalogue.address.lookupFailed) : null}
              {lookup.status === 'notFound' ? (
                <span className={visuallyHidden}>{catalogue.validation.postalCodeInvalid}</span>
              ) : null}
            </div>
          </div>
          <TextField
            label={blockLabel ?? catalogue.fields.block}
            name={block.field.name}
            value={block.field.value}
            onChange={block.field.onChange}
            onBlur={block.field.onBlur}
            inputRef={block.field.ref}
            maxLength={ADDRESS_BLOCK_MAX_LENGTH}
            errorMessage={inLanguage(block.fieldState.error?.message)}
            isRequired
            isReadOnly={isReadOnly || Boolean(locked?.block)}
          />
          <TextField
            label={streetLabel ?? catalogue.fields.street}
            name={street.field.name}
            value={street.field.value}
            onChange={street.field.onChange}
            onBlur={street.field.onBlur}
            inputRef={street.field.ref}
            autoComplete="address-line1"
            maxLength={ADDRESS_STREET_MAX_LENGTH}
            errorMessage={inLanguage(street.fieldState.error?.message)}
            isRequired
            isReadOnly={isReadOnly || Boolean(locked?.street)}
          />
          <TextField
            label={buildingLabel ?? catalogue.fields.building}
            name={building.field.name}
            value={building.field.value ?? ''}
            onChange={building.field.onChange}
            onBlur={building.field.onBlur}
            inputRef={building.field.ref}
            autoComplete="address-line2"
            maxLength={ADDRESS_BUILDING_MAX_LENGTH}
            errorMessage={inLanguage(building.fieldState.error?.message)}
            isReadOnly={isReadOnly}
          />
          <div className={styles.pair}>
            <div className={styles.pairItem}>
              <TextField
                label={levelLabel ?? catalogue.fields.level}
                name={level.field.name}
                value={level.field.value ?? ''}
                onChange={level.field.onChange}
                onBlur={level.field.onBlur}
                inputRef={level.field.ref}
                maxLength={ADDRESS_LEVEL_MAX_LENGTH}
                errorMessage={inLanguage(level.fieldState.error?.message)}
                isReadOnly={isReadOnly}
              />
            </div>
            <div className={styles.pairItem}>
              <TextField
                label={unitLabel ?? catalogue.fields.unit}
                name={unit.field.name}
                value={unit.field.value ?? ''}
                onChange={unit.field.onChange}
                onBlur={unit.field.onBlur}
                inputRef={unit.field.ref}
                maxLength={ADDRESS_UNIT_MAX_LENGTH}
                errorMessage={inLanguage(unit.fieldState.error?.message)}
                isReadOnly={isReadOnly}
              />
            </div>
          </div>
        </div>
      )}
      {children}
      {autoSubmit || isReadOnly || hideActions ? null : (
        <div className={styles.actions}>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {submitLabel ?? catalogue.labels.save}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel ?? catalogue.labels.cancel}
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}
