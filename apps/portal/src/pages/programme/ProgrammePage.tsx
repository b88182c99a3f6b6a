import { Stack } from '@careportal/ui';
import { useParams } from 'react-router';
import { Query } from '../../data/Query';
import { SHOWCASE_URLS, isUnknownProgramme, useShowcase } from '../../features/catalogue/showcaseApi';
import { Redirect } from '../../features/catalogue/Redirect';
import { Showcase, ShowcaseLoading } from '../../features/catalogue/Showcase';

const NOT_FOUND_PATH = '/page-not-found';

/** Props of {@link ProgrammePage}. */
export interface ProgrammePageProps {
  /** The route's title, shown until the showcase is. */
  title: string;
}

/**
 * A programme's showcase (ServiceTypeDetail, /programmes/{slug}); /ServiceType/{id} (ServiceTypeDetailById)
 * reads the showcase by its id and moves to its readable path. An unknown slug or id goes to the page-not-found
 * route; any other failure says so on the page, with Retry.
 */
export function ProgrammePage({ title }: ProgrammePageProps) {
  const { slug, id } = useParams();
  const key = slug ?? id ?? '';
  const { showcase, isShown } = useShowcase(key);
  if (key === '') return <Redirect to={NOT_FOUND_PATH} />;
  return (
    <Stack space="xl" aria-busy={showcase.data === undefined ? 'true' : undefined}>
      {isShown ? null : <h1>{title}</h1>}
      <Query
        query={showcase}
        loading={<ShowcaseLoading />}
        refusal={(answer) => (isUnknownProgramme(answer) ? <Redirect to={NOT_FOUND_PATH} /> : undefined)}
      >
        {(loaded) =>
          slug === undefined ? (
            <Redirect to={SHOWCASE_URLS.page(loaded.slug)} />
          ) : (
            <Showcase showcase={loaded} />
          )
        }
      </Query>
    </Stack>
  );
}
