import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('business constants (section 9 of both seeds)', () => {
  it.each([
    ['SESSION_CANCELLATION_GRACE_WORKING_DAYS', 2],
    ['APPOINTMENT_CHANGE_MIN_HOURS', 24],
    ['SESSION_LENGTH_MINUTES', 45],
    ['PAYNOW_QR_WINDOW_MINUTES', 15],
    ['PROFILE_PHOTO_MAX_SIZE_MB', 2],
    ['PROFILE_PHOTO_MAX_SIZE_BYTES', 2 * 1024 * 1024],
    ['PROFILE_PHOTO_RECOMMENDED_PX', 400],
    ['CONFIG_REFRESH_INTERVAL_MS', 600000],
    ['NEW_VERSION_BANNER_MS', 10000],
    ['DEFAULT_APP_VERSION', '0.0.0'],
    ['DEFAULT_DISABLED_LOVED_ONE', true],
    ['AUTH_VALIDATE_MAX_RETRIES', 3],
    ['AUTH_LOGOUT_DELAY_MS', 2000],
    ['DENTICARE_DUPLICATE_REDIRECT_MS', 2000],
    ['ADDRESS_AUTOSUBMIT_DEBOUNCE_MS', 500],
    ['ADDRESS_AUTOSUBMIT_MAX_WAIT_MS', 1500],
    ['POLL_INTERVAL_MS', 3000],
    ['POLL_MAX_ATTEMPTS', 5],
    ['SESSION_TIMEOUT_MS', 180000],
    ['FOOTER_LINK_DELAY_MS', 200],
    ['STICKY_MESSAGE_MS', 1000000],
    ['TRANSIENT_MESSAGE_MS', 6000],
    ['RATING_MIN', 1],
    ['RATING_MAX', 6],
    ['POSTAL_CODE_LENGTH', 6],
    ['PASSPORT_MIN_LENGTH', 4],
    ['SG_NATIONALITY', 'SG'],
    ['MEDICAL_HISTORY_STALE_YEARS', 1],
    ['INJURY_HISTORY_MONTHS', 6],
    ['EGIRO_DEDUCTION_DAY', 20],
    ['EGIRO_APPROVAL_HOURS', 24],
    ['EGIRO_PARTICIPATING_BANK_COUNT', 8],
    ['REFERRAL_DISCOUNT_PERCENT', 5],
    ['MASTER_CODE_PAGE', 0],
    ['MASTER_CODE_PAGE_SIZE', 1000],
    ['RUNS_LIST_LIMIT', 2],
    ['CART_SOURCE', 'MYNH'],
    ['ACTIVE_AGEING_CATEGORY', 'Active Ageing'],
    ['DENTICARE_CATEGORY', 'Denticare'],
    ['NO_PREFERENCE_DENTIST', 'No preference'],
    ['SPACING_UNIT_PX', 8],
    ['REM_BASE_PX', 14],
    ['CONTENT_MAX_WIDTH_PX', 330],
    ['ERROR_TEXT_SIZE_PX', 14],
    ['DISPLAY_DATE_FORMAT', 'dd/MM/yyyy'],
    ['API_DATE_FORMAT', 'yyyy-MM-dd'],
  ] as const)('%s is %j', (name, value) => {
    expect(c[name]).toBe(value);
  });

  it('lists the photo extensions the profile accepts', () => {
    expect(c.PROFILE_PHOTO_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg', 'webp']);
  });

  it('names the four environments', () => {
    expect(c.ENVIRONMENTS).toEqual(['alpha', 'qa', 'uat', 'prod']);
  });
});
