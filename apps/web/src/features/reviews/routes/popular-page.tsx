import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /popular — placeholder until its feature is built. */
export default function PopularPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.popular')} />;
}
