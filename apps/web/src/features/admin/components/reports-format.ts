import { useMemo } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { LOCALES, numberFormat } from '../../../lib/intl-formats';

/** Numbers grouped the reader's way (DESIGN.md), shares as percentages, sizes in kB or MB. */
export function useReportFormat() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = LOCALES[language];
    const number = numberFormat(locale);
    // Always one decimal ('19.0%' beside '9.5%'), so a column of shares reads alike and lines up.
    const percent = numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const kilobytes = numberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    const megabytes = numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    return {
      language,
      number: (n: number) => number.format(n),
      percent: (part: number, whole: number) => percent.format(whole > 0 ? part / whole : 0),
      bytes: (n: number) => (n < 1_000_000 ? kilobytes.format(n / 1000) : megabytes.format(n / 1_000_000)),
    };
  }, [language]);
}
