import { expect, test } from '@playwright/test';
import {
  loadHealthDeclarationText,
  type HealthDeclarationText,
  healthPageMessages,
  messages,
} from '@careportal/domain';
import { medicalHistoryDialog, openMyServicesAndReadHistory, signInToPrompt } from './health';
import { DEMO, choose, expectAccessible, seedId } from './support';

let zh: HealthDeclarationText;
test.beforeAll(async () => {
  zh = await loadHealthDeclarationText('zh-Hans');
});
const text = healthPageMessages.healthDeclaration;
/** Ng Siew Lan's Circuit Training, which waits for her health declaration (the API's DEMO_HEALTH_DECLARATION_SERVICE). */
const demo = DEMO.siewLan;
const SERVICE = seedId('service', 'demo-siewlan', 'circuit-training', 'health-declaration');

test.describe('the health declaration of a service that waits for it, signed in as its customer', () => {
  test('"Later" puts the medical-history dialog off for the day; the declaration is answered in Chinese', async ({
    page,
  }) => {
    await signInToPrompt(page, demo);
    await medicalHistoryDialog(page).getByRole('button', { name: healthPageMessages.prompt.later }).click();
    await expect(medicalHistoryDialog(page)).toHaveCount(0);
    await openMyServicesAndReadHistory(page);
    await expect(medicalHistoryDialog(page)).toHaveCount(0);

    await page.goto(`/health-declaration?serviceId=${SERVICE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Health declaration' })).toBeVisible();
    await choose(page.getByRole('radio', { name: '中文' }));
    const form = page.getByRole('form', { name: zh.title });
    await expect(form).toHaveAttribute('lang', 'zh-Hans');
    await expectAccessible(page);

    await choose(form.getByRole('checkbox', { name: zh.joinReasons['Prevent falls'] }));
    await choose(form.getByRole('radio', { name: zh.exerciseFrequencies['1-3'] }));
    await form.getByRole('button', { name: zh.actions.next }).click();
    await expect(form.getByRole('heading', { name: zh.steps.HealthCondition })).toBeVisible();
    const conditions = form.getByRole('group', { name: zh.healthConditionsQuestion });
    await choose(conditions.getByRole('checkbox', { name: zh.healthConditions['High blood pressure'] }));
    const injuries = form.getByRole('group', { name: zh.injuriesQuestion });
    await choose(injuries.getByRole('checkbox', { name: zh.bodyParts.Knee }));
    await form.getByRole('button', { name: zh.actions.next }).click();

    // The review reads the answers back in Chinese; Submit saves them.
    await expect(page.getByText(zh.joinReasons['Prevent falls'])).toBeVisible();
    await page.getByRole('button', { name: text.submit['zh-Hans'] }).click();
    await expect(page.getByText(messages.health.declarationSaved)).toBeVisible();
    await expect(page.getByRole('heading', { name: zh.resultTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: text.backToServices['zh-Hans'] })).toHaveAttribute(
      'href',
      '/',
    );
    await expectAccessible(page);
  });
});
