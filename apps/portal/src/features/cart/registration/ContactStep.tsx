import { type EmergencyContact, registerPageMessages } from '@careportal/domain';
import { EmergencyContactForm, Skeleton, Stack } from '@careportal/ui';
import { useId } from 'react';
import { Query } from '../../../data/Query';
import { contactFormValue } from '../../people/ContactsSection';
import { PROFILE_URLS, type ProfileContact } from '../../people/profileApi';
import { useContacts } from '../../people/useContacts';
import { useViewedApi, type PersonRef } from '../../people/useViewedApi';
import { CONTACT_FORM_ID } from './formIds';
import { layout } from './layout';
import { textStyles } from '../../../shell/textStyles';

/** Props of {@link ContactStep}. */
export interface ContactStepProps {
  person: PersonRef;
  onValidityChange: (isValid: boolean) => void;
  /** The contact was saved. */
  onSaved: () => void;
  onSavingChange: (isSaving: boolean) => void;
}

/** The person's emergency contact: the one marked so, else their first next-of-kin; undefined when none. */
export function emergencyContactOf(contacts: readonly ProfileContact[]): ProfileContact | undefined {
  return contacts.find((contact) => contact.emergency) ?? contacts[0];
}

/**
 * Emergency contact: whom to call for the person the registration is for. It starts from the contact they
 * already have (their emergency one), and is saved to their next-of-kin when the person moves on.
 */
export function ContactStep({ person, onValidityChange, onSaved, onSavingChange }: ContactStepProps) {
  const headingId = useId();
  // The same read as useContacts' (one SWR entry), for its states.
  const contacts = useViewedApi<ProfileContact[]>(PROFILE_URLS.contacts, person);
  const { save } = useContacts(person);

  const submit = (contact: EmergencyContact, existing: ProfileContact | undefined) => {
    onSavingChange(true);
    void save(contact, existing).then((saved) => {
      onSavingChange(false);
      if (saved) onSaved();
    });
  };

  return (
    <Query query={contacts} loading={<Skeleton shape="card" lines={4} />}>
      {(list) => {
        const existing = emergencyContactOf(list);
        return (
          <Stack aria-labelledby={headingId} as="section" space="lg">
            <h2 id={headingId} className={layout.stepTitle}>
              {registerPageMessages.contactTitle}
            </h2>
            <p className={textStyles.muted}>{registerPageMessages.contactIntro}</p>
            <EmergencyContactForm
              key={existing?.id ?? 'new'}
              value={existing === undefined ? { emergency: true } : contactFormValue(existing)}
              onSubmit={(contact) => {
                submit(contact, existing);
              }}
              id={CONTACT_FORM_ID}
              hideActions
              onValidityChange={onValidityChange}
              headingLevel={3}
            />
          </Stack>
        );
      }}
    </Query>
  );
}
