import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StepBar, registrationStepItems } from './StepBar';

const meta = {
  title: 'Navigation/StepBar',
  component: StepBar,
  args: {
    steps: registrationStepItems('Home Care'),
    currentStepId: 'ServiceSelection',
    completedStepIds: [],
    isCurrentStepValid: true,
    onStepChange: fn(),
    onBack: fn(),
    onNext: fn(),
    onExit: fn(),
  },
} satisfies Meta<typeof StepBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  name: 'First step',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.labels.back })).not.toBeInTheDocument();
  },
};

export const MiddleStep: Story = {
  name: 'Middle step with completed steps',
  args: { currentStepId: 'YourAddress', completedStepIds: ['ServiceSelection', 'YourDetails'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Registration steps' });
    await expect(within(nav).getByText('Step 3 of 5')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: /Your details/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('YourDetails');
    await expect(within(nav).queryByRole('button', { name: /Emergency contact/ })).not.toBeInTheDocument();
  },
};

export const NextDisabled: Story = {
  name: 'Next on a step that is not valid',
  args: {
    currentStepId: 'YourDetails',
    completedStepIds: ['ServiceSelection'],
    isCurrentStepValid: false,
    onInvalidNext: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: messages.labels.next });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onInvalidNext).toHaveBeenCalledTimes(1);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const NextLoading: Story = {
  name: 'Saving',
  args: { currentStepId: 'YourDetails', completedStepIds: ['ServiceSelection'], isNextLoading: true },
};

export const ExitConfirmation: Story = {
  name: 'Exit asks for confirmation',
  args: { currentStepId: 'YourDetails', completedStepIds: ['ServiceSelection'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.exitForm }));
    const dialog = await body.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    await expect(dialog).toHaveTextContent(messages.labels.exitConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.labels.no }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

export const ActiveAgeing: Story = {
  name: 'Active Ageing (6 steps)',
  args: {
    steps: registrationStepItems('Active Ageing'),
    currentStepId: 'HealthDeclaration',
    completedStepIds: ['ServiceSelection'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 6')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const LastStep: Story = {
  name: 'Last step',
  args: {
    currentStepId: 'ReviewInformation',
    completedStepIds: ['ServiceSelection', 'YourDetails', 'YourAddress', 'EmergencyContact'],
  },
};

const submitStep = fn();

export const WithStepForm: Story = {
  name: "With the step's form (Next submits it)",
  args: {
    currentStepId: 'ReviewInformation',
    completedStepIds: ['ServiceSelection', 'YourDetails', 'YourAddress', 'EmergencyContact'],
    nextFormId: 'review-step',
    nextLabel: 'Add to cart',
    children: (
      <form
        id="review-step"
        aria-label="Review information"
        onSubmit={(event) => {
          event.preventDefault();
          submitStep();
        }}
      >
        <p>Every answer, read back before the programmes go to the cart.</p>
      </form>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(next);
    await expect(submitStep).toHaveBeenCalled();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { currentStepId: 'YourAddress', completedStepIds: ['ServiceSelection', 'YourDetails'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileSeniorMode: Story = {
  name: 'Mobile, senior mode, six steps',
  args: {
    steps: registrationStepItems('Active Ageing'),
    currentStepId: 'EmergencyContact',
    completedStepIds: ['ServiceSelection', 'HealthDeclaration', 'YourDetails', 'YourAddress'],
  },
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'senior' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ol');
    // The steps keep to one row: every marker sits on the first one's line.
    const tops = [...(list?.querySelectorAll('li') ?? [])].map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(within(canvasElement).getByText('Emergency contact', { selector: 'p span' })).toBeVisible();
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { currentStepId: 'YourAddress', completedStepIds: ['ServiceSelection', 'YourDetails'] },
  globals: { theme: 'senior' },
};
