import type { ComponentType } from 'react';
import type { PageProps } from '../pageModules';
import { useTitle } from '../shell/portalText';

/** Props of {@link TitledPage}: the page, its English title as the route table has it, and its other props. */
export type TitledPageProps<P extends PageProps> = { page: ComponentType<P> } & P;

/**
 * A page as the route table renders it (routes.tsx): its title, given in English, in the language shown. The
 * screens of the stories and tests use it, so a story in another language shows the page's h1 in that language.
 */
export function TitledPage<P extends PageProps>({ page: Page, title, ...rest }: TitledPageProps<P>) {
  const props = { ...rest, title: useTitle(title) } as unknown as P;
  return <Page {...props} />;
}
