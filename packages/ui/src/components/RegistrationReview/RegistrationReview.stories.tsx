import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationReview, type RegistrationReviewSection } from './RegistrationReview';

const f = messages.fields;
const r = messages.registration;

/** A Home Care registration as the review step reads it back. */
const SECTIONS: readonly RegistrationReviewSection[] = [
  {
    id: 'ServiceSelection',
    title: r.steps.serviceSelection,
    rows: [
      { label: 'Programme 1', value: 'Circuit Training, 12 sessions (S$120.00)' },
      { label: r.centre, value: 'Active Ageing Hub (Bukit Batok West)' },
    ],
  },
  {
    id: 'YourDetails',
    title: r.steps.yourDetails,
    rows: [
      { label: f.fullName, value: 'Tan Ah Kow' },
      { label: f.dateOfBirth, value: '05/03/1950' },
      { label: f.idNumber, value: '*****567D' },
      { label: f.mobileNumber, value: '+65 91234567' },
      { label: f.homeNumber, value: '' },
      { label: f.email, value: 'ahkow.tan@example.sg' },
    ],
  },
  {
    id: 'YourAddress',
    title: r.steps.yourAddress,
    rows: [
      {
        label: messages.address.titles.billing,
        value: 'Blk 640 Rowell Road, #05-12, Rowell Court, Singapore 200640',
      },
      { label: messages.address.titles.service, value: messages.labels.sameAsBilling },
    ],
  },
  {
    id: 'EmergencyContact',
    title: r.steps.emergencyContact,
    rows: [
      { label: f.preferredName, value: 'Tan Mei Ling' },
      { label: f.relationship, value: 'Child' },
      { label: f.mobileNumber, value: '+65 98765432' },
      { label: f.email, value: null },
    ],
  },
];

const meta = {
  title: 'Forms/RegistrationReview',
  component: RegistrationReview,
  args: { sections: SECTIONS, onEdit: fn() },
} satisfies Meta<typeof RegistrationReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Your address' }));
    await expect(args.onEdit).toHaveBeenCalledWith('YourAddress');
  },
};

export const EmptyAnswers: Story = {
  name: 'Empty answers (dash)',
  args: {
    sections: [
      {
        id: 'EmergencyContact',
        title: r.steps.emergencyContact,
        rows: [
          { label: f.preferredName, value: 'Tan Mei Ling' },
          { label: f.homeNumber, value: '' },
          { label: f.email, value: null },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(messages.generic.dash)).toHaveLength(2);
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
