/** What every page module's `Page` takes (a page module is `src/pages/<kind>/index.ts`; see src/pageModules.ts). */
export interface PageProps {
  /** The route's title, the page's h1. */
  title: string;
}
