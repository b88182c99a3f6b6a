/** Renders the My Services screens for a vitest test, and hands back the fake API. */
import { ThemeProvider } from '@careportal/ui';
import { render, screen } from '@testing-library/react';
import type { FakeServicesApi, FakeServicesData, FakeServicesOptions } from './fakeServicesApi';
import { ServicesScreen } from '../../../test/screens/ServicesScreen';
import { servicesData } from './sampleServices';

/** The screen at `path` over the sample (or `data`). */
export function renderServices(
  path: string,
  data: FakeServicesData = servicesData(),
  options: FakeServicesOptions = {},
): FakeServicesApi {
  let api: FakeServicesApi | undefined;
  render(
    <ThemeProvider>
      <ServicesScreen
        path={path}
        data={data}
        options={options}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return api;
}

/**
 * The toast saying `message`. The toast region loads on demand the first time one shows, which can take a
 * moment in a cold test run: the wait (the setup's limit) is for that download, not a timing the person would notice.
 */
export function findToast(message: string): Promise<HTMLElement> {
  return screen.findByText(message);
}
