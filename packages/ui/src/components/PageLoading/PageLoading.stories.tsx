import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageLayout } from '../PageLayout';
import { Skeleton } from '../Skeleton';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Feedback/PageLoading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // It shows after a short pause, so a quick load shows nothing at all.
    const label = within(canvasElement).getByText('Loading');
    await waitFor(() => expect(label).toBeVisible());
  },
};

export const CheckingSignIn: Story = {
  name: 'Checking sign-in',
  args: { label: 'Checking your sign-in…' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Checking your sign-in…' }),
    ).toBeInTheDocument();
  },
};

export const InPage: Story = {
  name: 'In a page',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <PageLayout logo={<span>Customer Portal</span>} logoHref="/" footer={<p>Footer</p>}>
      <PageLoading {...args} />
    </PageLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByText('Footer');
    // The loading state holds the screen, so the footer waits below it instead of jumping when content arrives.
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const WithPlaceholders: Story = {
  name: "With the page's shape",
  args: {
    children: (
      <>
        <Skeleton shape="heading" />
        <Skeleton shape="card" lines={3} />
        <Skeleton shape="card" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Placeholders instead of a spinner; screen readers hear 'Loading' once.
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithPlaceholdersMobile: Story = {
  ...WithPlaceholders,
  name: "With the page's shape, senior mode, mobile",
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
};
