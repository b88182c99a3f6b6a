import { searchHelp } from '@careportal/domain';
import { Button, Link, Stack, TextField, useLocale } from '@careportal/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { publicPageLayout as layout } from './layout';
import { HELP_SEARCH_PARAM, entryPath } from './paths';
import { useHelpText } from './useHelpText';
import { textStyles } from '../../shell/textStyles';

/** The help centre's search box and, once searched (the address's `q`), what it found. */
export function HelpSearch() {
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
    <Stack space="sm">
      <Stack role="search" aria-label={text.searchLabel} onSubmit={onSubmit} as="form" space="sm">
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
      </Stack>
      {query.trim() === '' ? null : (
        <Stack aria-labelledby={resultsId} as="section" space="sm">
          <h2 id={resultsId} className={textStyles.subtitle} aria-live="polite">
            {summary}
          </h2>
          <Stack as="ul" space="md" className={layout.list}>
            {results.map(({ topic, entry }) => (
              <Stack key={entryPath(topic, entry)} as="li" space="sm">
                <Link href={entryPath(topic, entry)} variant="standalone">
                  {entry.question}
                </Link>
                <span className={textStyles.mutedFlush}>{topic.title}</span>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
