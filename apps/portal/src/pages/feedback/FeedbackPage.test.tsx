import { feedbackPageMessages, loadTranslations, messages } from '@careportal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../shell/locale';
import { alerts } from '../../test/alerts';
import { renderRoute } from '../../test/renderRoute';
import { fakeFeedbackFetch, type FeedbackAnswer } from '../../test/screens/PublicHelpScreen';

const fb = feedbackPageMessages;
const chinese = await loadTranslations('zh-Hans');
/** A text in Chinese, from the table (never written out here). */
function zh(path: string): string {
  const entry = chinese?.[path];
  if (!entry) throw new Error(`No Chinese for ${path}`);
  return entry.text;
}

async function open(answer: FeedbackAnswer, inChinese: boolean) {
  renderRoute('/feedback', {
    fetch: fakeFeedbackFetch(answer),
    ...(inChinese ? { locale: await loadLocale('zh-Hans') } : {}),
  });
}

describe('the feedback page', () => {
  it('holds a contact that is no email or Singapore phone number at its field, sends nothing, and keeps it', async () => {
    const calls: string[] = [];
    const answered = fakeFeedbackFetch('accepted');
    renderRoute('/feedback', {
      fetch: (input, init) => {
        calls.push(init?.method ?? 'GET');
        return answered(input, init);
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: messages.rating.satisfied }));
    const contact = screen.getByRole('textbox', { name: fb.contactLabel });
    expect(contact).toHaveAccessibleDescription(fb.contactDescription);
    await userEvent.type(contact, '12345');
    await userEvent.click(screen.getByRole('button', { name: fb.submit }));
    expect(contact).toBeInvalid();
    expect(contact).toHaveAccessibleDescription(expect.stringContaining(fb.contactInvalid));
    expect(contact).toHaveValue('12345');
    expect(calls).not.toContain('POST');
    await userEvent.clear(contact);
    await userEvent.type(contact, '9123 4567');
    expect(contact).toBeValid();
    await userEvent.click(screen.getByRole('button', { name: fb.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: fb.thanksTitle })).toBeInTheDocument();
    expect(calls).toContain('POST');
  });

  it('shows the API’s refusal in English, as before', async () => {
    await open('refused', false);
    await userEvent.click(await screen.findByRole('radio', { name: messages.rating.dissatisfied }));
    await userEvent.click(screen.getByRole('button', { name: fb.submit }));
    expect(await alerts()).toContain(messages.validation.ratingRequired);
  });

  it('shows its words and the rating’s error in Chinese', async () => {
    await open('accepted', true);
    expect(
      await screen.findByRole('heading', { level: 1, name: zh('messages.labels.feedback') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: zh('feedbackPageMessages.ratingQuestion') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zh('feedbackPageMessages.submit') }));
    expect(await screen.findByText(zh('messages.validation.ratingRequired'))).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/feedbackPageMessages\.|messages\./);
    await userEvent.click(screen.getByRole('radio', { name: zh('messages.rating.satisfied') }));
    await userEvent.click(screen.getByRole('button', { name: zh('feedbackPageMessages.submit') }));
    expect(
      await screen.findByRole('heading', { level: 2, name: zh('feedbackPageMessages.thanksTitle') }),
    ).toBeInTheDocument();
  });

  it('shows the API’s refusal, and its own failure, in Chinese', async () => {
    await open('refused', true);
    await userEvent.click(await screen.findByRole('radio', { name: zh('messages.rating.dissatisfied') }));
    await userEvent.click(screen.getByRole('button', { name: zh('feedbackPageMessages.submit') }));
    expect(await alerts()).toContain(zh('messages.validation.ratingRequired'));
  });

  it('says in Chinese that the feedback could not be sent', async () => {
    await open('down', true);
    await userEvent.click(await screen.findByRole('radio', { name: zh('messages.rating.dissatisfied') }));
    await userEvent.click(screen.getByRole('button', { name: zh('feedbackPageMessages.submit') }));
    expect(await alerts()).toBe(zh('feedbackPageMessages.failed'));
  });
});
