/**
 * Which frame a page shows (seed 000, "Layout"; seed 001 §2, "Page layout"):
 * - `public`: the eGIRO landing page, which the seed shows without the standard frame: the public layout, signed in
 *   or not, with the hero's own Login or the customer's name;
 * - `always`: home, product-detail and service-type pages, which visitors browse too, in the standard frame;
 * - `signed-in`: every other page: the standard frame while someone is signed in, and for a visitor the public
 *   layout (the logo bar, the content card on the light teal gradient, and the footer).
 */
export const FRAME_RULES = ['public', 'always', 'signed-in'] as const;
/** One of {@link FRAME_RULES}. */
export type FrameRule = (typeof FRAME_RULES)[number];

/** What a page is shown in: the standard frame (header with menu, cart and help; footer) or the public layout. */
export type FrameKind = 'standard' | 'public';

/** The frame a page with this frame rule shows. */
export function frameFor(route: { frame: FrameRule }, isSignedIn: boolean): FrameKind {
  switch (route.frame) {
    case 'public':
      return 'public';
    case 'always':
      return 'standard';
    case 'signed-in':
      return isSignedIn ? 'standard' : 'public';
  }
}
