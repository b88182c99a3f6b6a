import type { Profile } from '../../people/profileApi';
import { AddressStep, ContactStep, DetailsStep, HealthDeclarationStep, ReviewStep } from './lazySteps';
import { ServiceSelectionStep } from './ServiceSelectionStep';
import type { RegistrationWizard } from './useRegistrationWizard';

/** The current step of the registration wizard, with what it needs from the wizard. */
export function WizardStep({ wizard }: { wizard: RegistrationWizard }) {
  const { state, dispatch, person, personId, whoForName, setFormValid, setSaving } = wizard;
  const { selection } = state;
  const next = () => {
    dispatch({ type: 'next' });
  };

  switch (state.step) {
    case 'ServiceSelection':
      return (
        <ServiceSelectionStep
          selection={selection}
          dispatch={dispatch}
          lovedOnes={wizard.lovedOnes}
          lovedOnesEnabled={wizard.lovedOnesEnabled}
          eligibilityPersonId={selection.lovedOne === 'New' ? null : personId}
          problemsShown={wizard.problemsShown}
        />
      );
    case 'HealthDeclaration':
      return (
        <HealthDeclarationStep
          answers={state.healthDeclaration}
          view={state.healthDeclarationView}
          language={state.healthDeclarationLanguage}
          dispatch={dispatch}
        />
      );
    case 'YourDetails':
      return (
        <DetailsStep
          person={person}
          lovedOneName={selection.lovedOne === 'MySelf' ? undefined : whoForName}
          programmeCategory={selection.categoryName}
          onValidityChange={setFormValid}
          onSaved={(profile: Profile) => {
            if (selection.lovedOne === 'New' && state.createdLovedOneId === null) {
              dispatch({ type: 'lovedOneCreated', id: profile.id });
            }
            next();
          }}
          onSavingChange={setSaving}
        />
      );
    case 'YourAddress':
      return person === null ? null : <AddressStep person={person} onValidityChange={setFormValid} />;
    case 'EmergencyContact':
      return person === null ? null : (
        <ContactStep
          person={person}
          onValidityChange={setFormValid}
          onSaved={next}
          onSavingChange={setSaving}
        />
      );
    case 'ReviewInformation':
      return person === null ? null : (
        <ReviewStep
          person={person}
          whoForName={whoForName}
          selection={selection}
          healthDeclaration={state.healthDeclaration}
          healthDeclarationLanguage={state.healthDeclarationLanguage}
          steps={wizard.steps}
          marketingConsent={wizard.marketingConsent}
          onMarketingConsentChange={wizard.setMarketingConsent}
          onEdit={(step) => {
            dispatch({ type: 'goTo', step });
          }}
        />
      );
  }
}
