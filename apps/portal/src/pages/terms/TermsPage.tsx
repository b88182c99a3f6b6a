import { TERMS, TERMS_BY_PATH, termsPageMessages } from '@careportal/domain';
import { Link, Stack } from '@careportal/ui';
import { useLocation } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { publicPageLayout as layout } from '../../features/help/layout';
import { textStyles } from '../../shell/textStyles';

/**
 * The terms pages (/term-and-condition, /term-condition, /program-term-and-condition,
 * /general-term-and-condition): the document domain `TERMS_BY_PATH` names for the address.
 */
export function TermsPage({ title }: PageProps) {
  const { pathname } = useLocation();
  const terms = TERMS[TERMS_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'portal'];
  return (
    <Stack as="article" space="lg">
      <Stack space="sm">
        <h1 className={textStyles.title}>{title}</h1>
        <p className={textStyles.mutedFlush}>{termsPageMessages.lastUpdated}</p>
        <p className={textStyles.flush}>{terms.intro}</p>
      </Stack>
      <Stack as="ol" space="md" className={layout.list}>
        {terms.sections.map((section) => (
          <Stack key={section.heading} as="li" space="sm">
            <h2 className={textStyles.subtitle}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={textStyles.flush}>
                {paragraph}
              </p>
            ))}
          </Stack>
        ))}
      </Stack>
      <Link href="/faq" variant="standalone">
        {termsPageMessages.questions}
      </Link>
    </Stack>
  );
}
