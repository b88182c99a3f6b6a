import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer';
import { PageLayout } from './PageLayout';

const links = {
  privacyPolicy: 'https://provider.example.sg/privacy',
  feedback: 'https://provider.example.sg/feedback',
  forms: 'https://provider.example.sg/forms',
  brochures: 'https://provider.example.sg/brochures',
  reportVulnerability: 'https://provider.example.sg/security',
};

function renderLayout() {
  render(
    <PageLayout
      logo={<span>CarePortal home</span>}
      logoHref="/"
      header={<button type="button">Menu</button>}
      footer={<Footer copyright="© 2026 Provider name" links={links} />}
    >
      <h1>My Services</h1>
    </PageLayout>,
  );
}

describe('PageLayout', () => {
  it('has banner, main and contentinfo landmarks', () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'CarePortal home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'My Services' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Provider name');
  });

  it('starts with a skip link to the main landmark', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    await user.tab();
    expect(screen.getByRole('link', { name: 'CarePortal home' })).toHaveFocus();
  });

  it('takes its own skip-link text and main id', () => {
    render(
      <PageLayout skipLinkLabel="跳到主要内容" mainId="content">
        <p>内容</p>
      </PageLayout>,
    );
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
