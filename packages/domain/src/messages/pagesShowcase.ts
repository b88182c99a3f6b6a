/**
 * The public programme showcase pages (/programmes/{slug}, issue 17; seed 001 sections 2, 3 and 9): their
 * headings, the map's words and the runs list. The programmes' own content (descriptions, statistics, FAQ) is
 * data, answered by GET public/v1/showcases/{slugOrId}.
 */
export const showcasePageMessages = {
  aboutTitle: 'About the programme',
  statisticsTitle: 'Results',
  /** A percentage statistic's figure. */
  percentage: '{value}%',
  faqTitle: 'Frequently asked questions',
  locationsTitle: 'Where it runs',
  /** The map's accessible name. */
  mapLabel: 'Map of Singapore with the locations of {name}',
  /** The list of markers beside the map, for keyboard and screen-reader use. */
  locationListLabel: 'Locations of {name}',
  /** A marker's accessible name. */
  markerLabel: '{name}, {region}',
  regions: { ne: 'North-east', nw: 'North-west', se: 'South-east', sw: 'South-west' },
  regionsTitle: 'Regions',
  nextRunsTitle: 'Next runs',
  noRuns: 'No runs are open for registration yet. Please check back soon.',
  term: 'Term',
  centre: 'Centre',
  offering: 'Offering',
  dates: 'Dates',
  trainingDays: 'Training days',
  time: 'Time',
  register: 'Register for this programme',
  loading: 'Loading the programme…',
} as const;
