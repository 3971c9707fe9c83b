import { describe, expect, it } from 'vitest';
import { aspectName, insightsFormat, scoreColor, serviceName, stopLabel } from './insights-format';

// Intl puts thin spaces around the range's dash.
const thin = (text: string) => text.replaceAll(' – ', '\u2009–\u2009');

describe('insightsFormat', () => {
  it('writes the period the API snapped to whole weeks, months in the reader’s language', () => {
    expect(insightsFormat('en').dayRange('2025-11-03', '2026-03-01')).toBe(thin('3 Nov 2025 – 1 Mar 2026'));
    expect(insightsFormat('ms').dayRange('2025-11-03', '2026-03-01')).toBe(thin('3 Nov 2025 – 1 Mac 2026'));
    expect(insightsFormat('en').day('2026-03-01')).toBe('1 Mar 2026');
    expect(insightsFormat('ms').shortDay('2026-08-03')).toBe('3 Ogo');
  });

  it('signs scores with one decimal, shares as whole percentages, numbers grouped', () => {
    const format = insightsFormat('en');
    expect([format.score(1.23), format.score(-0.44), format.score(0)]).toEqual(['+1.2', '-0.4', '0.0']);
    expect(format.percent(0.40625)).toBe('41%');
    expect(format.number(12345)).toBe('12,345');
  });
});

describe('names and colours', () => {
  it('names aspects and services by key in either language; an unknown key as it is', () => {
    expect(aspectName('TRIP_EXPERIENCE', 'en')).toBe('Trip Experience');
    expect(aspectName('TRIP_EXPERIENCE', 'ms')).toBe('Pengalaman Perjalanan');
    expect(serviceName('STAGE_BUS', 'ms')).toBe('Bas Henti-henti');
    expect(aspectName('RETIRED_ASPECT', 'en')).toBe('RETIRED_ASPECT');
  });

  it('colours a score as its nearest feeling', () => {
    expect(scoreColor(-2.6)).toBe('var(--mantine-color-red-9)');
    expect(scoreColor(0.4)).toBe('var(--mantine-color-gray-6)');
    expect(scoreColor(9)).toBe('var(--mantine-color-green-9)');
  });

  it('leads a stop’s name with its code unless the name has it', () => {
    expect(stopLabel({ code: 'KL113', name: 'Jalan Sultan' })).toBe('KL113 Jalan Sultan');
    expect(stopLabel({ code: 'KL113', name: 'KL113 Jalan Sultan' })).toBe('KL113 Jalan Sultan');
  });
});
