import { orDash } from '@careportal/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { DetailList } from '../DetailList';
import { useCatalogue, useLocale } from '../LocaleProvider';
import * as styles from './RegistrationReview.css';

/** One line of a review section: what was asked and the answer. */
export interface RegistrationReviewRow {
  label: string;
  /** The answer; an empty one (null, undefined, blank text) shows '-'. */
  value: ReactNode;
}

/** One step's answers, with an Edit that leads back to it. */
export interface RegistrationReviewSection {
  /** Passed to `onEdit`, e.g. the step id. */
  id: string;
  title: string;
  rows: readonly RegistrationReviewRow[];
}

/** Props of {@link RegistrationReview}. */
export interface RegistrationReviewProps {
  sections: readonly RegistrationReviewSection[];
  /** Called with the section's id by its Edit button. */
  onEdit: (sectionId: string) => void;
  /** The sections' heading level. Default 2. */
  headingLevel?: 2 | 3;
  /** Hides the Edit buttons. */
  isReadOnly?: boolean;
}

/** An answer as shown: text (or nothing) through `orDash`, anything else as given. */
function shown(value: ReactNode): ReactNode {
  if (value === null || value === undefined || typeof value === 'boolean') return orDash(null);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return orDash(value);
  return value;
}

/**
 * The registration wizard's last step: every answer, a card per step with its title, the answers as a detail
 * list (a dash for an empty one) and an Edit button named after the step ('Edit Your address') that leads back
 * to it. Looks like the profile's review cards.
 */
export function RegistrationReview({
  sections,
  onEdit,
  headingLevel = 2,
  isReadOnly = false,
}: RegistrationReviewProps) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <Card
          key={section.id}
          title={section.title}
          headingLevel={headingLevel}
          actions={
            isReadOnly ? undefined : (
              <Button
                variant="secondary"
                aria-label={format(catalogue.registration.editSection, { title: section.title })}
                onPress={() => {
                  onEdit(section.id);
                }}
              >
                {catalogue.labels.edit}
              </Button>
            )
          }
        >
          <DetailList
            columns={2}
            items={section.rows.map((row, index) => ({
              id: `${String(index)}-${row.label}`,
              label: row.label,
              value: shown(row.value),
            }))}
          />
        </Card>
      ))}
    </div>
  );
}
