import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** What the page's alerts say (the frame has an empty one of its own), once one says something. */
export async function alerts(): Promise<string> {
  const said = () =>
    screen
      .getAllByRole('alert')
      .map((alert) => alert.textContent)
      .join(' ')
      .trim();
  await waitFor(() => {
    expect(said()).not.toBe('');
  });
  return said();
}
