import { StatusPage } from '../../private/StatusPage';
import { Button } from '../Button';
import { ErrorIcon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';

/**
 * The two error screens: 'retry' is the per-route-group error element ("We're sorry, Something went wrong…"
 * with Retry); 'refresh' is the generic error page ('Oops! Something went wrong' with advice and Refresh).
 */
export const ERROR_PAGE_VARIANTS = ['retry', 'refresh'] as const;
/** One of {@link ERROR_PAGE_VARIANTS}. */
export type ErrorPageVariant = (typeof ERROR_PAGE_VARIANTS)[number];

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  variant: ErrorPageVariant;
  /** The Retry button of the 'retry' variant. Default: reload the page. */
  onRetry?: () => void;
  /** The 'Refresh this page' button of the 'refresh' variant. Default: reload the page. */
  onRefresh?: () => void;
  /** Move focus to the title when the page mounts, so screen readers announce it. Default true. */
  focusOnMount?: boolean;
}

function reloadPage() {
  window.location.reload();
}

/**
 * A full-page error: an h1 that takes focus on mount (so screen readers hear it), and one button that tries
 * again. Texts come from the catalogue.
 */
export function ErrorPage({
  variant,
  onRetry = reloadPage,
  onRefresh = reloadPage,
  focusOnMount = true,
}: ErrorPageProps) {
  const { generic } = useCatalogue();
  const isRetry = variant === 'retry';
  return (
    <StatusPage
      icon={ErrorIcon}
      title={isRetry ? generic.somethingWentWrong : generic.oopsTitle}
      body={isRetry ? undefined : generic.oopsBody}
      actions={
        isRetry ? (
          <Button
            onPress={() => {
              onRetry();
            }}
          >
            {generic.retry}
          </Button>
        ) : (
          <Button
            onPress={() => {
              onRefresh();
            }}
          >
            {generic.refreshThisPage}
          </Button>
        )
      }
      focusOnMount={focusOnMount}
    />
  );
}
