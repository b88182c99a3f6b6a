import { egiroLandingMessages, hotlines, type HotlineKind } from '@careportal/domain';
import { useTranslated, type HotlineListEntry } from '@careportal/ui';
import { config } from '../../config';

/**
 * The provider's hotlines from the configuration (domain `hotlines`), named in the language in force: what the
 * help centre, the Help dialog and the eGIRO page show, so that every page gives the same numbers and hours.
 */
export function useHotlines(): readonly HotlineListEntry[] {
  const text = useTranslated(egiroLandingMessages, 'egiroLandingMessages');
  const labels: Record<HotlineKind, string> = { general: text.generalHotline, billing: text.billingHotline };
  return hotlines(config.provider).map((hotline) => ({ ...hotline, label: labels[hotline.kind] }));
}
