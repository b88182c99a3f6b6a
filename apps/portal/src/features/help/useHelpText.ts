import { helpCentreMessages } from '@careportal/domain';
import { useTranslated } from '@careportal/ui';

/** The help centre's texts in the language in force (the topics and their answers are in English only). */
export const useHelpText = () => useTranslated(helpCentreMessages, 'helpCentreMessages');
