import { OTHERS, RELATIONSHIP_LABELS, formatMessage, messages, orDash } from '@careportal/domain';
import { Button, Card, DetailList, EMERGENCY_CONTACT_FORM_LABELS, type DetailListItem } from '@careportal/ui';
import type { ProfileContact } from './profileApi';

/** Props of {@link ContactCard}. */
export interface ContactCardProps {
  contact: ProfileContact;
  onEdit: () => void;
  onDelete: () => void;
}

/** The relationship as shown: its label, or the text given for Others. */
export function relationshipText(contact: ProfileContact): string {
  return contact.relationship === OTHERS && contact.otherRelationship?.trim()
    ? contact.otherRelationship.trim()
    : RELATIONSHIP_LABELS[contact.relationship];
}

/** A next-of-kin on a card: relationship, numbers, email and whether to call them in an emergency. */
export function ContactCard({ contact, onEdit, onDelete }: ContactCardProps) {
  const labels = EMERGENCY_CONTACT_FORM_LABELS;
  const mobile = [contact.countryCode, contact.mobileNumber].filter(Boolean).join(' ');
  const details: DetailListItem[] = [
    { label: labels.relationship, value: relationshipText(contact) },
    { label: labels.mobileNumber, value: orDash(mobile) },
    { label: labels.homeNumber, value: orDash(contact.homeNumber) },
    { label: labels.email, value: orDash(contact.email) },
    { label: labels.emergency, value: contact.emergency ? messages.labels.yes : messages.labels.no },
  ];
  return (
    <Card
      title={contact.name}
      headingLevel={3}
      actions={
        <>
          <Button
            variant="secondary"
            onPress={onEdit}
            aria-label={formatMessage(messages.profilePage.editContactNamed, { name: contact.name })}
          >
            {messages.labels.edit}
          </Button>
          <Button
            variant="danger"
            onPress={onDelete}
            aria-label={formatMessage(messages.profilePage.deleteContactNamed, { name: contact.name })}
          >
            {messages.labels.delete}
          </Button>
        </>
      }
    >
      <DetailList items={details} />
    </Card>
  );
}
