import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar with its value', () => {
    render(<ProgressBar label="Upload" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('reads a custom value text over a custom range', () => {
    render(<ProgressBar label="Registration" value={2} minValue={0} maxValue={5} valueLabel="Step 2 of 5" />);
    const bar = screen.getByRole('progressbar', { name: 'Registration' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
  });

  it('can hide the value text while still announcing it', () => {
    render(<ProgressBar label="Upload" value={75} showValueLabel={false} />);
    expect(screen.queryByText('75%')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuetext', '75%');
  });
});
