import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { useCatalogue, useCatalogueText, useLocale } from '../LocaleProvider';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import * as styles from './ProgrammeCard.css';

/** One choice of a programme card's field. */
export interface ProgrammeCardOption {
  value: string;
  label: string;
  /** Under the option: a package's price text, a centre's address. */
  description?: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
  /** Why it cannot be chosen; a programme's reason shows under the programme choice. */
  disabledReason?: string;
}

/** What a programme card holds: the ids chosen so far, `null` until chosen. */
export interface ProgrammeCardValue {
  group: string | null;
  product: string | null;
  offer: string | null;
  center: string | null;
}

/** The fields of a programme card whose choices can be loading. */
export type ProgrammeCardField = 'groups' | 'products' | 'offers' | 'centres';

/** Props of {@link ProgrammeCard}. */
export interface ProgrammeCardProps {
  /** 1-based; the card's heading is 'Programme {index}'. */
  index: number;
  value: ProgrammeCardValue;
  /** A new group clears product, offer and centre; a new product clears offer and centre. */
  onChange: (value: ProgrammeCardValue) => void;
  /** The 'Programme type' choices. */
  groups: readonly ProgrammeCardOption[];
  /** The 'Programme' choices; disabled ones show why under the field ('Gym Tonic: …'). */
  products: readonly ProgrammeCardOption[];
  /** The 'Package' choices, all visible; `description` is the price text. */
  offers: readonly ProgrammeCardOption[];
  /** The 'Centre' choices, all visible; `description` is the address. */
  centres: readonly ProgrammeCardOption[];
  /** What the chosen programme's packages give, shown under the programme once chosen. */
  packageDescription?: string | null;
  /** Fields whose choices are on their way: each shows a quiet placeholder in place of its control. */
  loading?: Partial<Record<ProgrammeCardField, boolean>>;
  isExpanded: boolean;
  /**
   * When given, the card can collapse to a one-line summary of its choices, with an Edit (or Hide) button. A
   * single programme is always expanded (domain `isProgrammeExpanded`): pass no `onExpandedChange` then.
   */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** Shows 'Remove programme'. */
  onRemove?: () => void;
  /**
   * What is missing, e.g. `messages.validation.serviceSelectionIncomplete` (a catalogue text given in English shows
   * in the language in force); announced when it appears.
   */
  errorMessage?: string;
  /** Default 3. */
  headingLevel?: 3 | 4;
}

function labelOf(options: readonly ProgrammeCardOption[], value: string | null): string | undefined {
  return value === null ? undefined : options.find((option) => option.value === value)?.label;
}

/** A field's label and a placeholder where its control will be (a select, or a few options), while its choices load. */
function LoadingField({ label, shape }: { label: string; shape: 'select' | 'options' }) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const status = format(catalogue.registration.loadingChoices, { field: label });
  return (
    <div className={styles.loadingField}>
      <span className={styles.loadingLabel} aria-hidden="true">
        {label}
      </span>
      {shape === 'select' ? (
        <Skeleton shape="button" label={status} />
      ) : (
        <Skeleton shape="text" lines={2} label={status} />
      )}
    </div>
  );
}

/**
 * One programme of the registration wizard's service selection: its type, the programme, a package and a
 * centre, each field shown once the one before it is chosen. Programmes that cannot be chosen stay in the list,
 * with the reason under the field. With several programmes a card can collapse to a summary of its choices.
 */
export function ProgrammeCard({
  index,
  value,
  onChange,
  groups,
  products,
  offers,
  centres,
  packageDescription,
  loading = {},
  isExpanded,
  onExpandedChange,
  onRemove,
  errorMessage,
  headingLevel = 3,
}: ProgrammeCardProps) {
  const bodyId = useId();
  const r = useCatalogue().registration;
  const { format } = useLocale();
  const inLanguage = useCatalogueText();
  const expanded = onExpandedChange === undefined || isExpanded;
  const unavailable = products.filter((product) => product.isDisabled && product.disabledReason);
  const summary = [
    labelOf(groups, value.group),
    labelOf(products, value.product),
    labelOf(offers, value.offer),
    labelOf(centres, value.center),
  ].filter((label): label is string => Boolean(label));

  const chooseGroup = (group: string | null) => {
    if (group === value.group) return;
    onChange({ group, product: null, offer: null, center: null });
  };
  const chooseProduct = (product: string | null) => {
    if (product === value.product) return;
    onChange({ ...value, product, offer: null, center: null });
  };

  let fields: ReactNode;
  if (expanded) {
    fields = (
      <div className={styles.fields}>
        {loading.groups ? (
          <LoadingField label={r.programmeType} shape="select" />
        ) : (
          <Select
            label={r.programmeType}
            options={groups}
            value={value.group}
            onChange={chooseGroup}
            disabledValues={groups.filter((g) => g.isDisabled).map((g) => g.value)}
            isRequired
          />
        )}
        {value.group === null ? null : loading.products ? (
          <LoadingField label={r.programme} shape="select" />
        ) : (
          <Select
            label={r.programme}
            options={products}
            value={value.product}
            onChange={chooseProduct}
            disabledValues={products.filter((p) => p.isDisabled).map((p) => p.value)}
            description={
              unavailable.length === 0
                ? undefined
                : unavailable.map((product) => (
                    <span key={product.value} className={styles.reason}>
                      {format(r.programmeUnavailable, {
                        programme: product.label,
                        reason: product.disabledReason ?? '',
                      })}
                    </span>
                  ))
            }
            isRequired
          />
        )}
        {value.product !== null && packageDescription ? (
          <p className={styles.packageDescription}>{packageDescription}</p>
        ) : null}
        {value.product === null ? null : loading.offers ? (
          <LoadingField label={r.package} shape="options" />
        ) : (
          <RadioGroup
            label={r.package}
            options={offers}
            value={value.offer}
            onChange={(offer) => {
              onChange({ ...value, offer });
            }}
            isRequired
          />
        )}
        {value.product === null ? null : loading.centres ? (
          <LoadingField label={r.centre} shape="options" />
        ) : (
          <RadioGroup
            label={r.centre}
            options={centres}
            value={value.center}
            onChange={(center) => {
              onChange({ ...value, center });
            }}
            isRequired
          />
        )}
      </div>
    );
  } else {
    fields = (
      <p className={styles.summary}>{summary.length > 0 ? summary.join(', ') : r.programmeNothingChosen}</p>
    );
  }

  const actions =
    onExpandedChange || onRemove ? (
      <>
        {onExpandedChange ? (
          <Button
            variant="tertiary"
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={format(expanded ? r.hideProgrammeNamed : r.showProgrammeNamed, { index })}
            onPress={() => {
              onExpandedChange(!expanded);
            }}
          >
            {expanded ? r.hideProgramme : r.showProgramme}
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            variant="tertiary"
            aria-label={format(r.removeProgrammeNamed, { index })}
            onPress={onRemove}
          >
            {r.removeProgramme}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <Card
      title={format(r.programmeHeading, { index })}
      headingLevel={headingLevel}
      actions={actions}
      tone={expanded ? 'default' : 'muted'}
    >
      <div id={bodyId}>{fields}</div>
      <div role="alert">
        {errorMessage ? <p className={styles.error}>{inLanguage(errorMessage)}</p> : null}
      </div>
    </Card>
  );
}
