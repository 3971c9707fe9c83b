import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-formats';

describe('intl-formats', () => {
  it('builds a formatter once per locale and options', () => {
    const options = { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'full' } as const;
    expect(dateTimeFormat('en-MY', options)).toBe(dateTimeFormat('en-MY', { ...options }));
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(pluralRules('en')).toBe(pluralRules('en'));
  });

  it('keeps apart formatters of other locales, options or kinds', () => {
    expect(dateTimeFormat('en-MY', { dateStyle: 'full' })).not.toBe(dateTimeFormat('ms-MY', { dateStyle: 'full' }));
    expect(dateTimeFormat('en-MY', { dateStyle: 'full' })).not.toBe(dateTimeFormat('en-MY', { dateStyle: 'medium' }));
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(numberFormat('en').format(0.5)).toBe('0.5');
    expect(dateTimeFormat('ms-MY', { month: 'long', timeZone: 'UTC' }).format(new Date('2025-03-01'))).toBe('Mac');
  });
});
