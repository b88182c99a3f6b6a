import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '../Skeleton';
import { PageLoading } from './PageLoading';

describe('PageLoading', () => {
  it('is a progress bar named by its label, which also shows', () => {
    render(<PageLoading label="Checking your sign-in…" />);
    expect(screen.getByRole('progressbar', { name: 'Checking your sign-in…' })).toBeInTheDocument();
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
  });

  it("says the catalogue's 'Loading' by default", () => {
    render(<PageLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it("shows the page's placeholders instead of the spinner, and says its label once", () => {
    render(
      <PageLoading label="Loading your profile">
        <Skeleton shape="heading" />
        <Skeleton shape="card" />
      </PageLoading>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const status = screen.getAllByRole('status');
    expect(status).toHaveLength(1);
    expect(status[0]).toHaveTextContent('Loading your profile');
  });
});
