import { cardPageMessages, formatMessage } from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useState } from 'react';
import type { SWRResponse } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { cardName, cardUrl, type SavedCard } from './cardApi';

const text = cardPageMessages;

/**
 * What Card Management does with the saved `cards` (their read): makes a card the default (PUT linkpay/cards/{id},
 * said politely in `announcement`), and deletes the card chosen for deleting once confirmed (DELETE, with a toast).
 * Each answers the whole list, which replaces the read's answer.
 */
export function useCardManagement(cards: SWRResponse<ApiResult<SavedCard[]>>) {
  const client = useApiClient();
  const { show } = useToast();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isChanging, setIsChanging] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // Each call answers the whole list: it replaces the read's answer without reading again.
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

  return { deleting, setDeleting, isDeleting, isChanging, announcement, setDefault, confirmDelete };
}
