import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /survey — placeholder until its feature is built. */
export default function SurveyPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.survey')} />;
}
