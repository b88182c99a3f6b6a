import { messages } from '@careportal/domain';

/** The answers of a yes/no question, as radio options that emit a boolean. */
export const YES_NO_OPTIONS = [
  { value: true, label: messages.labels.yes },
  { value: false, label: messages.labels.no },
] as const;
