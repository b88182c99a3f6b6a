import { sprinkles } from '@careportal/ui';
import { textStyles } from '../../shell/textStyles';

/** The help, terms and feedback pages' own style: lists without the browser's indent and margins, in a `Stack`. */
export const publicPageLayout = {
  list: `${textStyles.flush} ${sprinkles({ paddingLeft: 'none' })}`,
} as const;
