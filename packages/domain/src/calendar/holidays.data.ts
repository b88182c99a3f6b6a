import type { PublicHoliday } from './holidays.js';

/**
 * Singapore's gazetted public holidays as the Ministry of Manpower announced them, with in-lieu days.
 *
 * A holiday on a Sunday gives the next day off (the next working day when that is itself a holiday); a holiday
 * on a Saturday gives none. Years not listed fall back to the date-holidays library.
 *
 * 2027 follows the rule above: Chinese New Year on Saturday 6 and Sunday 7 February gives only Monday 8 February
 * in lieu (as in 2024). Re-check 2027's Hari Raya Puasa, Hari Raya Haji and Vesak Day against the gazette.
 */
export const SG_PUBLIC_HOLIDAYS: Readonly<Record<number, readonly PublicHoliday[]>> = {
  2024: [
    { date: '2024-01-01', name: "New Year's Day" },
    { date: '2024-02-10', name: 'Chinese New Year' },
    { date: '2024-02-11', name: 'Chinese New Year' },
    { date: '2024-02-12', name: 'Chinese New Year (in lieu)' },
    { date: '2024-03-29', name: 'Good Friday' },
    { date: '2024-04-10', name: 'Hari Raya Puasa' },
    { date: '2024-05-01', name: 'Labour Day' },
    { date: '2024-05-22', name: 'Vesak Day' },
    { date: '2024-06-17', name: 'Hari Raya Haji' },
    { date: '2024-08-09', name: 'National Day' },
    { date: '2024-10-31', name: 'Deepavali' },
    { date: '2024-12-25', name: 'Christmas Day' },
  ],
  2025: [
    { date: '2025-01-01', name: "New Year's Day" },
    { date: '2025-01-29', name: 'Chinese New Year' },
    { date: '2025-01-30', name: 'Chinese New Year' },
    { date: '2025-03-31', name: 'Hari Raya Puasa' },
    { date: '2025-04-18', name: 'Good Friday' },
    { date: '2025-05-01', name: 'Labour Day' },
    { date: '2025-05-03', name: 'Polling Day' },
    { date: '2025-05-12', name: 'Vesak Day' },
    { date: '2025-06-07', name: 'Hari Raya Haji' },
    { date: '2025-08-09', name: 'National Day' },
    { date: '2025-10-20', name: 'Deepavali' },
    { date: '2025-12-25', name: 'Christmas Day' },
  ],
  2026: [
    { date: '2026-01-01', name: "New Year's Day" },
    { date: '2026-02-17', name: 'Chinese New Year' },
    { date: '2026-02-18', name: 'Chinese New Year' },
    { date: '2026-03-21', name: 'Hari Raya Puasa' },
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-05-01', name: 'Labour Day' },
    { date: '2026-05-27', name: 'Hari Raya Haji' },
    { date: '2026-05-31', name: 'Vesak Day' },
    { date: '2026-06-01', name: 'Vesak Day (in lieu)' },
    { date: '2026-08-09', name: 'National Day' },
    { date: '2026-08-10', name: 'National Day (in lieu)' },
    { date: '2026-11-08', name: 'Deepavali' },
    { date: '2026-11-09', name: 'Deepavali (in lieu)' },
    { date: '2026-12-25', name: 'Christmas Day' },
  ],
  2027: [
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-02-06', name: 'Chinese New Year' },
    { date: '2027-02-07', name: 'Chinese New Year' },
    { date: '2027-02-08', name: 'Chinese New Year (in lieu)' },
    { date: '2027-03-09', name: 'Hari Raya Puasa' },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-05-01', name: 'Labour Day' },
    { date: '2027-05-16', name: 'Hari Raya Haji' },
    { date: '2027-05-17', name: 'Hari Raya Haji (in lieu)' },
    { date: '2027-05-20', name: 'Vesak Day' },
    { date: '2027-08-09', name: 'National Day' },
    { date: '2027-10-28', name: 'Deepavali' },
    { date: '2027-12-25', name: 'Christmas Day' },
  ],
};
