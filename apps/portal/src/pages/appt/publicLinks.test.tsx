import { E_INVOICE_ERROR_CODES, messages, publicLinkMessages } from '@careportal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copy, documentTitle } from '../../copy';
import { renderRoute } from '../../test/renderRoute';
import {
  createFakePublicLinksApi,
  publicLinksData,
  SAMPLE_INVOICE_ID,
  SAMPLE_REMINDER_ID,
  sampleReminder,
  type FakePublicLinksData,
} from '../../features/publicLinks/fakes/fakePublicLinksApi';

const r = publicLinkMessages.reminder;
const inv = publicLinkMessages.invoice;

function open(path: string, data: FakePublicLinksData = publicLinksData()) {
  return renderRoute(path, { fetch: createFakePublicLinksApi(data).fetch });
}

describe('the appointment reminder (/appt/{id}) through the route table', () => {
  it('renders with its title and the NRIC masked, and confirms the appointment', async () => {
    open(`/appt/${SAMPLE_REMINDER_ID}`);
    const title = copy.titles.appointmentReminder;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(documentTitle(title));
    });
    expect(await screen.findByText('*****345C')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: r.confirm }));
    expect(await screen.findByText(r.confirmedTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: r.changeToDecline })).toBeInTheDocument();
  });

  it('shows an expired reminder without answers', async () => {
    const data = publicLinksData();
    data.reminders[SAMPLE_REMINDER_ID] = sampleReminder('EXPIRED');
    open(`/appt/${SAMPLE_REMINDER_ID}`, data);
    expect(await screen.findByText(r.expiredTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: r.confirm })).toBeNull();
  });

  it('sends an unknown link to /appt/page-not-found', async () => {
    const { router } = open('/appt/not-a-link');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appt/page-not-found');
  });

  it('sends a failed load to /appt/something-went-wrong', async () => {
    const data = { ...publicLinksData(), failing: [{ path: /client-attendance/, httpCode: 500 }] };
    const { router } = open(`/appt/${SAMPLE_REMINDER_ID}`, data);
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.generic.oopsTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.generic.refreshThisPage })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appt/something-went-wrong');
  });
});

describe('the e-invoice (/inv/{id}) through the route table', () => {
  it('renders with its title, the amount due and the PayNow button', async () => {
    open(`/inv/${SAMPLE_INVOICE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: copy.titles.eInvoice })).toBeInTheDocument();
    expect(await screen.findByText('INV-0001002')).toBeInTheDocument();
    expect(screen.getByText('*****345C')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: inv.download })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: inv.showQr })).toBeInTheDocument();
  });

  it.each([
    [E_INVOICE_ERROR_CODES.alreadyPaid, inv.alreadyPaidTitle],
    [E_INVOICE_ERROR_CODES.linkExpired, inv.expiredTitle],
  ] as const)('shows %s on its own screen, and stays on the link', async (code, title) => {
    const data = publicLinksData();
    data.invoices[SAMPLE_INVOICE_ID] = code;
    const { router } = open(`/inv/${SAMPLE_INVOICE_ID}`, data);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/inv/${SAMPLE_INVOICE_ID}`);
  });

  it('keeps the visitor on the invoice when the QR (a background call) fails', async () => {
    const data = { ...publicLinksData(), failing: [{ path: /qr-string/, httpCode: 500 }] };
    const { router } = open(`/inv/${SAMPLE_INVOICE_ID}`, data);
    await userEvent.click(await screen.findByRole('button', { name: inv.showQr }));
    expect(await screen.findByText(inv.qrFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/inv/${SAMPLE_INVOICE_ID}`);
  });

  it('sends an unknown link to /inv/page-not-found and a failed load to /inv/something-went-wrong', async () => {
    const first = open('/inv/not-a-link');
    await waitFor(() => {
      expect(first.router.state.location.pathname).toBe('/inv/page-not-found');
    });
    first.router.dispose();
    const data = { ...publicLinksData(), failing: [{ path: /public\/v1\/inv/, httpCode: 500 }] };
    const second = open(`/inv/${SAMPLE_INVOICE_ID}`, data);
    await waitFor(() => {
      expect(second.router.state.location.pathname).toBe('/inv/something-went-wrong');
    });
  });
});
