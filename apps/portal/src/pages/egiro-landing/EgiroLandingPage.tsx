import { egiroLandingMessages } from '@careportal/domain';
import { sprinkles, useTranslated } from '@careportal/ui';
import type { PageProps } from '../../pageModules';
import {
  EgiroBanks,
  EgiroContacts,
  EgiroFaq,
  EgiroFeatures,
  EgiroSteps,
  LandingHero,
  LandingSection,
} from '../../features/payments/EgiroLanding';

const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl', padding: 'lg' });

/**
 * The public eGIRO landing page (/egiro-landing, no portal frame): what eGIRO is, why and how to apply, the
 * participating banks, the questions people ask and whom to call. Signing in from it leads to My Services.
 */
export function EgiroLandingPage({ title }: PageProps) {
  const text = useTranslated(egiroLandingMessages, 'egiroLandingMessages');
  return (
    <div className={page}>
      <LandingHero title={title} />
      <LandingSection title={text.whatTitle}>
        <p>{text.whatBody}</p>
      </LandingSection>
      <LandingSection title={text.featuresTitle}>
        <EgiroFeatures />
      </LandingSection>
      <LandingSection title={text.stepsTitle}>
        <EgiroSteps />
      </LandingSection>
      <LandingSection title={text.banksTitle}>
        <EgiroBanks />
      </LandingSection>
      <LandingSection title={text.faqTitle}>
        <EgiroFaq />
      </LandingSection>
      <LandingSection title={text.contactTitle}>
        <EgiroContacts />
      </LandingSection>
    </div>
  );
}
