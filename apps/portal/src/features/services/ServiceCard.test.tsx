import { createIcuFormatter, formatMessage, loadTranslations, serviceCardMessages } from '@careportal/domain';
import { LocaleProvider, ThemeProvider } from '@careportal/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleService, servicesData } from './fakes/sampleServices';
import { ServicesScreen } from '../../test/screens/ServicesScreen';

const tamil = await loadTranslations('ta');

/** A text in Tamil, from the table (never written out here). */
function ta(path: string): string {
  const entry = tamil?.[path];
  if (!entry) throw new Error(`No Tamil for ${path}`);
  return entry.text;
}

describe('ServiceCard', () => {
  it("says its booking step in the language in force: Book pre-assessment in Tamil, named with the product's", async () => {
    const service = sampleService({ serviceStatus: 'UPCOMING', bookingStage: 'PRE_SESSION_BOOKING' });
    render(
      <ThemeProvider>
        <LocaleProvider locale="ta" table={tamil} format={createIcuFormatter('ta')}>
          <ServicesScreen path="/" data={servicesData({ services: [service], bookings: [] })} />
        </LocaleProvider>
      </ThemeProvider>,
    );
    const step = await screen.findByRole('link', {
      name: createIcuFormatter('ta')(ta('serviceCardMessages.bookPreAssessmentNamed'), {
        product: service.productName,
      }),
    });
    expect(step).toHaveTextContent(ta('serviceCardMessages.bookPreAssessment'));
    expect(step).not.toHaveTextContent(serviceCardMessages.bookPreAssessment);
    expect(
      screen.queryByRole('link', {
        name: formatMessage(serviceCardMessages.bookPreAssessmentNamed, { product: service.productName }),
      }),
    ).toBeNull();
  });
});
