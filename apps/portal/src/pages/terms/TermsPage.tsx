import { TERMS, TERMS_BY_PATH, termsPageMessages } from '@careportal/domain';
import { Link } from '@careportal/ui';
import { useLocation } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { publicPageLayout as layout } from '../../features/help/layout';

/**
 * The terms pages (/term-and-condition, /term-condition, /program-term-and-condition,
 * /general-term-and-condition): the document domain `TERMS_BY_PATH` names for the address.
 */
export function TermsPage({ title }: PageProps) {
  const { pathname } = useLocation();
  const terms = TERMS[TERMS_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'portal'];
  return (
    <article className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.muted}>{termsPageMessages.lastUpdated}</p>
        <p className={layout.text}>{terms.intro}</p>
      </div>
      <ol className={layout.list}>
        {terms.sections.map((section) => (
          <li key={section.heading} className={layout.stack}>
            <h2 className={layout.subtitle}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={layout.text}>
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <Link href="/faq" variant="standalone">
        {termsPageMessages.questions}
      </Link>
    </article>
  );
}
