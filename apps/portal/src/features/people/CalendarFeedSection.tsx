import { careCalendarPageMessages, type CareCalendarFeed } from '@careportal/domain';
import { Button, Card, Inline, InlineAlert, Stack, Switch, TextField, useToast } from '@careportal/ui';
import { useState } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';

const text = careCalendarPageMessages;
const FEED_URL = 'care-calendar/feed';

/**
 * The private calendar feed of the care calendar (issue 19), on My Profile: a switch that turns on an
 * unguessable address a phone's calendar can follow, shows it to copy, makes a new one (the old one stops at
 * once) and turns it off (its address stops at once). It is the customer's own, whoever they act for.
 */
export function CalendarFeedSection() {
  const client = useApiClient();
  const toast = useToast();
  const feed = useApi<CareCalendarFeed>(FEED_URL, { quiet: true, background: true });
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  const current = feed.data?.data;
  if (!current || feed.data?.error) return null;

  const change = async (method: 'POST' | 'DELETE', done: string) => {
    setBusy(true);
    const result = await client.request<CareCalendarFeed>(method, FEED_URL, { viewAs: null });
    setBusy(false);
    if (result.error) return;
    setNews(done);
    // POST and DELETE answer with the feed as it now is: no second read.
    await feed.mutate(result, { revalidate: false });
  };

  return (
    <Card title={text.feedTitle} headingLevel={2}>
      <Stack space="sm">
        <p>{text.feedText}</p>
        <Switch
          isSelected={current.active}
          isDisabled={busy}
          onChange={(on) => {
            void change(on ? 'POST' : 'DELETE', on ? text.feedOn : text.feedOff);
          }}
        >
          {text.feedSwitch}
        </Switch>
        {news ? <InlineAlert tone={current.active ? 'success' : 'info'} title={news} /> : null}
        {current.active && current.url ? (
          <>
            <TextField label={text.feedAddress} value={current.url} isReadOnly />
            <Inline space="sm" alignY="center">
              <Button
                variant="secondary"
                onPress={() => {
                  // Where the browser refuses the clipboard, the address stays in the field to copy by hand.
                  navigator.clipboard.writeText(current.url ?? '').then(
                    () => {
                      toast.show({ type: 'success', content: text.feedCopied });
                    },
                    () => undefined,
                  );
                }}
              >
                {text.feedCopy}
              </Button>
              <Button
                variant="tertiary"
                isDisabled={busy}
                onPress={() => {
                  void change('POST', text.feedNewDone);
                }}
              >
                {text.feedNew}
              </Button>
            </Inline>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
