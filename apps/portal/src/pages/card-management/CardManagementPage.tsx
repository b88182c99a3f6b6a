import { Stack } from '@careportal/ui';
import { cardPageMessages } from '@careportal/domain';
import { DeleteCardDialog, SavedCards } from '../../features/payments/SavedCards';
import { useCardManagement } from '../../features/payments/useCardManagement';
import { useSavedCards } from '../../features/payments/cardApi';

/** Props of {@link CardManagementPage}. */
export interface CardManagementPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * Card Management (route CardManagement): the saved cards on `CardTile`s, the default first. Choosing a tile
 * makes it the default (PUT linkpay/cards/{id}); Delete asks first, then removes the card (the next becomes the
 * default). 'Add a new card' leads to /cards/add. With no card, the seeds' 'No added cards are available…'.
 */
export function CardManagementPage({ title }: CardManagementPageProps) {
  const cards = useSavedCards();
  const manage = useCardManagement(cards);
  return (
    <Stack space="xl">
      <h1>{title}</h1>
      <p>{cardPageMessages.intro}</p>
      <SavedCards
        cards={cards}
        isChanging={manage.isChanging}
        announcement={manage.announcement}
        onSetDefault={(card) => void manage.setDefault(card)}
        onDelete={manage.setDeleting}
      />
      <DeleteCardDialog
        card={manage.deleting}
        isDeleting={manage.isDeleting}
        onConfirm={() => void manage.confirmDelete()}
        onClose={() => {
          manage.setDeleting(null);
        }}
      />
    </Stack>
  );
}
