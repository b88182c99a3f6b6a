import { messages, type PersonalDetailsInput } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonalDetailsReview } from './PersonalDetailsReview';

const filled: Partial<PersonalDetailsInput> = {
  name: 'Tan Ah Kow',
  dateOfBirth: '1950-03-05',
  gender: 'Male',
  idType: 'NRIC',
  nric: 'S1234567D',
  email: 'ahkow.tan@example.sg',
  mobileNumber: '91234567',
  countryCode: '+65',
  homeNumber: '',
  maritalStatus: 'Widowed',
  residentStatus: 'Singapore/ Pink IC',
  nationality: 'SG',
  language: ['Hokkien', 'Others'],
  otherLanguage: 'Hainanese',
  religion: 'Taoism',
  unionMember: false,
  chasSubsidyTier: 'Orange',
  chasExpiryDate: '2027-06-30',
  marketingConsent: true,
};

const meta = {
  title: 'Display/PersonalDetailsReview',
  component: PersonalDetailsReview,
  args: { value: filled, onEdit: fn() },
} satisfies Meta<typeof PersonalDetailsReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('05/03/1950')).toBeVisible();
    await expect(canvas.getByText('Hokkien, Hainanese')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.edit }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { value: { name: 'Tan Ah Kow' } } };

export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*****567D')).toBeVisible();
    await expect(canvas.queryByText('S1234567D')).not.toBeInTheDocument();
  },
};

export const FullId: Story = { name: 'Full ID', args: { showFullId: true } };

export const ExistingId: Story = {
  name: 'Existing ID',
  args: { existingIdError: true, linkProfileHref: '/link-account' },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: messages.labels.edit }),
    ).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    value: {
      ...filled,
      name: 'Muhammad Abdul Rahman bin Mohamed Iskandar Shah Al-Haj Syed Abdullah',
      email: 'muhammad.abdul.rahman.bin.mohamed.iskandar@a-very-long-domain-name.example.sg',
    },
  },
};

export const ChineseText: Story = {
  name: 'Chinese text',
  args: {
    title: '个人资料',
    labels: { name: '姓名', dateOfBirth: '出生日期' },
    value: { ...filled, name: '陈亚九' },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
