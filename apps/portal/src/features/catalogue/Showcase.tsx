import {
  formatClockTime,
  formatDisplayDate,
  formatMessage,
  formatShowcaseAddress,
  formatTrainingDays,
  showcasePageMessages,
  type PublicShowcase,
  type ShowcaseDescription,
  type ShowcaseRun,
} from '@careportal/domain';
import { DetailList, Inline, Link, LocationMap, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { layout } from './showcaseLayout';
import { textStyles } from '../../shell/textStyles';
import { TitledSection } from '../../shell/TitledSection';
import { registerServicePath } from '../../paths';

const text = showcasePageMessages;

/** A build setting, or undefined when it is unset or empty. */
function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The tile layer's URL template, when the deployment has one (`VITE_MAP_TILE_URL`); else the outline map. */
const TILE_URL = nonEmpty(import.meta.env.VITE_MAP_TILE_URL);
const TILE_ATTRIBUTION = nonEmpty(import.meta.env.VITE_MAP_TILE_ATTRIBUTION);

const heroStyle = { width: '100%', height: 'auto', borderRadius: '16px', display: 'block' } as const;
const iconStyle = { width: '48px', height: '48px', flex: 'none' } as const;
const statImageStyle = { width: '100%', maxWidth: '320px', height: 'auto' } as const;

function Description({ entry }: { entry: ShowcaseDescription }) {
  if (typeof entry === 'string') return <p>{entry}</p>;
  return (
    <ul>
      {entry.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

function runItems(run: ShowcaseRun) {
  return [
    { label: text.term, value: run.term },
    { label: text.centre, value: run.centre },
    { label: text.offering, value: run.offering },
    { label: text.dates, value: `${formatDisplayDate(run.startDate)} – ${formatDisplayDate(run.endDate)}` },
    { label: text.trainingDays, value: formatTrainingDays(run.trainingDays) },
    { label: text.time, value: `${formatClockTime(run.startTime)} – ${formatClockTime(run.endTime)}` },
  ];
}

/**
 * A loaded showcase, in the page's frame: hero, descriptions, statistics, locations on the map, next runs and FAQ.
 */
export function Showcase({ showcase }: { showcase: PublicShowcase }) {
  const markers = showcase.locations.map((l, index) => ({
    id: `${String(index)}-${l.postalCode}`,
    name: l.name,
    detail: formatShowcaseAddress(l.address).join(', '),
    region: l.region,
    location: l.location,
  }));
  return (
    <>
      <Stack space="sm">
        <img src={showcase.heroImage} alt="" style={heroStyle} />
        <Inline space="sm" alignY="center" wrap={false}>
          <img src={showcase.iconImage} alt="" style={iconStyle} />
          <h1>{showcase.name}</h1>
        </Inline>
      </Stack>
      <TitledSection title={text.aboutTitle}>
        {showcase.descriptions.map((entry, index) => (
          <Description key={index} entry={entry} />
        ))}
      </TitledSection>
      {showcase.statistics.length > 0 && (
        <TitledSection title={text.statisticsTitle}>
          <Stack as="ul" space="md">
            {showcase.statistics.map((s) => (
              <Stack key={s.description} as="li" space="sm">
                {'percentage' in s ? (
                  <span className={layout.figure}>
                    {formatMessage(text.percentage, { value: s.percentage })}
                  </span>
                ) : (
                  <img src={s.image} alt="" style={statImageStyle} />
                )}
                <span>{s.description}</span>
              </Stack>
            ))}
          </Stack>
        </TitledSection>
      )}
      <TitledSection title={text.locationsTitle}>
        <LocationMap
          label={formatMessage(text.mapLabel, { name: showcase.name })}
          listLabel={formatMessage(text.locationListLabel, { name: showcase.name })}
          markers={markers}
          regionLabels={text.regions}
          markerLabel={(name, region) => formatMessage(text.markerLabel, { name, region })}
          tileUrl={TILE_URL}
          tileAttribution={TILE_ATTRIBUTION}
        />
      </TitledSection>
      <TitledSection title={text.nextRunsTitle}>
        {showcase.nextRuns.length === 0 ? (
          <p className={textStyles.muted}>{text.noRuns}</p>
        ) : (
          showcase.nextRuns.map((run) => <DetailList key={run.id} items={runItems(run)} />)
        )}
        <div>
          <Link href={registerServicePath(showcase.productId)} variant="primaryButton">
            {text.register}
          </Link>
        </div>
      </TitledSection>
      {showcase.faq.length > 0 && (
        <TitledSection title={text.faqTitle}>
          {showcase.faq.map((item) => (
            <Stack key={item.question} space="sm">
              <h3 className={textStyles.subTitle}>{item.question}</h3>
              {item.subAnswers?.map((line) => (
                <p key={line}>{line}</p>
              ))}
              {item.answers && item.answers.length > 1 ? (
                <ul>
                  {item.answers.map((answer) => (
                    <li key={answer}>{answer}</li>
                  ))}
                </ul>
              ) : (
                item.answers?.map((answer) => <p key={answer}>{answer}</p>)
              )}
            </Stack>
          ))}
        </TitledSection>
      )}
    </>
  );
}

/** A showcase while it loads, below the page's title: 'Loading…' and the hero's and description's placeholders. */
export function ShowcaseLoading() {
  return (
    <>
      <p className={textStyles.muted}>{text.loading}</p>
      <SkeletonGroup>
        <Skeleton shape="card" lines={4} />
        <Skeleton lines={3} />
      </SkeletonGroup>
    </>
  );
}
