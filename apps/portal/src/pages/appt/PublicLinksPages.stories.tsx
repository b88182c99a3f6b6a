import { messages, publicLinkMessages, type ReminderStatus } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';
import { PublicLinksScreen } from '../../test/screens/PublicLinksScreen';
import {
  publicLinksData,
  SAMPLE_INVOICE_ID,
  SAMPLE_REMINDER_ID,
  sampleReminder,
} from '../../features/publicLinks/fakes/fakePublicLinksApi';
import { inLanguage } from '../../test/inLanguage';

const r = publicLinkMessages.reminder;
const inv = publicLinkMessages.invoice;
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const REMINDER = `/appt/${SAMPLE_REMINDER_ID}`;
const INVOICE = `/inv/${SAMPLE_INVOICE_ID}`;
/** The QR's countdown clock: 10 minutes before it lapses. */
const QR_NOW = () => Date.parse('2026-11-27T02:05:00.000Z');

/** The value of the detail labelled `label` (a DetailList's dt and its dd). */
function detail(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value after ${label}`);
  return value;
}

function reminderIn(status: ReminderStatus) {
  const data = publicLinksData();
  data.reminders[SAMPLE_REMINDER_ID] = sampleReminder(status);
  return data;
}

function invoiceAnswering(code: 'E-INV-S002' | 'E-INV-S004') {
  const data = publicLinksData();
  data.invoices[SAMPLE_INVOICE_ID] = code;
  return data;
}

const meta = {
  title: 'Screens/Public/Links',
  component: PublicLinksScreen,
  args: { path: REMINDER, now: QR_NOW },
  globals: mobile,
} satisfies Meta<typeof PublicLinksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReminderPending: Story = {
  name: 'Reminder: PENDING',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: r.pendingTitle })).toBeVisible();
    await expect(canvas.getByText('*****345C')).toBeVisible();
    await expect(canvas.getByText('03/12/2026, 09:30 AM')).toBeVisible();
    await expect(canvas.getByRole('button', { name: r.confirm })).toBeVisible();
    await expect(canvas.getByRole('button', { name: r.decline })).toBeVisible();
  },
};

export const ReminderPendingDesktop: Story = {
  name: 'Reminder: PENDING, desktop',
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: r.confirm })).toBeVisible();
  },
};

/** The reminder in Chinese (issue 19): the question, the details' labels and the answers in Chinese. */
export const ReminderPendingChinese: Story = {
  name: 'Reminder: PENDING, in Chinese',
  globals: { ...mobile, locale: 'zh-Hans' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const zh = (path: string) => inLanguage(loaded, path);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: zh('publicLinkMessages.reminder.pendingTitle') }),
    ).toBeVisible();
    await expect(detail(canvasElement, zh('publicLinkMessages.reminder.idNumber'))).toHaveTextContent(
      '*****345C',
    );
    await expect(
      canvas.getByRole('button', { name: zh('publicLinkMessages.reminder.confirm') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: zh('publicLinkMessages.reminder.decline') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: r.confirm })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/publicLinkMessages\.|messages\./);
  },
};

export const ReminderConfirming: Story = {
  name: 'Reminder: confirming by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: r.confirm });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(r.confirmedTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: r.changeToDecline })).toBeVisible();
    await waitForAnnouncementsToSettle();
  },
};

export const ReminderDeclining: Story = {
  name: 'Reminder: declining',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: r.decline }));
    await expect(await canvas.findByText(r.declinedTitle)).toBeVisible();
    await waitForAnnouncementsToSettle();
  },
};

export const ReminderConfirmed: Story = {
  name: 'Reminder: CONFIRMED',
  args: { data: reminderIn('CONFIRMED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(r.confirmedTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: r.changeToDecline })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: r.confirm })).toBeNull();
  },
};

export const ReminderDeclined: Story = {
  name: 'Reminder: DECLINED',
  args: { data: reminderIn('DECLINED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(r.declinedTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: r.changeToConfirm })).toBeVisible();
  },
};

export const ReminderChangedMind: Story = {
  name: 'Reminder: DECLINED, then confirmed after all',
  args: { data: reminderIn('DECLINED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: r.changeToConfirm }));
    await expect(await canvas.findByText(r.confirmedTitle)).toBeVisible();
    await waitForAnnouncementsToSettle();
  },
};

export const ReminderExpired: Story = {
  name: 'Reminder: EXPIRED',
  args: { data: reminderIn('EXPIRED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(r.expiredTitle)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: r.confirm })).toBeNull();
  },
};

export const ReminderSaveFailed: Story = {
  name: 'Reminder: answer not saved',
  args: {
    data: { ...publicLinksData(), failing: [{ path: /client-attendance/, httpCode: 500, method: 'PUT' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: r.confirm }));
    await expect(await canvas.findByText(r.saveFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: r.confirm })).toBeVisible();
  },
};

export const ReminderNotFound: Story = {
  name: 'Reminder: unknown link (/appt/page-not-found)',
  args: { path: '/appt/not-a-link' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
    ).toBeVisible();
  },
};

export const ReminderError: Story = {
  name: 'Reminder: server error (/appt/something-went-wrong)',
  args: { data: { ...publicLinksData(), failing: [{ path: /client-attendance/, httpCode: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: messages.generic.oopsTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.generic.refreshThisPage })).toBeVisible();
  },
};

export const InvoiceUnpaid: Story = {
  name: 'E-invoice: unpaid',
  args: { path: INVOICE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('INV-0001002')).toBeVisible();
    await expect(canvas.getByText('*****345C')).toBeVisible();
    await expect(detail(canvasElement, inv.total)).toHaveTextContent('$261.60');
    await expect(detail(canvasElement, inv.amountDue)).toHaveTextContent('$261.60');
    await expect(detail(canvasElement, inv.amountDue)).toBeVisible();
    await expect(canvas.getByRole('button', { name: inv.download })).toBeVisible();
    await expect(canvas.getByRole('button', { name: inv.showQr })).toBeVisible();
  },
};

/** The unpaid e-invoice in Tamil (issue 19): its labels and buttons in Tamil, the amounts as they are. */
export const InvoiceUnpaidTamil: Story = {
  name: 'E-invoice: unpaid, in Tamil',
  args: { path: INVOICE },
  globals: { ...mobile, locale: 'ta' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ta = (path: string) => inLanguage(loaded, path);
    await expect(await canvas.findByText('INV-0001002')).toBeVisible();
    await expect(detail(canvasElement, ta('publicLinkMessages.invoice.total'))).toHaveTextContent('$261.60');
    await expect(
      canvas.getByRole('heading', { level: 1, name: ta('portalMessages.titles.eInvoice') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: ta('publicLinkMessages.invoice.download') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: ta('publicLinkMessages.invoice.showQr') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: inv.download })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/publicLinkMessages\.|messages\./);
    const faces = await document.fonts.load('16px "Noto Sans Tamil"', ta('publicLinkMessages.invoice.total'));
    await expect(faces.length).toBeGreaterThan(0);
  },
};

/** The same on a desktop. */
export const InvoiceUnpaidTamilDesktop: Story = {
  name: 'E-invoice: unpaid, in Tamil, desktop',
  args: { path: INVOICE },
  globals: { ...desktop, locale: 'ta' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: inLanguage(loaded, 'publicLinkMessages.invoice.download') }),
    ).toBeVisible();
  },
};

export const InvoiceUnpaidDesktop: Story = {
  name: 'E-invoice: unpaid, desktop',
  args: { path: INVOICE },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('INV-0001002')).toBeVisible();
  },
};

export const InvoicePayNow: Story = {
  name: 'E-invoice: PayNow QR',
  args: { path: INVOICE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: inv.showQr }));
    await expect(await canvas.findByText('NH0001002A7Q')).toBeVisible();
    await waitForAnnouncementsToSettle();
  },
};

export const InvoiceQrFailed: Story = {
  name: 'E-invoice: PayNow QR not shown',
  args: { path: INVOICE, data: { ...publicLinksData(), failing: [{ path: /qr-string/, httpCode: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: inv.showQr }));
    await expect(await canvas.findByText(inv.qrFailed)).toBeVisible();
    await expect(canvas.getByText('INV-0001002')).toBeVisible();
  },
};

export const InvoiceDownloadFailed: Story = {
  name: 'E-invoice: download failed',
  args: { path: INVOICE, data: { ...publicLinksData(), failing: [{ path: /\/pdf$/, httpCode: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: inv.download }));
    await expect(await canvas.findByText(inv.downloadFailed)).toBeVisible();
  },
};

export const InvoiceAlreadyPaid: Story = {
  name: 'E-invoice: E-INV-S002 already paid',
  args: { path: INVOICE, data: invoiceAnswering('E-INV-S002') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(inv.alreadyPaidTitle)).toBeVisible();
  },
};

export const InvoiceExpired: Story = {
  name: 'E-invoice: E-INV-S004 link expired',
  args: { path: INVOICE, data: invoiceAnswering('E-INV-S004') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(inv.expiredTitle)).toBeVisible();
  },
};

export const InvoiceNotFound: Story = {
  name: 'E-invoice: unknown link (/inv/page-not-found)',
  args: { path: '/inv/not-a-link' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
    ).toBeVisible();
  },
};

export const InvoiceError: Story = {
  name: 'E-invoice: server error (/inv/something-went-wrong)',
  args: {
    path: INVOICE,
    data: { ...publicLinksData(), failing: [{ path: /public\/v1\/inv/, httpCode: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: messages.generic.oopsTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.generic.refreshThisPage })).toBeVisible();
  },
};
