import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /review and /review/:serviceSlug — placeholder until its feature is built. */
export default function ReviewCreatePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.review')} />;
}
