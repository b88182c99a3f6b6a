import { InlineAlert, Stack } from '@careportal/ui';
import { useCheckInText } from './useCheckInText';
import { textStyles } from '../../shell/textStyles';

/** A check-in link that names no activity (the API refused to read it): said in place, under the page's title. */
export function LinkNotValid({ title }: { title: string }) {
  const { text } = useCheckInText();
  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <InlineAlert tone="info" title={text.linkNotValidTitle}>
        {text.linkNotValid}
      </InlineAlert>
    </Stack>
  );
}
