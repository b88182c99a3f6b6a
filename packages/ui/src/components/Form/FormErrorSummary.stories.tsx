import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { FormErrorSummary } from './FormErrorSummary';
import { FormRadioGroup } from './FormRadioGroup';
import { FormTextField } from './FormTextField';

const v = messages.validation;
const GENDER_OPTIONS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
];
const schema = z.object({
  name: z.string().trim().min(1, v.nameRequired),
  gender: z.string({ error: v.genderRequired }).min(1, v.genderRequired),
});
type Values = z.input<typeof schema>;

/** A small react-hook-form form with the summary above its fields, as the portal's forms have it. */
function SampleForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit, setFocus } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { name: '', gender: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack space="lg">
        <h2>Personal details</h2>
        <FormErrorSummary control={control} setFocus={setFocus} headingLevel={3} />
        <FormTextField control={control} name="name" label={messages.fields.fullName} isRequired />
        <FormRadioGroup
          control={control}
          name="gender"
          label={messages.fields.gender}
          options={GENDER_OPTIONS}
          isRequired
        />
        <div>
          <Button type="submit">{messages.labels.save}</Button>
        </div>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Forms/FormErrorSummary',
  component: SampleForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a send: nothing is summed up. */
export const BeforeSave: Story = {
  name: 'Before Save: no summary',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

/** Save with mistakes: the summary takes focus, and its links lead to a text field and into a radio group. */
export const AfterSave: Story = {
  name: 'After Save with mistakes',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    const summary = await canvas.findByRole('group', { name: v.problemSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: v.genderRequired }));
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: v.nameRequired }));
    await expect(canvas.getByRole('textbox', { name: new RegExp(messages.fields.fullName) })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A mistake put right: its line leaves the summary while the other stays. */
export const OnePutRight: Story = {
  name: 'One mistake put right',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    const summary = await canvas.findByRole('group', { name: v.problemSummaryTitle });
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(messages.fields.fullName) }),
      'Tan Ah Kow',
    );
    await waitFor(() => expect(within(summary).queryByRole('link', { name: v.nameRequired })).toBeNull());
    await expect(within(summary).getByRole('link', { name: v.genderRequired })).toBeVisible();
  },
};
