import { cardPageMessages, formatMessage, messages } from '@careportal/domain';
import {
  AlertDialog,
  Button,
  CardTile,
  CardTileGroup,
  Skeleton,
  SkeletonGroup,
  useToast,
} from '@careportal/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import {
  ADD_CARD_PATH,
  CARDS_URL,
  cardExpiry,
  cardName,
  cardUrl,
  type SavedCard,
} from '../../features/payments/cardApi';
import { layout } from '../../features/payments/cardLayout';

const text = cardPageMessages;

/** Props of {@link CardManagementPage}. */
export interface CardManagementPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

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
    <div className={layout.row}>
      <CardTile
        brand={card.brand}
        cardNumber={card.number}
        value={card.id}
        addCardLabel={name}
        isDisabled={card.status !== 'ACTIVE'}
      />
      <div className={layout.meta}>
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
      </div>
    </div>
  );
}

/**
 * Card Management (route CardManagement): the saved cards on `CardTile`s, the default first. Choosing a tile
 * makes it the default (PUT linkpay/cards/{id}); Delete asks first, then removes the card (the next becomes the
 * default). 'Add a new card' leads to /cards/add. With no card, the seeds' 'No added cards are available…'.
 */
export function CardManagementPage({ title }: CardManagementPageProps) {
  const client = useApiClient();
  const { show } = useToast();
  const cards = useApi<SavedCard[]>(CARDS_URL, { quiet: true });
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isChanging, setIsChanging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();

  const replace = async (list: SavedCard[]) => {
    await cards.mutate((current) => (current === undefined ? current : { ...current, data: list }), {
      revalidate: false,
    });
  };

  const setDefault = async (card: SavedCard) => {
    setIsChanging(true);
    const result = await client.request<SavedCard[]>('PUT', cardUrl(card.id), {
      body: {
        isDefault: true,
      },
    });
    if (!result.error && result.data !== null) {
      await replace(result.data);
      setAnnouncement(formatMessage(text.defaultSet, { card: cardName(card) }));
    }
    setIsChanging(false);
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    setIsDeleting(true);
    const result = await client.request<SavedCard[]>('DELETE', cardUrl(deleting.id));
    if (!result.error && result.data !== null) {
      await replace(result.data);
      show({ type: 'success', content: formatMessage(text.cardDeleted, { card: cardName(deleting) }) });
    }
    setIsDeleting(false);
    setDeleting(null);
  };

  const body = (
    <Query
      query={cards}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={2} />
          <Skeleton shape="card" lines={2} />
        </SkeletonGroup>
      }
      isEmpty={(list) => list.length === 0}
      empty={
        <section className={layout.section} aria-labelledby={titleId}>
          <h2 id={titleId} className={layout.sectionTitle}>
            {text.savedCardsTitle}
          </h2>
          <p>{messages.payment.noCards}</p>
          <AddCardTile />
        </section>
      }
    >
      {(list) => (
        <section className={layout.section} aria-labelledby={titleId}>
          <h2 id={titleId} className={layout.sectionTitle}>
            {text.savedCardsTitle}
          </h2>
          <CardTileGroup
            label={text.defaultCard}
            description={text.defaultCardNote}
            value={list.find((card) => card.isDefault)?.id ?? null}
            isDisabled={isChanging}
            onChange={(id) => {
              const card = list.find((candidate) => candidate.id === id);
              if (card !== undefined && !card.isDefault) void setDefault(card);
            }}
          >
            {list.map((card) => (
              <SavedCardRow key={card.id} card={card} onDelete={setDeleting} />
            ))}
          </CardTileGroup>
          <p role="status">{announcement}</p>
          <AddCardTile />
        </section>
      )}
    </Query>
  );

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      <p>{text.intro}</p>
      {body}
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title={formatMessage(text.deleteTitle, { card: deleting === null ? '' : cardName(deleting) })}
        variant="danger"
        confirmLabel={text.deleteCard}
        cancelLabel={messages.labels.cancel}
        isConfirming={isDeleting}
        closeOnConfirm={false}
        onConfirm={() => {
          void confirmDelete();
        }}
      >
        {text.deleteBody}
      </AlertDialog>
    </div>
  );
}
