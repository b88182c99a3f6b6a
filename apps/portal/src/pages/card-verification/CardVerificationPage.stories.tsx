import { cardPageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentsScreen } from '../../test/screens/PaymentsScreen';
import { FAKE_CHALLENGE_URL } from '../../features/payments/fakes/fakePaymentsApi';
import { awaitingBank, paymentsData } from '../../features/payments/fakes/samplePayments';
import { expectBusy } from '../../features/payments/fakes/screenChecks';

const text = cardPageMessages;
/** The page for a card of its own (see awaitingBank) waiting for the bank. */
function verifying(id: string) {
  return { path: `/cards/verification?cardId=${id}`, data: paymentsData(undefined, awaitingBank(id)) };
}

const meta = {
  title: 'Screens/Cards/Verification',
  component: PaymentsScreen,
  args: verifying('card-checking'),
} satisfies Meta<typeof PaymentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  name: 'Checking with the bank',
  args: { ...verifying('card-checking'), options: { verificationHangs: true } },
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, text.verifyingCard);
  },
};

export const Approved: Story = {
  name: 'Approved',
  args: verifying('card-approved'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.cardSavedTitle })).toBeVisible();
    await expect(canvas.getByText('VISA ending in 3220 can now be used to pay your orders.')).toBeVisible();
  },
};

export const Declined: Story = {
  name: 'Declined',
  args: { ...verifying('card-declined'), options: { verification: 'decline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.cardNotSavedTitle })).toBeVisible();
    await expect(canvas.getByText(messages.payment.cardNotValid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.tryAgain })).toHaveAttribute('href', '/cards/add');
  },
};

export const NotDecided: Story = {
  name: 'Not confirmed yet',
  args: { ...verifying('card-undecided'), options: { verification: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.verificationPendingTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.goToBank })).toHaveAttribute(
      'href',
      FAKE_CHALLENGE_URL,
    );
  },
};

export const NoCard: Story = {
  name: 'No card to confirm',
  args: { path: '/cards/verification' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.noCardToVerify)).toBeVisible();
  },
};
