import { checkInMessages, loadTranslations, messages, volunteerHoursMessage } from '@careportal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copy } from '../../copy';
import { loadLocale } from '../../shell/locale';
import { alerts } from '../../test/alerts';
import { renderRoute } from '../../test/renderRoute';
import {
  createFakeCheckInApi,
  STORY_ACTIVITY_ID,
  type FakeCheckInOptions,
} from '../../features/volunteer/fakes/fakeCheckInApi';

const INDIVIDUAL = `/check-in-check-out/individual/${STORY_ACTIVITY_ID}`;
const text = checkInMessages;
const tamil = await loadTranslations('ta');
/** A text in Tamil, from the table (never written out here). */
function ta(path: string): string {
  const entry = tamil?.[path];
  if (!entry) throw new Error(`No Tamil for ${path}`);
  return entry.text;
}

async function open(options: FakeCheckInOptions = {}, inTamil = false) {
  renderRoute(INDIVIDUAL, {
    fetch: createFakeCheckInApi(options).fetch,
    ...(inTamil ? { locale: await loadLocale('ta') } : {}),
  });
}

async function identify(id: string, secret: string, words: { nric: string; lastFour: string; go: string }) {
  await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(words.nric) }), id);
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.lastFour) }), secret);
  await userEvent.click(screen.getByRole('button', { name: words.go }));
}

const english = { nric: 'NRIC / FIN', lastFour: text.lastFour, go: text.continue };

describe('the volunteer check-in page', () => {
  it('shows its words, the fields’ errors and the API’s answers in English, as before', async () => {
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.titles.checkInIndividual }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: text.continue }));
    expect(await screen.findByText(messages.validation.nricRequired)).toBeInTheDocument();
    expect(screen.getByText(text.lastFourRequired)).toBeInTheDocument();
    await identify('S7654321F', '0000', english);
    expect(await alerts()).toContain(text.identityNotMatched);
  });

  it('shows its words and the fields’ errors in Tamil', async () => {
    await open({}, true);
    expect(
      await screen.findByRole('heading', { level: 1, name: ta('portalMessages.titles.checkInIndividual') }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: ta('checkInMessages.individualIntro') }),
    ).toBeInTheDocument();
    expect(screen.getByText(ta('checkInMessages.activity'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ta('checkInMessages.continue') }));
    expect(await screen.findByText(ta('messages.validation.nricRequired'))).toBeInTheDocument();
    expect(screen.getByText(ta('checkInMessages.lastFourRequired'))).toBeInTheDocument();
    expect(screen.queryByText(text.lastFourRequired)).toBeNull();
    expect(document.body).not.toHaveTextContent(/checkInMessages\.|messages\./);
  });

  it('shows the API’s answers in Tamil', async () => {
    await open({ tooMany: true }, true);
    await identify('S7654321F', '4567', {
      nric: 'NRIC / FIN',
      lastFour: ta('checkInMessages.lastFour'),
      go: ta('checkInMessages.continue'),
    });
    expect(await alerts()).toContain(ta('checkInMessages.tooManyTries'));
  });

  it('goes on in Tamil once the volunteer is found', async () => {
    await open({}, true);
    await identify('S7654321F', '4567', {
      nric: 'NRIC / FIN',
      lastFour: ta('checkInMessages.lastFour'),
      go: ta('checkInMessages.continue'),
    });
    expect(
      await screen.findByRole('heading', { name: ta('checkInMessages.toCheckInTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ta('checkInMessages.checkIn') })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/checkInMessages\.|messages\./);
  });

  it('says calmly, with the hours, that check-in is not open yet, and stays on the check-in step', async () => {
    await open({ hoursRefusal: 'checkInNotOpen' });
    await identify('S7654321F', '4567', english);
    await userEvent.click(await screen.findByRole('button', { name: text.checkIn }));
    const words = volunteerHoursMessage('checkInNotOpen', { startTime: '09:00', endTime: '14:00' });
    expect(words).toContain('08:30');
    const statuses = await screen.findAllByRole('status');
    await waitFor(() => {
      expect(statuses.some((each) => each.textContent.includes(words))).toBe(true);
    });
    expect(screen.getByRole('heading', { name: text.toCheckInTitle })).toBeInTheDocument();
    // Calm: a status, not an error alert.
    expect(screen.queryAllByRole('alert').map((each) => each.textContent)).toEqual(['']);
  });

  it('says it in Tamil too, with the hours filled in', async () => {
    await open({ hoursRefusal: 'checkInClosed' }, true);
    await identify('S7654321F', '4567', {
      nric: 'NRIC / FIN',
      lastFour: ta('checkInMessages.lastFour'),
      go: ta('checkInMessages.continue'),
    });
    await userEvent.click(await screen.findByRole('button', { name: ta('checkInMessages.checkIn') }));
    const tamilWords = volunteerHoursMessage(
      'checkInClosed',
      { startTime: '09:00', endTime: '14:00' },
      { checkInNotOpen: '', checkOutClosed: '', checkInClosed: ta('checkInMessages.checkInClosed') },
      (template, values) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
    );
    expect(tamilWords).toContain('14:00');
    const statuses = await screen.findAllByRole('status');
    await waitFor(() => {
      expect(statuses.some((each) => each.textContent.includes(tamilWords))).toBe(true);
    });
  });
});
