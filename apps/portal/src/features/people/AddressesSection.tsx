import {
  ADDRESS_TYPES,
  availableAddressTypes,
  formatMessage,
  messages,
  type AddressInput,
  type AddressType,
} from '@careportal/domain';
import {
  AddressCard,
  Button,
  CheckboxGroup,
  DEFAULT_ADDRESS_TYPE_LABELS,
  EmptyState,
  Inline,
  MapPinIcon,
  SectionHeading,
  Stack,
} from '@careportal/ui';
import { useId, useState } from 'react';
import { Query } from '../../data/Query';
import { DeleteDialog } from './DeleteDialog';
import { EditorSlot, ProfileAddressForm } from './lazyEditors';
import { followsBilling, type ProfileAddress } from './profileApi';
import { useAddresses } from './useAddresses';
import { FIRST_CONTROL, useFocusOnSwitch } from './useFocusOnSwitch';

/** What the section shows below its list: nothing, or the form adding or editing an address. */
export type AddressEditing = { mode: 'add'; type: AddressType } | { mode: 'edit'; id: string } | null;

/** Props of {@link AddressesSection}. */
export interface AddressesSectionProps {
  /** Open a form at once (stories). */
  initialEditing?: AddressEditing;
}

function typeName(type: AddressType): string {
  return DEFAULT_ADDRESS_TYPE_LABELS[type].toLocaleLowerCase();
}

function byType(a: ProfileAddress, b: ProfileAddress): number {
  return ADDRESS_TYPES.indexOf(a.type) - ADDRESS_TYPES.indexOf(b.type);
}

/** The address form's starting value: a stored address, flagged same as billing when it follows billing. */
export function addressFormValue(
  address: ProfileAddress,
  billing: ProfileAddress | undefined,
): Partial<AddressInput> {
  return {
    ...address,
    building: address.building ?? '',
    level: address.level ?? '',
    unit: address.unit ?? '',
    sameAs: followsBilling(address, billing) ? 'BILLING' : 'NONE',
  };
}

/**
 * The addresses of the person viewed: a card per address with Edit and Delete (after a confirmation), and an
 * Add button per type that has no address yet. The form looks postal codes up, offers only the free types,
 * and lets a service or residential address follow the billing address.
 */
export function AddressesSection({ initialEditing = null }: AddressesSectionProps) {
  const headingId = useId();
  const { addresses, read, save, remove } = useAddresses();
  const [editing, setEditing] = useState<AddressEditing>(initialEditing);
  const [deleting, setDeleting] = useState<ProfileAddress | null>(null);
  const [alsoAs, setAlsoAs] = useState<AddressType[]>([]);
  const container = useFocusOnSwitch<HTMLElement>(editing === null ? 'list' : 'form', FIRST_CONTROL);

  const sorted = [...(addresses ?? [])].sort(byType);
  const billing = sorted.find((address) => address.type === 'BILLING');
  const existingTypes = sorted.map((address) => address.type);
  const edited = editing?.mode === 'edit' ? sorted.find((address) => address.id === editing.id) : undefined;
  const close = () => {
    setEditing(null);
    setAlsoAs([]);
  };
  // A new billing address can be the service and residential address too, when those are still free.
  const followerTypes =
    editing?.mode === 'add' && editing.type === 'BILLING'
      ? availableAddressTypes(existingTypes).filter((type) => type !== 'BILLING')
      : [];

  const form =
    editing === null || (editing.mode === 'edit' && edited === undefined) ? null : (
      <EditorSlot>
        <ProfileAddressForm
          key={editing.mode === 'edit' ? editing.id : `add-${editing.type}`}
          mode={editing.mode}
          value={
            edited === undefined
              ? { type: editing.mode === 'add' ? editing.type : undefined }
              : addressFormValue(edited, billing)
          }
          existingTypes={existingTypes}
          headingLevel={3}
          showSameAsBilling={billing !== undefined && edited?.type !== 'BILLING'}
          billingAddress={billing === undefined ? undefined : addressFormValue(billing, undefined)}
          onSubmit={async (address) => {
            if (await save(address, edited, alsoAs)) close();
          }}
          onCancel={close}
        >
          {followerTypes.length > 0 ? (
            <CheckboxGroup
              label={messages.profilePage.alsoUseBillingAs}
              description={messages.profilePage.alsoUseBillingAsHint}
              options={followerTypes.map((type) => ({
                value: type,
                label: formatMessage(messages.profilePage.addressTypeAddress, {
                  type: DEFAULT_ADDRESS_TYPE_LABELS[type],
                }),
              }))}
              value={alsoAs}
              onChange={setAlsoAs}
            />
          ) : null}
        </ProfileAddressForm>
      </EditorSlot>
    );

  return (
    <Stack aria-labelledby={headingId} as="section" space="md" ref={container}>
      <SectionHeading id={headingId} icon={MapPinIcon}>
        {messages.profilePage.addressesTitle}
      </SectionHeading>
      {/* A failed list says so above an open form too; the list itself gives way to the form. */}
      <Query query={read} loading={null}>
        {() =>
          editing === null ? (
            <>
              {sorted.length === 0 ? <EmptyState>{messages.profilePage.noAddresses}</EmptyState> : null}
              {sorted.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  headingLevel={3}
                  isSameAsBilling={followsBilling(address, billing)}
                  onEdit={() => {
                    setEditing({ mode: 'edit', id: address.id });
                  }}
                  onDelete={() => {
                    setDeleting(address);
                  }}
                />
              ))}
              <Inline space="sm" alignY="center">
                {availableAddressTypes(existingTypes).map((type) => (
                  <Button
                    key={type}
                    variant="secondary"
                    onPress={() => {
                      setEditing({ mode: 'add', type });
                    }}
                  >
                    {formatMessage(messages.profilePage.addAddress, { type: typeName(type) })}
                  </Button>
                ))}
              </Inline>
            </>
          ) : null
        }
      </Query>
      {editing === null ? null : form}
      <DeleteDialog
        item={deleting}
        title={formatMessage(messages.profilePage.deleteAddressTitle, {
          type: deleting === null ? '' : typeName(deleting.type),
        })}
        remove={remove}
        onClose={() => {
          setDeleting(null);
        }}
      >
        {messages.profilePage.deleteAddressBody}
      </DeleteDialog>
    </Stack>
  );
}
