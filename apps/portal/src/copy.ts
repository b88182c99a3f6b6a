import { formatMessage, portalMessages } from '@careportal/domain';

const { home } = portalMessages;

/**
 * Texts only the portal shows (page titles, the shell's own labels, the visitor's home page), in English: the
 * domain's `portalMessages`, which is translated with the rest of the catalogue. The greeting and the support
 * hours are filled here as before, and the home page's programmes are listed with their slugs, the shape the
 * pages read. Everything the specification words lives in the domain catalogue (`messages`) and is imported from
 * there, never repeated here.
 */
export const copy = {
  ...portalMessages,
  /** The user menu's button, greeting the signed-in customer by name. */
  greeting: (name: string) => formatMessage(portalMessages.greeting, { name }),
  home: {
    ...home,
    programmes: Object.entries(home.programmes).map(([slug, programme]) => ({ ...programme, slug })),
    helpHours: (hours: string) => formatMessage(home.helpHours, { hours }),
  },
} as const;

/** The browser tab's title for a page. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${copy.siteName}`;
}
