import { cardPageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';
import { PaymentsScreen } from '../../test/screens/PaymentsScreen';
import { paymentsData, unusualCards } from '../../features/payments/fakes/samplePayments';
import { expectBusy, expectLoadError } from '../../features/payments/fakes/screenChecks';

const text = cardPageMessages;

const meta = {
  title: 'Screens/Cards/Management',
  component: PaymentsScreen,
  args: { path: '/cards' },
} satisfies Meta<typeof PaymentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function defaultGroup(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('radiogroup', { name: text.defaultCard }));
}

export const Loading: Story = {
  args: { options: { cardsHang: true } },
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, messages.generic.loading);
  },
};

export const NoCards: Story = {
  name: 'No cards',
  args: { data: paymentsData(undefined, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.payment.noCards)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.payment.addNewCard })).toBeVisible();
  },
};

export const SavedCards: Story = {
  name: 'Saved cards',
  play: async ({ canvasElement }) => {
    const group = await defaultGroup(canvasElement);
    await expect(group.getByRole('radio', { name: 'VISA ending in 4242' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'MasterCard ending in 4444' })).not.toBeChecked();
    await expect(group.getByText('Expires 03/2028')).toBeVisible();
    await expect(group.getByRole('button', { name: 'Delete AMEX ending in 0005' })).toBeVisible();
  },
};

export const OtherBrandAndUnconfirmed: Story = {
  name: 'Another brand, and a card waiting for its bank',
  args: { data: paymentsData(undefined, unusualCards()) },
  play: async ({ canvasElement }) => {
    const group = await defaultGroup(canvasElement);
    await expect(group.getByRole('radio', { name: 'JCB ending in 0000' })).toBeVisible();
    await expect(group.getByRole('radio', { name: 'VISA ending in 3220' })).toBeDisabled();
    await expect(group.getByText(text.pendingVerification)).toBeVisible();
  },
};

export const DefaultChanged: Story = {
  name: 'Default changed',
  play: async ({ canvasElement }) => {
    const group = await defaultGroup(canvasElement);
    await userEvent.click(group.getByRole('radio', { name: 'MasterCard ending in 4444' }));
    await expect(
      await within(canvasElement).findByText('MasterCard ending in 4444 is now your default card.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(group.getByRole('radio', { name: 'MasterCard ending in 4444' })).toBeChecked(),
    );
  },
};

export const DeleteConfirmation: Story = {
  name: 'Delete, asked first',
  play: async ({ canvasElement }) => {
    const group = await defaultGroup(canvasElement);
    await userEvent.click(group.getByRole('button', { name: 'Delete AMEX ending in 0005' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Delete AMEX ending in 0005?',
    });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: messages.labels.cancel })).toHaveFocus();
  },
};

export const Deleted: Story = {
  name: 'Card deleted',
  play: async ({ canvasElement }) => {
    const group = await defaultGroup(canvasElement);
    await userEvent.click(group.getByRole('button', { name: 'Delete VISA ending in 4242' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', { name: 'Delete VISA ending in 4242?' });
    await userEvent.click(within(dialog).getByRole('button', { name: text.deleteCard }));
    await expect(await body.findByText('VISA ending in 4242 has been deleted.')).toBeVisible();
    await waitFor(() => expect(group.queryByRole('radio', { name: 'VISA ending in 4242' })).toBeNull());
    await expect(group.getByRole('radio', { name: 'MasterCard ending in 4444' })).toBeChecked();
    // The busy Delete button's announcement outlives the dialog (see waitForAnnouncementsToSettle).
    await waitForAnnouncementsToSettle();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { options: { cardsFail: true } },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};
