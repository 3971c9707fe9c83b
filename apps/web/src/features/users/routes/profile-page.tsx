import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /profile — placeholder until its feature is built. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.profile')} />;
}
