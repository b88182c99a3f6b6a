import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Mark, Wordmark } from './Brand';

describe('Wordmark', () => {
  it("is an image named with the catalogue's brand name", () => {
    render(<Wordmark />);
    expect(screen.getByRole('img', { name: messages.brand.name })).toBeInTheDocument();
  });

  it('takes another name, and shows the provider under it', () => {
    render(<Wordmark label="careportal home" providerName="Sunrise Community Care" />);
    expect(screen.getByRole('img', { name: 'careportal home' })).toBeInTheDocument();
    expect(screen.getByText('Sunrise Community Care')).toBeVisible();
  });
});

describe('Mark', () => {
  it("is an image named with the catalogue's brand name", () => {
    render(<Mark />);
    expect(screen.getByRole('img', { name: messages.brand.name })).toBeInTheDocument();
  });

  it('is hidden from screen readers with an empty label', () => {
    const { container } = render(<Mark label="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
