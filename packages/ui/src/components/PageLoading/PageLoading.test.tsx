import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
