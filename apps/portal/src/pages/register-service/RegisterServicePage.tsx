import { registerPageMessages, type RegistrationStep } from '@careportal/domain';
import { ExitConfirmDialog, PageLoading, registrationStepItems, Stack, StepBar } from '@careportal/ui';
import { Suspense } from 'react';
import type { PageProps } from '../../shell/pageProps';
import { CartPlanDialog } from '../../features/cart/registration/CartPlanDialog';
import { nextFormIdOf } from '../../features/cart/registration/formIds';
import { HealthDeclarationResultStep } from '../../features/cart/registration/lazySteps';
import { useAddToCart } from '../../features/cart/registration/useAddToCart';
import { HOME_PATH } from '../../paths';
import { useRegistrationWizard } from '../../features/cart/registration/useRegistrationWizard';
import { WizardStep } from '../../features/cart/registration/WizardStep';

/**
 * The registration wizard (/register-service): service selection, the health declaration (Active Ageing only),
 * the person's details, addresses and emergency contact, and the review, which adds the programmes to the cart
 * and hands over to the cart review. The step bar goes back only to finished steps. Next on a step that cannot
 * move on shows its problems at their fields, summed up above them. Leaving asks first, except towards payment, link account and payment completion. What has been
 * entered is kept in session storage until the wizard ends, so a reload loses nothing.
 */
export function RegisterServicePage({ title }: PageProps) {
  const wizard = useRegistrationWizard();
  const cart = useAddToCart(wizard);
  const { state, dispatch, blocker } = wizard;
  const isReview = state.step === 'ReviewInformation';

  if (cart.isFinished) {
    return (
      <Stack space="xl">
        <h1>{title}</h1>
        <Suspense fallback={<PageLoading />}>
          <HealthDeclarationResultStep language={state.healthDeclarationLanguage} />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack space="xl">
      <h1>{title}</h1>
      <StepBar
        steps={registrationStepItems(state.selection.categoryName)}
        currentStepId={state.step}
        completedStepIds={state.completed}
        isCurrentStepValid={wizard.isStepReady}
        onInvalidNext={wizard.showProblems}
        onStepChange={(id) => {
          dispatch({ type: 'goTo', step: id as RegistrationStep });
        }}
        onBack={() => {
          dispatch({ type: 'back' });
        }}
        onNext={() => {
          if (isReview) void cart.addToCart();
          else dispatch({ type: 'next' });
        }}
        onExit={() => {
          wizard.leave(HOME_PATH);
        }}
        isNextLoading={wizard.isSaving}
        nextFormId={nextFormIdOf(state.step, wizard.isStepReady)}
        nextLabel={isReview ? registerPageMessages.addToCart : undefined}
        showBackAndNext={!(state.step === 'HealthDeclaration' && state.healthDeclarationView === 'questions')}
      >
        <Suspense fallback={<PageLoading />}>
          <WizardStep wizard={wizard} />
        </Suspense>
      </StepBar>
      <ExitConfirmDialog
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(isOpen) => {
          if (!isOpen && blocker.state === 'blocked') blocker.reset();
        }}
        onConfirm={wizard.confirmExit}
      />
      <CartPlanDialog plan={cart.cartPlan} onConfirm={cart.confirmPlan} onCancel={cart.cancelPlan} />
    </Stack>
  );
}
