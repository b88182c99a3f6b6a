/**
 * One truth in every text, as the pages render it: every phone number, `tel:` link, copyright line and notice
 * period that the help centre, the terms, the eGIRO landing page, the footer and the Help dialog state is the
 * catalogue's: the configured provider facts (domain `providerFacts`, here the demo's) and the rules' notice
 * periods. The domain's help/facts.test.ts checks the texts themselves.
 */
import {
  APPOINTMENT_CHANGE_MIN_HOURS,
  SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  copyrightLine,
  hotlines,
  messages,
} from '@careportal/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from './config';
import { fakeApi } from './test/fakeMsal';
import { renderRoute, signedInSession } from './test/renderRoute';

const HOTLINES = hotlines(config.provider);
const PHONES = HOTLINES.map((hotline) => hotline.phone);
/** Runs of digits, spaces and hyphens, with a leading + or not, long enough to be a phone number. */
const PHONE_LIKE = /\+?\d[\d -]{6,}\d/g;
const NOTICE = /(\d+) (working days|hours) before (it|the session|they) start/g;

/** The pages that state the facts, and whether each names the hotlines. */
const PAGES = [
  { path: '/faq', hotlines: true },
  { path: '/faq/common-questions', hotlines: true },
  { path: '/faq/faq', hotlines: true },
  { path: '/faq/common-questions/reset-password', hotlines: true },
  { path: '/egiro-landing', hotlines: true },
  { path: '/term-and-condition', hotlines: false },
  { path: '/program-term-and-condition', hotlines: false },
  { path: '/general-term-and-condition', hotlines: false },
] as const;

afterEach(cleanup);

/** Each text node's text: a number and the hours after it stay apart, as a reader sees them. */
function textsOf(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
    texts.push(node.textContent ?? '');
  return texts;
}

/** Checks everything `root` states against the catalogue. */
function expectFactsOf(root: HTMLElement, where: string) {
  const texts = textsOf(root);
  const text = root.textContent;
  for (const phone of texts.flatMap((part) => part.match(PHONE_LIKE) ?? []))
    expect(PHONES, `${where}: ${phone}`).toContain(phone.trim());
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
    const hotline = HOTLINES.find((candidate) => candidate.href === link.getAttribute('href'));
    expect(hotline, `${where}: ${link.href}`).toBeDefined();
    expect(link.textContent, where).toBe(hotline?.phone);
  }
  for (const line of texts.filter((part) => part.includes('©')))
    expect(line.trim(), where).toBe(config.copyright);
  for (const [, count, unit] of text.matchAll(NOTICE)) {
    const rule = unit === 'hours' ? APPOINTMENT_CHANGE_MIN_HOURS : SESSION_CANCELLATION_GRACE_WORKING_DAYS;
    expect(Number(count), where).toBe(rule);
  }
}

/** Each hotline's number as a tel: link, next to its name and hours. */
function expectHotlinesIn(root: HTMLElement, where: string) {
  for (const hotline of HOTLINES) {
    const link = within(root).getByRole('link', { name: hotline.phone });
    expect(link, where).toHaveAttribute('href', hotline.href);
    expect(link.closest('div'), where).toHaveTextContent(hotline.hours);
  }
}

describe('the facts the pages state', () => {
  it('name the configured provider in the copyright line', () => {
    expect(config.copyright).toBe(copyrightLine(config.provider, new Date().getFullYear()));
    expect(config.copyright).toContain(config.provider.legalName);
  });

  it.each(PAGES)('$path states the catalogue’s hotlines, copyright and notice periods', async (page) => {
    renderRoute(page.path, { fetch: fakeApi({}) });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(config.copyright);
    await screen.findByRole('heading', { level: 1 });
    expectFactsOf(document.body, page.path);
    if (page.hotlines) expectHotlinesIn(screen.getByRole('main'), page.path);
  });

  it('the Help dialog gives the same hotlines', async () => {
    const user = userEvent.setup();
    renderRoute('/faq', { fetch: fakeApi({}), session: signedInSession() });
    const [help] = await screen.findAllByRole('button', { name: messages.labels.help });
    if (!help) throw new Error('no Help button');
    await user.click(help);
    const dialog = await screen.findByRole('dialog', { name: messages.labels.supportTitle });
    expectFactsOf(dialog, 'Help dialog');
    expectHotlinesIn(dialog, 'Help dialog');
  });
});
