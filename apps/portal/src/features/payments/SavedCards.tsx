import { cardPageMessages, formatMessage, messages } from '@careportal/domain';
import {
  AlertDialog,
  Button,
  CardTile,
  CardTileGroup,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@careportal/ui';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Query, type Read } from '../../data/Query';
import { ADD_CARD_PATH, cardExpiry, cardName, type SavedCard } from './cardApi';
import { layout } from './cardLayout';
import { textStyles } from '../../shell/textStyles';

const text = cardPageMessages;

/** The saved cards' placeholders while they are read. */
function SavedCardsLoading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="card" lines={2} />
      <Skeleton shape="card" lines={2} />
    </SkeletonGroup>
  );
}

interface SavedCardsSectionProps {
  /** The id of the section's heading, which names it. */
  titleId: string;
  children: ReactNode;
}

/** The 'Saved cards' section, named by its heading. */
function SavedCardsSection({ titleId, children }: SavedCardsSectionProps) {
  return (
    <Stack as="section" space="md" aria-labelledby={titleId}>
      <h2 id={titleId} className={textStyles.sectionTitle}>
        {text.savedCardsTitle}
      </h2>
      {children}
    </Stack>
  );
}

/** 'Add a new card': the tile that leads to /cards/add. */
function AddCardTile() {
  const navigate = useNavigate();
  return (
    <CardTile
      brand="new"
      onPress={() => {
        void navigate(ADD_CARD_PATH);
      }}
    />
  );
}

interface SavedCardRowProps {
  card: SavedCard;
  onDelete: (card: SavedCard) => void;
}

/** One card: its tile (a choice of the default), its expiry and state, and Delete. */
function SavedCardRow({ card, onDelete }: SavedCardRowProps) {
  const name = cardName(card);
  return (
    <Stack space="xs" className={layout.row}>
      <CardTile
        brand={card.brand}
        cardNumber={card.number}
        value={card.id}
        addCardLabel={name}
        isDisabled={card.status !== 'ACTIVE'}
      />
      <Inline space="md" alignY="center" className={textStyles.muted}>
        <span>{formatMessage(text.expires, cardExpiry(card))}</span>
        {card.isDefault ? <span className={layout.badge}>{text.defaultCard}</span> : null}
        {card.status === 'PENDING_VERIFICATION' ? <span>{text.pendingVerification}</span> : null}
        <Button
          variant="tertiary"
          aria-label={formatMessage(text.deleteCardNamed, { card: name })}
          onPress={() => {
            onDelete(card);
          }}
        >
          {text.deleteCard}
        </Button>
      </Inline>
    </Stack>
  );
}

/** What the saved cards' list shows and does besides the cards. */
interface SavedCardListProps {
  /** A change of the default is on its way. */
  isChanging: boolean;
  /** What the last change did, said politely ('… is now your default card'). */
  announcement: string;
  onSetDefault: (card: SavedCard) => void;
  onDelete: (card: SavedCard) => void;
}

/**
 * The saved cards on `CardTile`s, the default chosen: choosing another tile makes it the default. Each card has its
 * expiry, its state and Delete; Add a new card comes last.
 */
function SavedCardList({
  cards,
  isChanging,
  announcement,
  onSetDefault,
  onDelete,
}: SavedCardListProps & { cards: SavedCard[] }) {
  return (
    <>
      <CardTileGroup
        label={text.defaultCard}
        description={text.defaultCardNote}
        value={cards.find((card) => card.isDefault)?.id ?? null}
        isDisabled={isChanging}
        onChange={(id) => {
          const card = cards.find((candidate) => candidate.id === id);
          if (card !== undefined && !card.isDefault) onSetDefault(card);
        }}
      >
        {cards.map((card) => (
          <SavedCardRow key={card.id} card={card} onDelete={onDelete} />
        ))}
      </CardTileGroup>
      <p role="status">{announcement}</p>
      <AddCardTile />
    </>
  );
}

/** Props of {@link SavedCards}. */
export interface SavedCardsProps extends SavedCardListProps {
  /** The saved cards' read (GET linkpay/cards). */
  cards: Read<SavedCard[]>;
}

/**
 * The 'Saved cards' section: placeholders while the cards are read, the load error with Retry, the seeds' 'No
 * added cards are available…' with Add a new card when there is none, else the cards on their tiles.
 */
export function SavedCards({ cards, ...list }: SavedCardsProps) {
  const titleId = useId();
  return (
    <Query
      query={cards}
      loading={<SavedCardsLoading />}
      isEmpty={(saved) => saved.length === 0}
      empty={
        <SavedCardsSection titleId={titleId}>
          <p>{messages.payment.noCards}</p>
          <AddCardTile />
        </SavedCardsSection>
      }
    >
      {(saved) => (
        <SavedCardsSection titleId={titleId}>
          <SavedCardList cards={saved} {...list} />
        </SavedCardsSection>
      )}
    </Query>
  );
}

/** Props of {@link DeleteCardDialog}. */
export interface DeleteCardDialogProps {
  /** The card to delete, once Delete was pressed; null while the dialog is closed. */
  card: SavedCard | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a card is deleted. */
export function DeleteCardDialog({ card, isDeleting, onConfirm, onClose }: DeleteCardDialogProps) {
  return (
    <AlertDialog
      isOpen={card !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={formatMessage(text.deleteTitle, { card: card === null ? '' : cardName(card) })}
      variant="danger"
      confirmLabel={text.deleteCard}
      cancelLabel={messages.labels.cancel}
      isConfirming={isDeleting}
      closeOnConfirm={false}
      onConfirm={onConfirm}
    >
      {text.deleteBody}
    </AlertDialog>
  );
}
