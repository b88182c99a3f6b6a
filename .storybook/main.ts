import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

/**
 * One Storybook for the workspace: the UI package's components now, the portal's screens as they arrive.
 * Workspace packages resolve to their TypeScript source (the `@careportal/source` export condition), so a
 * change shows without a build.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/portal/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The portal's own images (the programme showcases'), at the paths the API names.
  staticDirs: [{ from: '../apps/portal/public/images', to: '/images' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@careportal/source', ...defaultClientConditions],
    };
    return viteConfig;
  },
};

export default config;
