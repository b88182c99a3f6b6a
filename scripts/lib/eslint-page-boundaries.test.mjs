import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noPageImports, pageFiles } from './eslint-page-boundaries.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const src = path.join(path.sep, 'repo', 'apps', 'portal', 'src');
const at = (file) => path.join(src, ...file.split('/'));

tester.run('no-page-imports', noPageImports, {
  valid: [
    {
      filename: at('pages/profile/ProfilePage.tsx'),
      code: "import { ProfileView } from '../../features/people/ProfileView';",
    },
    { filename: at('pages/profile/ProfilePage.tsx'), code: "import { layout } from './layout';" },
    {
      filename: at('pages/profile/fakes/ProfileScreen.tsx'),
      code: "import { ProfilePage } from '../ProfilePage';",
    },
    { filename: at('pages/profile/index.ts'), code: "export { ProfilePage as Page } from './ProfilePage';" },
    { filename: at('pages/profile/ProfilePage.tsx'), code: "import { Button } from '@careportal/ui';" },
    { filename: at('pageModules.ts'), code: "const load = () => import('./pages/profile');" },
    { filename: at('routes.tsx'), code: "import { GroupNotFoundPage } from './pages/StatusPages';" },
    {
      filename: at('test/screens/PaymentScreen.tsx'),
      code: "import { PaymentPage } from '../../pages/payment/PaymentPage';",
    },
    {
      filename: path.join(path.sep, 'repo', 'apps', 'api', 'src', 'app.ts'),
      code: "import x from '../pages/a';",
    },
  ],
  invalid: [
    {
      filename: at('pages/register-service/RegisterServicePage.tsx'),
      code: "import { useAddresses } from '../profile/useAddresses';",
      errors: [{ messageId: 'otherPage', data: { page: 'register-service', target: 'profile' } }],
    },
    {
      filename: at('pages/payment/fakes/PaymentScreen.tsx'),
      code: "export { PaymentCompletionPage } from '../../payment-completion/PaymentCompletionPage';",
      errors: [{ messageId: 'otherPage' }],
    },
    {
      filename: at('pages/check-in-check-out/CheckInPage.tsx'),
      code: "import { SomethingWentWrongPage } from '../StatusPages';",
      errors: [{ messageId: 'otherPage', data: { page: 'check-in-check-out', target: 'StatusPages' } }],
    },
    {
      filename: at('pages/renew/RenewPage.tsx'),
      code: "const page = () => import('../register-service');",
      errors: [{ messageId: 'otherPage' }],
    },
    {
      filename: at('features/denticare/SlotChooser.tsx'),
      code: "import * as x from '../../pages/profile/useViewedApi';",
      errors: [{ messageId: 'intoPage', data: { target: 'profile' } }],
    },
    {
      filename: at('shell/Frame.tsx'),
      code: "export * from '../pages/help/layout';",
      errors: [{ messageId: 'intoPage' }],
    },
  ],
});

tester.run('page-files', pageFiles, {
  valid: [
    { filename: at('pages/profile/index.ts'), code: "export { ProfilePage as Page } from './ProfilePage';" },
    { filename: at('pages/profile/ProfilePage.tsx'), code: 'export const ProfilePage = () => null;' },
    { filename: at('pages/profile/ProfilePage.stories.tsx'), code: 'export default {};' },
    { filename: at('pages/profile/ProfilePage.test.tsx'), code: 'export {};' },
    { filename: at('pages/denticare/book-appointment/index.ts'), code: 'export {};' },
    { filename: at('pages/denticare/book-appointment/BookAppointmentPage.tsx'), code: 'export {};' },
    { filename: at('features/people/layout.ts'), code: 'export {};' },
    { filename: path.join(path.sep, 'repo', 'apps', 'api', 'src', 'pages', 'layout.ts'), code: 'export {};' },
  ],
  invalid: [
    {
      filename: at('pages/profile/layout.ts'),
      code: 'export const layout = {};',
      errors: [{ messageId: 'notAPage', data: { file: 'profile/layout.ts' } }],
    },
    {
      filename: at('pages/denticare/book-appointment/SlotStep.tsx'),
      code: 'export {};',
      errors: [{ messageId: 'notAPage' }],
    },
    {
      filename: at('pages/profile/fakes/ProfileScreen.tsx'),
      code: 'export {};',
      errors: [{ messageId: 'notAPage' }],
    },
    {
      filename: at('pages/programme/fakes/fakeShowcaseApi.ts'),
      code: 'export {};',
      errors: [{ messageId: 'notAPage' }],
    },
    { filename: at('pages/StatusPages.tsx'), code: 'export {};', errors: [{ messageId: 'notAPage' }] },
    { filename: at('pages/help/helpPaths.ts'), code: 'export {};', errors: [{ messageId: 'notAPage' }] },
  ],
});
