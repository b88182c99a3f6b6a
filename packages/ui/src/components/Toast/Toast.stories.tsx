import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { ToastMessage } from './context';
import { ToastProvider, useToast } from './Toast';

const supportEmail = 'help@careportal.example.sg';

/** A button that shows the given messages, as a page would after an action. */
function ShowButton({ toShow }: { toShow: readonly ToastMessage[] }) {
  const toast = useToast();
  return (
    <Button
      onPress={() => {
        toShow.forEach((message) => toast.show(message));
      }}
    >
      Show message
    </Button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { supportEmail, children: null },
  render: (args, { parameters }) => (
    <ToastProvider {...args}>
      <ShowButton toShow={(parameters.messages ?? []) as readonly ToastMessage[]} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showAndFind(canvasElement: HTMLElement, text: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show message' }));
  const body = within(canvasElement.ownerDocument.body);
  return body.findByRole('alertdialog', { name: text });
}

export const Success: Story = {
  parameters: { messages: [{ type: 'success', content: messages.success.addressUpdated }] },
  play: async ({ canvasElement }) => {
    // It closes after 6 s; the unit test checks the timing with fake timers.
    await expect(await showAndFind(canvasElement, messages.success.addressUpdated)).toBeVisible();
  },
};

export const Info: Story = {
  parameters: { messages: [{ type: 'info', content: messages.generic.copiedToClipboard }] },
  play: async ({ canvasElement }) => {
    await expect(await showAndFind(canvasElement, messages.generic.copiedToClipboard)).toBeVisible();
  },
};

export const Warning: Story = {
  parameters: { messages: [{ type: 'warning', content: messages.catalogue.programmeNotAvailable }] },
  play: async ({ canvasElement }) => {
    await expect(await showAndFind(canvasElement, messages.catalogue.programmeNotAvailable)).toBeVisible();
  },
};

export const ErrorSticky: Story = {
  name: 'Error (stays until dismissed)',
  parameters: { messages: [{ type: 'error', content: messages.payment.unsuccessful }] },
  play: async ({ canvasElement }) => {
    const toast = await showAndFind(canvasElement, /Your payment was unsuccessful/);
    await expect(toast).toHaveTextContent(
      `${messages.payment.unsuccessful}. Please contact ${supportEmail} for assistance.`,
    );
  },
};

export const SupportWithLinks: Story = {
  name: 'Support with links',
  parameters: {
    messages: [
      {
        type: 'support',
        content: messages.auth.reLogin,
        links: [
          { href: '/faq/general', label: messages.labels.helpCentre },
          { href: 'https://www.example.sg/contact', label: messages.labels.contactUs, isExternal: true },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const toast = await showAndFind(canvasElement, /Please re-login/);
    await expect(within(toast).getByRole('link', { name: messages.labels.helpCentre })).toBeVisible();
    await expect(
      within(toast).getByRole('link', { name: `${messages.labels.contactUs} (opens in a new tab)` }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const WithoutSupportEmail: Story = {
  name: 'Error without support email',
  parameters: {
    messages: [{ type: 'error', content: messages.payment.cardExpired, ignoreSupportEmail: true }],
  },
  play: async ({ canvasElement }) => {
    const toast = await showAndFind(canvasElement, messages.payment.cardExpired);
    await expect(toast).not.toHaveTextContent(supportEmail);
  },
};

export const AllTypes: Story = {
  name: 'All types',
  parameters: {
    messages: [
      { type: 'success', content: messages.success.updated },
      { type: 'info', content: messages.linking.clientIdSentToEmail },
      { type: 'error', content: messages.payment.invalidCard },
    ],
  },
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, /Invalid Card/);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByRole('alertdialog')).toHaveLength(3);
  },
};

export const DismissedByKeyboard: Story = {
  name: 'Dismissed by keyboard',
  parameters: { messages: [{ type: 'support', content: messages.payment.paymentNotValid }] },
  play: async ({ canvasElement }) => {
    const toast = await showAndFind(canvasElement, /Payment is not valid/);
    within(toast).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  name: 'Long text',
  parameters: {
    messages: [
      { type: 'support', content: messages.linking.technicalDifficulties.replace('{email}', supportEmail) },
    ],
  },
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, /Technical difficulties/);
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: { dismissLabel: '关闭' },
  parameters: { messages: [{ type: 'success', content: '地址更新成功' }] },
  play: async ({ canvasElement }) => {
    const toast = await showAndFind(canvasElement, '地址更新成功');
    await expect(within(toast).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  parameters: { messages: [{ type: 'error', content: messages.payment.cardNotValid }] },
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, /Your credit/);
  },
};
