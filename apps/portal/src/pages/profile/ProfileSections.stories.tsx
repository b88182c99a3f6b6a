import { formatMessage, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setViewAsClientId } from '../../storage';
import { FAKE_POSTAL_CODES } from '../../features/people/fakes/fakeProfileApi';
import { ProfileScreen } from '../../test/screens/ProfileScreen';
import { linkedCustomer, pendingCustomer } from '../../features/people/fakes/sampleProfiles';

const MB = 1024 * 1024;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('The file input is missing');
  return input;
}

const meta = {
  title: 'Screens/Profile/Sections',
  component: ProfileScreen,
  args: { data: pendingCustomer() },
  beforeEach: () => {
    setViewAsClientId(null);
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhotoTooLarge: Story = {
  name: 'Photo too large',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: messages.labels.personalDetails });
    await userEvent.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(3 * MB)], 'big.png', { type: 'image/png' }),
    );
    await expect(
      await canvas.findByText(formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: 2 })),
    ).toBeVisible();
  },
};

export const PhotoWrongType: Story = {
  name: 'Photo of the wrong type',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: messages.labels.personalDetails });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await expect(
      await canvas.findByText(
        formatMessage(messages.validation.fileExtensionNotAllowed, {
          fileExtensionAllowed: 'png, jpg, jpeg or webp',
        }),
      ),
    ).toBeVisible();
  },
};

export const AddressAdd: Story = {
  name: 'Address add',
  args: { initial: { editingAddress: { mode: 'add', type: 'BILLING' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Add billing address details' }));
    await userEvent.type(
      form.getByRole('textbox', { name: new RegExp(messages.fields.postalCode) }),
      FAKE_POSTAL_CODES.bukitBatok,
    );
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: new RegExp(messages.fields.street) })).toHaveValue(
        'BUKIT BATOK WEST AVENUE 8',
      ),
    );
    await expect(form.getByRole('textbox', { name: new RegExp(messages.fields.block) })).toHaveValue('440');
  },
};

export const AddressPostalCodeInvalid: Story = {
  name: 'Address postal code invalid',
  args: { initial: { editingAddress: { mode: 'add', type: 'BILLING' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Add billing address details' }));
    await userEvent.type(
      form.getByRole('textbox', { name: new RegExp(messages.fields.postalCode) }),
      '999999',
    );
    await expect(await form.findAllByText(messages.validation.postalCodeInvalid)).not.toHaveLength(0);
  },
};

export const AddressSameAsBilling: Story = {
  name: 'Address same as billing',
  args: { data: linkedCustomer(), initial: { editingAddress: { mode: 'edit', id: 'address-2' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Edit service address details' }));
    await expect(form.getByRole('switch', { name: messages.labels.sameAsBilling })).toBeChecked();
    await expect(
      form.queryByRole('textbox', { name: new RegExp(messages.fields.postalCode) }),
    ).not.toBeInTheDocument();
  },
};

export const AddressDelete: Story = {
  name: 'Address delete confirmation',
  args: { data: linkedCustomer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete service address' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete the service address?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: messages.labels.cancel })).toHaveFocus();
  },
};

export const NextOfKinAdd: Story = {
  name: 'Next-of-kin add',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: messages.profilePage.addContact }));
    const form = within(await canvas.findByRole('form', { name: messages.profilePage.addContactTitle }));
    await userEvent.click(form.getByRole('button', { name: messages.labels.save }));
    // At the field, and in the summary above the form.
    await waitFor(() => expect(form.getAllByText(messages.validation.nameRequired)).toHaveLength(2));
  },
};
