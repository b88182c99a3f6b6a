import { messages } from '@careportal/domain';
import { useState } from 'react';
import { copy } from '../../copy';
import { PublicFrame } from '../../shell/Frame';
import { PageScreen } from '../PageScreen';
import { answer } from '../fakeEnvelope';
import { Page as FeedbackPage } from '../../pages/feedback';
import { Page as TermsPage } from '../../pages/terms';
import { Page as HelpPage } from '../../pages/help';
import { TitledPage } from '../TitledPage';

/** How the fake API answers POST public/v1/feedback. */
export type FeedbackAnswer = 'accepted' | 'refused' | 'down' | 'never';

/** Props of {@link PublicHelpScreen}. */
export interface PublicHelpScreenProps {
  /** The address opened: /faq…, a terms page or /feedback. */
  path: string;
  feedback?: FeedbackAnswer;
}

const t = copy.titles;

/** A fetch that answers only POST public/v1/feedback, as `mode` says. */
export function fakeFeedbackFetch(mode: FeedbackAnswer): typeof fetch {
  return (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.pathname.endsWith('public/v1/feedback')) return Promise.resolve(answer(404, {}));
    if (mode === 'never') return new Promise<Response>(() => undefined);
    if (mode === 'refused')
      return Promise.resolve(
        answer(400, { errorCode: 'VALIDATION', errorMessage: messages.validation.ratingRequired }),
      );
    if (mode === 'down') return Promise.resolve(answer(503, { errorCode: 'UNAVAILABLE' }));
    return Promise.resolve(answer(201, { data: { status: 'SUBMITTED' } }));
  };
}

/** The public help, terms and feedback pages in the public layout, over a fake feedback call. */
export function PublicHelpScreen({ path, feedback = 'accepted' }: PublicHelpScreenProps) {
  const [fetch] = useState(() => fakeFeedbackFetch(feedback));
  const framed = (element: React.ReactNode) => <PublicFrame>{element}</PublicFrame>;
  const [routes] = useState(() => [
    { path: '/faq', element: framed(<TitledPage page={HelpPage} title={messages.labels.faq} />) },
    { path: '/faq/:category', element: framed(<TitledPage page={HelpPage} title={t.faqCategory} />) },
    { path: '/faq/:category/:slug', element: framed(<TitledPage page={HelpPage} title={t.faqArticle} />) },
    {
      path: '/term-and-condition',
      element: framed(<TitledPage page={TermsPage} title={t.termsAndConditions} />),
    },
    {
      path: '/term-condition',
      element: framed(<TitledPage page={TermsPage} title={t.termsAndConditions} />),
    },
    {
      path: '/program-term-and-condition',
      element: framed(<TitledPage page={TermsPage} title={t.programmeTerms} />),
    },
    {
      path: '/general-term-and-condition',
      element: framed(<TitledPage page={TermsPage} title={t.generalTerms} />),
    },
    {
      path: '/feedback',
      element: framed(<TitledPage page={FeedbackPage} title={messages.labels.feedback} />),
    },
  ]);
  return <PageScreen fetch={fetch} routes={routes} path={path} />;
}
