import { createIcuFormatter, helpCentreMessages, loadTranslations } from '@careportal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../shell/locale';
import { renderRoute } from '../../test/renderRoute';

const help = helpCentreMessages;
const malay = await loadTranslations('ms');
const format = createIcuFormatter('ms');
/** A text in Malay, from the table (never written out here). */
function ms(path: string): string {
  const entry = malay?.[path];
  if (!entry) throw new Error(`No Malay for ${path}`);
  return entry.text;
}

const inMalay = async (path: string) => {
  renderRoute(path, { locale: await loadLocale('ms') });
};

describe('the help centre', () => {
  it('fills its templates in English as before', async () => {
    renderRoute('/faq?q=cancel%20egiro');
    expect(await screen.findByRole('heading', { name: '1 answer for “cancel egiro”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: help.searchLabel })).toBeInTheDocument();
  });

  it('shows its words in Malay, the topics as they are', async () => {
    await inMalay('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: ms('messages.labels.faq') }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: ms('helpCentreMessages.topicsTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: ms('helpCentreMessages.searchLabel') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ms('helpCentreMessages.stillNeedHelp') })).toBeInTheDocument();
    expect(screen.queryByText(help.topicsTitle)).toBeNull();
    expect(document.body).not.toHaveTextContent(/helpCentreMessages\.|messages\./);
  });

  it('fills its templates in Malay', async () => {
    await inMalay('/faq?q=zebra');
    expect(
      await screen.findByRole('heading', {
        name: format(ms('helpCentreMessages.noResults'), { query: 'zebra' }),
      }),
    ).toBeInTheDocument();
  });

  it('says where an answer belongs in Malay', async () => {
    await inMalay('/faq/common-questions/update-personal-details');
    expect(
      await screen.findByRole('link', {
        name: format(ms('helpCentreMessages.backToTopic'), { topic: 'Common questions' }),
      }),
    ).toHaveAttribute('href', '/faq/common-questions');
  });
});
