import { messages } from '@careportal/domain';
import { Button } from '@careportal/ui';
import { layout } from './layout';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  onRetry: () => void;
}

/** A part of the page that could not be read: 'We're sorry, Something went wrong…' with Retry, announced. */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={layout.stack}>
      <p>{messages.generic.somethingWentWrong}</p>
      <div className={layout.actions}>
        <Button variant="secondary" onPress={onRetry}>
          {messages.generic.retry}
        </Button>
      </div>
    </div>
  );
}
