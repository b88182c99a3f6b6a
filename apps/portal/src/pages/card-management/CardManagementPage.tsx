import { cardPageMessages } from '@careportal/domain';
import { useId } from 'react';
import { Query } from '../../data/Query';
import { useSavedCards } from '../../features/payments/cardApi';
import { layout } from '../../features/payments/cardLayout';
import {
  DeleteCardDialog,
  NoSavedCards,
  SavedCardList,
  SavedCardsLoading,
  SavedCardsSection,
} from '../../features/payments/SavedCards';
import { useCardManagement } from '../../features/payments/useCardManagement';

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
  const titleId = useId();
  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      <p>{cardPageMessages.intro}</p>
      <Query
        query={cards}
        loading={<SavedCardsLoading />}
        isEmpty={(list) => list.length === 0}
        empty={
          <SavedCardsSection titleId={titleId}>
            <NoSavedCards />
          </SavedCardsSection>
        }
      >
        {(list) => (
          <SavedCardsSection titleId={titleId}>
            <SavedCardList
              cards={list}
              isChanging={manage.isChanging}
              announcement={manage.announcement}
              onSetDefault={(card) => void manage.setDefault(card)}
              onDelete={manage.setDeleting}
            />
          </SavedCardsSection>
        )}
      </Query>
      <DeleteCardDialog
        card={manage.deleting}
        isDeleting={manage.isDeleting}
        onConfirm={() => void manage.confirmDelete()}
        onClose={() => {
          manage.setDeleting(null);
        }}
      />
    </div>
  );
}
