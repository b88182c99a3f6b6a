import { InlineAlert } from '@careportal/ui';
import { denticareLayout as layout } from '../denticare/layout';
import { useCheckInText } from './useCheckInText';

/** A check-in link that names no activity (the API refused to read it): said in place, under the page's title. */
export function LinkNotValid({ title }: { title: string }) {
  const { text } = useCheckInText();
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{title}</h1>
      <InlineAlert tone="info" title={text.linkNotValidTitle}>
        {text.linkNotValid}
      </InlineAlert>
    </div>
  );
}
