import { formatMessage, messages, registerPageMessages, type CartPlan } from '@careportal/domain';
import { AlertDialog } from '@careportal/ui';

/** Props of {@link CartPlanDialog}. */
export interface CartPlanDialogProps {
  /** The plan that asks first; null closes the dialog. */
  plan: CartPlan | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question Add to cart asks before it changes the cart: replace a cart held for another person or service
 * (named), or change the offer of a programme already in it.
 */
export function CartPlanDialog({ plan, onConfirm, onCancel }: CartPlanDialogProps) {
  return (
    <AlertDialog
      isOpen={plan !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={
        plan?.ask === 'replace'
          ? registerPageMessages.replaceCartTitle
          : registerPageMessages.changeOfferTitle
      }
      onConfirm={onConfirm}
    >
      {plan?.ask === 'replace'
        ? formatMessage(registerPageMessages.replaceCartBody, {
            name: plan.existingCustomerName,
            category: plan.existingCategoryName,
          })
        : messages.catalogue.offerAlreadyInCart}
    </AlertDialog>
  );
}
