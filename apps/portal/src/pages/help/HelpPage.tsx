import {
  HELP_TOPICS,
  helpCentreMessages,
  helpEntry,
  helpTopic,
  searchHelp,
  type HelpEntry,
  type HelpTopic,
} from '@careportal/domain';
import { Button, Link, TextField, useLocale, useTranslated } from '@careportal/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { config } from '../../config';
import type { PageProps } from '../../pageModules';
import { NOT_FOUND_PATH } from '../../routeTable';
import { publicPageLayout as layout } from '../../features/help/layout';

const HELP_PATH = '/faq';
/** The query parameter of a search, so a search can be linked to and survives Back. */
export const HELP_SEARCH_PARAM = 'q';

const topicPath = (topic: HelpTopic) => `${HELP_PATH}/${topic.slug}`;
const entryPath = (topic: HelpTopic, entry: HelpEntry) => `${topicPath(topic)}/${entry.slug}`;

/** The help centre's texts in the language in force (the topics and their answers are in English only). */
const useHelpText = () => useTranslated(helpCentreMessages, 'helpCentreMessages');

/** An entry's answer, a paragraph each. */
function Answer({ entry }: { entry: HelpEntry }) {
  return (
    <div className={layout.stack}>
      {entry.answer.map((paragraph) => (
        <p key={paragraph} className={layout.text}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Whom to ask when the answers do not help, and the way to leave feedback. */
function StillNeedHelp() {
  const text = useHelpText();
  const id = useId();
  return (
    <section aria-labelledby={id} className={layout.stack}>
      <h2 id={id} className={layout.subtitle}>
        {text.stillNeedHelp}
      </h2>
      <p className={layout.text}>
        {text.contactUs} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
      </p>
      <Link href="/feedback" variant="standalone">
        {text.feedbackLink}
      </Link>
    </section>
  );
}

/** The search box and, once searched, what it found. */
function Search() {
  const text = useHelpText();
  const { format } = useLocale();
  const [params, setParams] = useSearchParams();
  const query = params.get(HELP_SEARCH_PARAM) ?? '';
  const [typed, setTyped] = useState(query);
  const resultsId = useId();
  const results = searchHelp(query);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setParams(next === '' ? {} : { [HELP_SEARCH_PARAM]: next });
  };
  const summary =
    results.length === 0
      ? format(text.noResults, { query })
      : format(results.length === 1 ? text.resultsOne : text.resultsMany, {
          query,
          count: results.length,
        });
  return (
    <div className={layout.stack}>
      <form role="search" aria-label={text.searchLabel} onSubmit={onSubmit} className={layout.stack}>
        <TextField
          label={text.searchLabel}
          description={text.searchDescription}
          type="search"
          value={typed}
          onChange={setTyped}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          {text.searchButton}
        </Button>
      </form>
      {query.trim() === '' ? null : (
        <section aria-labelledby={resultsId} className={layout.stack}>
          <h2 id={resultsId} className={layout.subtitle} aria-live="polite">
            {summary}
          </h2>
          <ul className={layout.list}>
            {results.map(({ topic, entry }) => (
              <li key={entryPath(topic, entry)} className={layout.stack}>
                <Link href={entryPath(topic, entry)} variant="standalone">
                  {entry.question}
                </Link>
                <span className={layout.muted}>{topic.title}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /faq: the search, the topics and whom to ask. */
function HelpCentre({ title }: PageProps) {
  const text = useHelpText();
  const { format } = useLocale();
  const topicsId = useId();
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.text}>{text.intro}</p>
      </div>
      <Search />
      <section aria-labelledby={topicsId} className={layout.stack}>
        <h2 id={topicsId} className={layout.subtitle}>
          {text.topicsTitle}
        </h2>
        <ul className={layout.list}>
          {HELP_TOPICS.map((topic) => (
            <li key={topic.slug} className={layout.stack}>
              <Link href={topicPath(topic)} variant="standalone">
                {topic.title}
              </Link>
              <span className={layout.text}>{topic.summary}</span>
              <span className={layout.muted}>{format(text.topicCount, { count: topic.entries.length })}</span>
            </li>
          ))}
        </ul>
      </section>
      <StillNeedHelp />
    </div>
  );
}

/** /faq/{topic}: every question of the topic with its answer. */
function TopicPage({ topic }: { topic: HelpTopic }) {
  const text = useHelpText();
  return (
    <div className={layout.page}>
      <Link href={HELP_PATH} variant="standalone">
        {text.backToHelp}
      </Link>
      <div className={layout.stack}>
        <h1 className={layout.title}>{topic.title}</h1>
        <p className={layout.text}>{topic.summary}</p>
      </div>
      {topic.entries.map((entry) => (
        <section key={entry.slug} aria-label={entry.question} className={layout.stack}>
          <h2 className={layout.subtitle}>
            <Link href={entryPath(topic, entry)}>{entry.question}</Link>
          </h2>
          <Answer entry={entry} />
        </section>
      ))}
      <StillNeedHelp />
    </div>
  );
}

/** /faq/{topic}/{entry}: one question and its answer, and the topic's others. */
function EntryPage({ topic, entry }: { topic: HelpTopic; entry: HelpEntry }) {
  const text = useHelpText();
  const { format } = useLocale();
  const othersId = useId();
  const others = topic.entries.filter((other) => other.slug !== entry.slug);
  return (
    <div className={layout.page}>
      <Link href={topicPath(topic)} variant="standalone">
        {format(text.backToTopic, { topic: topic.title })}
      </Link>
      <article className={layout.stack}>
        <p className={layout.muted}>{topic.title}</p>
        <h1 className={layout.title}>{entry.question}</h1>
        <Answer entry={entry} />
      </article>
      {others.length > 0 ? (
        <section aria-labelledby={othersId} className={layout.stack}>
          <h2 id={othersId} className={layout.subtitle}>
            {topic.title}
          </h2>
          <ul className={layout.list}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link href={entryPath(topic, other)} variant="standalone">
                  {other.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StillNeedHelp />
    </div>
  );
}

/**
 * The help centre (/faq, /faq/{topic}, /faq/{topic}/{entry}): domain `HELP_TOPICS`, all of it, with search. An
 * unknown topic or entry goes to the page-not-found route.
 */
export function HelpPage({ title }: PageProps) {
  const { category, slug } = useParams();
  if (category === undefined) return <HelpCentre title={title} />;
  if (slug === undefined) {
    const topic = helpTopic(category);
    return topic ? <TopicPage topic={topic} /> : <Navigate to={NOT_FOUND_PATH} replace />;
  }
  const found = helpEntry(category, slug);
  return found ? <EntryPage {...found} /> : <Navigate to={NOT_FOUND_PATH} replace />;
}
