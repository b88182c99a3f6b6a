import {
  HELP_TOPICS,
  TERMS,
  feedbackPageMessages,
  helpCentreMessages,
  messages,
  termsPageMessages,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '../../copy';
import { pendingAnnouncementGone } from '../../features/denticare/fakes/storySteps';
import { inLanguage } from '../../test/inLanguage';
import { PublicHelpScreen } from '../../test/screens/PublicHelpScreen';

const help = helpCentreMessages;
const fb = feedbackPageMessages;
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Public/Help',
  component: PublicHelpScreen,
  args: { path: '/faq' },
  globals: mobile,
} satisfies Meta<typeof PublicHelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/* The help centre */

export const HelpCentre: Story = {
  name: 'Help centre',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.labels.faq })).toBeVisible();
    for (const topic of HELP_TOPICS) {
      await expect(canvas.getByRole('link', { name: topic.title })).toHaveAttribute(
        'href',
        `/faq/${topic.slug}`,
      );
    }
    await expect(canvas.getByRole('searchbox', { name: help.searchLabel })).toBeVisible();
  },
};

/** The help centre in Malay (issue 19): its own words in Malay; the topics, written in English only, as they are. */
export const HelpCentreMalay: Story = {
  name: 'Help centre: in Malay',
  globals: { ...mobile, locale: 'ms' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ms = (path: string) => inLanguage(loaded, path);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: ms('messages.labels.faq') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: ms('helpCentreMessages.topicsTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: ms('helpCentreMessages.searchLabel') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: ms('helpCentreMessages.stillNeedHelp') })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/helpCentreMessages\.|messages\./);
    await expect(canvas.queryByText(help.topicsTitle)).toBeNull();
  },
};

export const HelpCentreDesktop: Story = {
  name: 'Help centre: desktop',
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: help.topicsTitle })).toBeVisible();
  },
};

export const SearchFound: Story = {
  name: 'Search: answers found',
  args: { path: '/faq?q=password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /answers for “password”/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How do I reset my password?' })).toBeVisible();
  },
};

export const SearchOne: Story = {
  name: 'Search: one answer',
  args: { path: '/faq?q=cancel%20egiro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 answer for “cancel egiro”' })).toBeVisible();
  },
};

export const SearchNothing: Story = {
  name: 'Search: nothing found',
  args: { path: '/faq?q=zebra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^No answers for “zebra”/ })).toBeVisible();
  },
};

export const SearchByKeyboard: Story = {
  name: 'Search: typed and sent with Enter',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: help.searchLabel });
    await userEvent.click(box);
    await userEvent.keyboard('one-time password{Enter}');
    await expect(await canvas.findByRole('link', { name: 'How do I log in?' })).toBeVisible();
  },
};

export const TopicCommonQuestions: Story = {
  name: 'Topic: common questions',
  args: { path: '/faq/common-questions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Common questions' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8 + 1);
    await expect(
      canvas.getByText(
        'Choose Login, then Forgot your password? on the sign-in page, and enter the email address of your account.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Full Name, Email and NRIC cannot be edited. To change them, please contact us.'),
    ).toBeVisible();
  },
};

export const TopicFaq: Story = {
  name: 'Topic: FAQ',
  args: { path: '/faq/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: help.backToHelp })).toHaveAttribute('href', '/faq');
  },
};

export const TopicEgiro: Story = {
  name: 'Topic: eGIRO',
  args: { path: '/faq/egiro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'eGIRO' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'When will the money be deducted?' })).toBeVisible();
  },
};

export const TopicDesktop: Story = {
  name: 'Topic: desktop',
  args: { path: '/faq/common-questions' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Common questions' }),
    ).toBeVisible();
  },
};

export const Entry: Story = {
  name: 'Answer',
  args: { path: '/faq/common-questions/update-personal-details' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How do I update my personal details?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Common questions' })).toHaveAttribute(
      'href',
      '/faq/common-questions',
    );
    await expect(canvas.getByRole('link', { name: help.feedbackLink })).toHaveAttribute('href', '/feedback');
  },
};

export const EntryDesktop: Story = {
  name: 'Answer: desktop',
  args: { path: '/faq/egiro/stop-arrangement' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Can I stop my eGIRO arrangement?',
      }),
    ).toBeVisible();
  },
};

/* The terms pages */

export const Terms: Story = {
  name: 'Terms and conditions',
  args: { path: '/term-and-condition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: copy.titles.termsAndConditions }),
    ).toBeVisible();
    await expect(canvas.getByText(termsPageMessages.lastUpdated)).toBeVisible();
    for (const section of TERMS.portal.sections) {
      await expect(canvas.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
  },
};

export const TermsNewAddress: Story = {
  name: 'Terms and conditions: new address',
  args: { path: '/term-condition' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TERMS.portal.intro)).toBeVisible();
  },
};

export const ProgrammeTerms: Story = {
  name: 'Programme terms',
  args: { path: '/program-term-and-condition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: copy.titles.programmeTerms }),
    ).toBeVisible();
    await expect(canvas.getByText(TERMS.programme.intro)).toBeVisible();
  },
};

export const GeneralTerms: Story = {
  name: 'General terms',
  args: { path: '/general-term-and-condition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: copy.titles.generalTerms }),
    ).toBeVisible();
    await expect(canvas.getByText(TERMS.general.intro)).toBeVisible();
  },
};

export const TermsDesktop: Story = {
  name: 'Terms: desktop',
  args: { path: '/general-term-and-condition' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TERMS.general.intro)).toBeVisible();
  },
};

/* Feedback */

export const Feedback: Story = {
  name: 'Feedback: empty',
  args: { path: '/feedback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: messages.labels.feedback }),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: fb.ratingQuestion })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('radio', { name: messages.rating.verySatisfied })).not.toBeChecked();
  },
};

/** The feedback form in Chinese (issue 19): its words, the faces' names and the rating's error in Chinese. */
export const FeedbackChinese: Story = {
  name: 'Feedback: in Chinese, rating required',
  args: { path: '/feedback' },
  globals: { ...mobile, locale: 'zh-Hans' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const zh = (path: string) => inLanguage(loaded, path);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: zh('messages.labels.feedback') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: zh('feedbackPageMessages.contactTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: zh('feedbackPageMessages.ratingQuestion') }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: zh('messages.rating.verySatisfied') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: zh('feedbackPageMessages.submit') }));
    await expect(await canvas.findByText(zh('messages.validation.ratingRequired'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/feedbackPageMessages\.|messages\./);
    await expect(canvas.queryByRole('button', { name: fb.submit })).toBeNull();
  },
};

export const FeedbackDesktop: Story = {
  name: 'Feedback: desktop',
  args: { path: '/feedback' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: fb.submit })).toBeVisible();
  },
};

/**
 * The six faces on a phone (390 px) in senior mode (issue "Journeys a 70-year-old finishes": the sixth wrapped
 * alone): two rows of three, never one face alone, each a touch target of at least 44 px and named for screen
 * readers.
 */
export const FeedbackFacesPhoneSenior: Story = {
  name: 'Feedback: faces on a phone, senior mode',
  args: { path: '/feedback' },
  globals: { theme: 'senior', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: fb.ratingQuestion });
    const radios = within(group).getAllByRole('radio');
    const names = [
      messages.rating.veryDissatisfied,
      messages.rating.dissatisfied,
      messages.rating.somewhatDissatisfied,
      messages.rating.somewhatSatisfied,
      messages.rating.satisfied,
      messages.rating.verySatisfied,
    ];
    for (const [index, radio] of radios.entries()) await expect(radio).toHaveAccessibleName(names[index]);
    const faces = radios.map((radio) => (radio.closest('label') ?? radio).getBoundingClientRect());
    const rows = new Map<number, number>();
    for (const face of faces) rows.set(Math.round(face.top), (rows.get(Math.round(face.top)) ?? 0) + 1);
    await expect([...rows.values()]).toEqual(rows.size === 1 ? [6] : [3, 3]);
    for (const face of faces) {
      await expect(face.width).toBeGreaterThanOrEqual(44);
      await expect(face.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const FeedbackRatingRequired: Story = {
  name: 'Feedback: rating required',
  args: { path: '/feedback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: fb.submit }));
    await expect(await canvas.findByText(messages.validation.ratingRequired)).toBeVisible();
  },
};

/** '12345' is no way to reach a person: it stays at its field with the reason, and nothing is sent (issue 35). */
export const FeedbackContactInvalid: Story = {
  name: 'Feedback: contact neither email nor phone',
  args: { path: '/feedback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: messages.rating.satisfied }));
    const contact = canvas.getByRole('textbox', { name: fb.contactLabel });
    await userEvent.type(contact, '12345');
    await userEvent.click(canvas.getByRole('button', { name: fb.submit }));
    await expect(contact).toBeInvalid();
    await expect(contact).toHaveAccessibleDescription(expect.stringContaining(fb.contactInvalid));
    await expect(contact).toHaveValue('12345');
    await expect(canvas.queryByRole('heading', { level: 2, name: fb.thanksTitle })).toBeNull();
  },
};

export const FeedbackFilled: Story = {
  name: 'Feedback: filled by keyboard',
  args: { path: '/feedback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('radio', { name: messages.rating.veryDissatisfied });
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: messages.rating.satisfied })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: fb.commentLabel }), 'Friendly staff at Bedok.');
    await userEvent.type(canvas.getByRole('textbox', { name: fb.nameLabel }), 'Tan Mei Ling');
  },
};

export const FeedbackSending: Story = {
  name: 'Feedback: sending',
  args: { path: '/feedback', feedback: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: messages.rating.verySatisfied }));
    await userEvent.click(canvas.getByRole('button', { name: fb.submit }));
    await expect(await canvas.findByRole('button', { name: fb.sending })).toBeVisible();
  },
};

export const FeedbackSent: Story = {
  name: 'Feedback: sent',
  args: { path: '/feedback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: messages.rating.somewhatSatisfied }));
    await userEvent.click(canvas.getByRole('button', { name: fb.submit }));
    await expect(await canvas.findByRole('heading', { level: 2, name: fb.thanksTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: fb.sendAnother })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const FeedbackRefused: Story = {
  name: 'Feedback: refused by the API',
  args: { path: '/feedback', feedback: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: messages.rating.dissatisfied }));
    await userEvent.click(canvas.getByRole('button', { name: fb.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.validation.ratingRequired);
    await expect(canvas.getByRole('radio', { name: messages.rating.dissatisfied })).toBeChecked();
  },
};

export const FeedbackFailed: Story = {
  name: 'Feedback: service down',
  args: { path: '/feedback', feedback: 'down' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: messages.rating.satisfied }));
    await userEvent.click(canvas.getByRole('button', { name: fb.submit }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: fb.submit })).toBeVisible();
  },
};
