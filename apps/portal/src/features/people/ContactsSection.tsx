import { formatMessage, messages, type EmergencyContactInput } from '@careportal/domain';
import { Button, EmptyState, Inline, PhoneIcon, SectionHeading, Stack } from '@careportal/ui';
import { useId, useState } from 'react';
import { Query } from '../../data/Query';
import { ContactCard } from './ContactCard';
import { DeleteDialog } from './DeleteDialog';
import { EditorSlot, EmergencyContactForm } from './lazyEditors';
import type { ProfileContact } from './profileApi';
import { useContacts } from './useContacts';
import { FIRST_CONTROL, useFocusOnSwitch } from './useFocusOnSwitch';

/** What the section shows below its list: nothing, or the form adding or editing a contact. */
export type ContactEditing = { mode: 'add' } | { mode: 'edit'; id: string } | null;

/** Props of {@link ContactsSection}. */
export interface ContactsSectionProps {
  /** Open a form at once (stories). */
  initialEditing?: ContactEditing;
}

export function contactFormValue(contact: ProfileContact): Partial<EmergencyContactInput> {
  return {
    ...contact,
    otherRelationship: contact.otherRelationship ?? '',
    homeNumber: contact.homeNumber ?? '',
    email: contact.email ?? '',
    countryCode: contact.countryCode ?? undefined,
  };
}

/** The next-of-kin of the person viewed: a card each with Edit and Delete (after a confirmation), and Add. */
export function ContactsSection({ initialEditing = null }: ContactsSectionProps) {
  const headingId = useId();
  const { contacts, read, save, remove } = useContacts();
  const [editing, setEditing] = useState<ContactEditing>(initialEditing);
  const [isSaving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ProfileContact | null>(null);
  const container = useFocusOnSwitch<HTMLElement>(editing === null ? 'list' : 'form', FIRST_CONTROL);
  const edited =
    editing?.mode === 'edit' ? contacts?.find((contact) => contact.id === editing.id) : undefined;
  const isFormOpen = editing !== null && (editing.mode === 'add' || edited !== undefined);
  const close = () => {
    setEditing(null);
  };

  return (
    <Stack aria-labelledby={headingId} as="section" space="md" ref={container}>
      <SectionHeading id={headingId} icon={PhoneIcon}>
        {messages.profilePage.contactsTitle}
      </SectionHeading>
      {/* A failed list says so above the add form too; the list itself gives way to the form. */}
      <Query query={read} loading={null}>
        {(list) =>
          isFormOpen ? null : (
            <>
              {list.length === 0 ? <EmptyState>{messages.profilePage.noContacts}</EmptyState> : null}
              {list.map((contact) => (
                <ContactCard
                  key={contact.id}
                  contact={contact}
                  onEdit={() => {
                    setEditing({ mode: 'edit', id: contact.id });
                  }}
                  onDelete={() => {
                    setDeleting(contact);
                  }}
                />
              ))}
              <Inline space="sm" alignY="center">
                <Button
                  variant="secondary"
                  onPress={() => {
                    setEditing({ mode: 'add' });
                  }}
                >
                  {messages.profilePage.addContact}
                </Button>
              </Inline>
            </>
          )
        }
      </Query>
      {isFormOpen ? (
        <EditorSlot>
          <EmergencyContactForm
            key={edited?.id ?? 'add'}
            value={edited === undefined ? undefined : contactFormValue(edited)}
            title={
              edited === undefined
                ? messages.profilePage.addContactTitle
                : messages.profilePage.editContactTitle
            }
            headingLevel={3}
            isSubmitting={isSaving}
            onSubmit={(contact) => {
              setSaving(true);
              void save(contact, edited).then((saved) => {
                setSaving(false);
                if (saved) close();
              });
            }}
            onCancel={close}
          />
        </EditorSlot>
      ) : null}
      <DeleteDialog
        item={deleting}
        title={formatMessage(messages.profilePage.deleteContactTitle, { name: deleting?.name ?? '' })}
        remove={remove}
        onClose={() => {
          setDeleting(null);
        }}
      >
        {messages.profilePage.deleteContactBody}
      </DeleteDialog>
    </Stack>
  );
}
