import { sprinkles } from '@careportal/ui';
import type { PageProps } from '../../shell/pageProps';
import {
  EgiroBanks,
  EgiroContacts,
  EgiroFaq,
  EgiroFeatures,
  EgiroSteps,
  LandingHero,
  WhatIsEgiro,
} from '../../features/payments/EgiroLanding';

const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' });

/**
 * The public eGIRO landing page (/egiro-landing, in the public layout's wide card, signed in or not): what eGIRO
 * is, why and how to apply, the participating banks, the questions people ask and whom to call. Signing in from it
 * leads to My Services.
 */
export function EgiroLandingPage({ title }: PageProps) {
  return (
    <div className={page}>
      <LandingHero title={title} />
      <WhatIsEgiro />
      <EgiroFeatures />
      <EgiroSteps />
      <EgiroBanks />
      <EgiroFaq />
      <EgiroContacts />
    </div>
  );
}
