import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** A number that does not exist (a mean without reviews): a dash to the eye, words to a screen reader. */
export function NoValue() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('insights.noValue')}</VisuallyHidden>
    </>
  );
}
