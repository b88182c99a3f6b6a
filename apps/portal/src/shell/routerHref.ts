import { useHref } from 'react-router';

/** An address with a scheme (`https:`, `mailto:`, `tel:`) or a protocol-relative one: not the app's to route. */
const OUTSIDE_ADDRESS = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `useHref` the ui package's links and menu items go through (react-aria's RouterProvider): the router's href
 * for a path in the app, and the address itself for anything outside it. react-router would read
 * 'https://www.facebook.com/…' or 'mailto:…' as a path relative to the page.
 */
export function useAppHref(href: string): string {
  const routed = useHref(href);
  return OUTSIDE_ADDRESS.test(href) ? href : routed;
}
