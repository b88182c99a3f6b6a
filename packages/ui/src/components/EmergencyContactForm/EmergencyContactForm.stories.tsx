import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmergencyContactForm } from './EmergencyContactForm';

const v = messages.validation;

const filled = {
  name: 'Tan Mei Ling',
  relationship: 'Child',
  mobileNumber: '91234567',
  countryCode: '+65',
  homeNumber: '61234567',
  email: 'mei.ling@example.sg',
  emergency: true,
} as const;

const meta = {
  title: 'Forms/EmergencyContactForm',
  component: EmergencyContactForm,
  args: { onSubmit: fn(), onCancel: fn(), title: 'Emergency contact' },
} satisfies Meta<typeof EmergencyContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled)));
  },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Preferred name/ });
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(v.nameRequired));
    const relationship = canvas.getByRole('button', { name: /Relationship/ });
    await expect(relationship).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText(v.relationshipRequired)).toBeVisible());
    const mobile = canvas.getByRole('textbox', { name: /^Mobile number/ });
    await userEvent.type(mobile, '12345678');
    await userEvent.tab();
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(v.contactMobileNumberInvalid.trim()));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'mei.ling@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(v.contactEmailInvalid));
  },
};

export const OthersChosen: Story = {
  name: 'Others chosen',
  args: { value: { ...filled, relationship: 'Others', otherRelationship: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByRole('textbox', { name: /Other relationship/ });
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => expect(other).toHaveAccessibleDescription(v.otherRelationshipRequired));
  },
};

export const EmergencyDisabled: Story = {
  name: 'Emergency disabled',
  args: { value: filled, isEmergencyDisabled: true },
};

export const EmergencyHidden: Story = {
  name: 'Emergency hidden',
  args: { value: filled, hideEmergency: true },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { value: filled, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Preferred name/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: messages.labels.save })).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    value: {
      ...filled,
      name: 'Siti Nurhaliza binte Mohamed Abdul Rahman Iskandar Shah Al-Haj',
      relationship: 'Others',
      otherRelationship: 'Granddaughter-in-law who lives in the same block',
      email: 'siti.nurhaliza.binte.mohamed.abdul.rahman@a-very-long-domain-name.example.sg',
    },
  },
};

export const ChineseText: Story = {
  name: 'Chinese text',
  args: {
    title: '紧急联系人',
    labels: {
      name: '称呼',
      relationship: '关系',
      mobileNumber: '手机号码',
      homeNumber: '住家电话',
      email: '电邮',
    },
    value: { ...filled, name: '陈美玲' },
  },
};

export const Mobile: Story = {
  args: { value: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { value: filled },
  globals: { theme: 'senior' },
};
