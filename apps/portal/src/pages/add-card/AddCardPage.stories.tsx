import { cardPageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PaymentsScreen } from '../../test/screens/PaymentsScreen';
import { FAKE_CHALLENGE_URL, FAKE_TOKENS } from '../../features/payments/fakes/fakePaymentsApi';
import { expectBusy } from '../../features/payments/fakes/screenChecks';

const text = cardPageMessages;

const meta = {
  title: 'Screens/Cards/Add',
  component: PaymentsScreen,
  args: { path: '/cards/add' },
} satisfies Meta<typeof PaymentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeTheGateway: Story = {
  name: 'Before the secure card page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: text.continueToGateway });
    const href = new URL(link.getAttribute('href') ?? '');
    await expect(href.pathname).toMatch(/\/sandbox\/gateway\/card-form$/);
    await expect(href.searchParams.get('returnUrl')).toBe(`${window.location.origin}/cards/add`);
    await expect(canvas.getByRole('link', { name: text.backToCards })).toHaveAttribute('href', '/cards');
  },
};

export const Saving: Story = {
  name: 'Saving the card',
  // A token of its own: a page load sends a token once (callOnce), and the stories share one page load.
  args: { path: '/cards/add?token=tok_saving', options: { addCardHangs: true } },
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, text.savingCard);
  },
};

export const Saved: Story = {
  name: 'Card saved',
  args: { path: `/cards/add?token=${FAKE_TOKENS.approved}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.cardSavedTitle })).toBeVisible();
    await expect(canvas.getByText('VISA ending in 4242 can now be used to pay your orders.')).toBeVisible();
  },
};

export const BankConfirms: Story = {
  name: 'Bank asks to confirm (3-D Secure)',
  args: { path: `/cards/add?token=${FAKE_TOKENS.challenge}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.toBankTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.goToBank })).toHaveAttribute(
      'href',
      FAKE_CHALLENGE_URL,
    );
  },
};

export const Refused: Story = {
  name: 'Refused: invalid card',
  args: { path: `/cards/add?token=${FAKE_TOKENS.used}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.cardNotSavedTitle })).toBeVisible();
    // The page says it, and so does the wrapper's message: the add-card error always shows.
    await waitFor(async () => {
      await expect(
        within(canvasElement.ownerDocument.body).getAllByText(new RegExp(messages.payment.invalidCard)),
      ).toHaveLength(2);
    });
    await expect(canvas.getByRole('link', { name: text.tryAgain })).toHaveAttribute('href', '/cards/add');
  },
};

export const Expired: Story = {
  name: 'Refused: card expired',
  args: { path: `/cards/add?token=${FAKE_TOKENS.expired}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.cardNotSavedTitle })).toBeVisible();
    await expect(canvas.getAllByText(messages.payment.cardExpired)[0]).toBeVisible();
  },
};
