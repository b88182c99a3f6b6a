import { HELP_TOPICS, type HelpEntry, type HelpTopic } from './content.js';

/** A search result: the entry and the topic it is under. */
export interface HelpSearchResult {
  topic: HelpTopic;
  entry: HelpEntry;
}

/** Lower case, accents and punctuation dropped, so 'e-GIRO?' finds 'eGIRO'. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '');
}

/** The words of a search, normalised; empty for a blank search. */
export function helpSearchTerms(query: string): string[] {
  return normalise(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * The entries whose question or answer holds every word of `query` (in any order, ignoring case, accents and
 * punctuation), questions that match first, then in the help centre's order. A blank query finds nothing.
 */
export function searchHelp(query: string, topics: readonly HelpTopic[] = HELP_TOPICS): HelpSearchResult[] {
  const terms = helpSearchTerms(query);
  if (terms.length === 0) return [];
  const inQuestion: HelpSearchResult[] = [];
  const inAnswer: HelpSearchResult[] = [];
  for (const topic of topics) {
    for (const entry of topic.entries) {
      const question = normalise(entry.question);
      const all = `${question} ${normalise(entry.answer.join(' '))}`;
      if (!terms.every((term) => all.includes(term))) continue;
      (terms.every((term) => question.includes(term)) ? inQuestion : inAnswer).push({ topic, entry });
    }
  }
  return [...inQuestion, ...inAnswer];
}
