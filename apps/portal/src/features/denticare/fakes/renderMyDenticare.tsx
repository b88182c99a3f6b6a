/** Renders the signed-in Denticare screens for a vitest test, and hands back the fake API. */
import { ThemeProvider } from '@careportal/ui';
import { render } from '@testing-library/react';
import type { FakeDenticareApi, FakeDenticareData, FakeDenticareOptions } from './fakeMyDenticareApi';
import { MyDenticareScreen } from '../../../test/screens/MyDenticareScreen';
import { denticareData } from './sampleMyDenticare';

/** The screen at `path` over the sample (or `data`), acting for `viewAs` (null: the customer). */
export function renderDenticare(
  path: string,
  data: FakeDenticareData = denticareData(),
  { options = {}, viewAs = null }: { options?: FakeDenticareOptions; viewAs?: string | null } = {},
): FakeDenticareApi {
  let api: FakeDenticareApi | undefined;
  render(
    <ThemeProvider>
      <MyDenticareScreen
        path={path}
        data={data}
        options={options}
        viewAs={viewAs}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return api;
}
