import type { HelpEntry, HelpTopic } from '@careportal/domain';

/** The help centre's address. */
export const HELP_PATH = '/faq';
/** The query parameter of a search, so a search can be linked to and survives Back. */
export const HELP_SEARCH_PARAM = 'q';

/** The address of a topic: /faq/{topic}. */
export const topicPath = (topic: HelpTopic) => `${HELP_PATH}/${topic.slug}`;
/** The address of an entry: /faq/{topic}/{entry}. */
export const entryPath = (topic: HelpTopic, entry: HelpEntry) => `${topicPath(topic)}/${entry.slug}`;
