import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('takes days that exist', () => {
    for (const day of ['2024-02-29', '2023-12-31', '0001-01-01', '9999-12-31', '0099-06-15'])
      expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days that do not, and other writings (issue 29 item 2)', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '2024-04-31',
      '0000-01-01',
      '2024-13-01',
      '2024-00-10',
      '2024-1-1',
      '24-01-01',
      '2024-01-01T00:00',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });
});
