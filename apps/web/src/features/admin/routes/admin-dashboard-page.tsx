import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /admin-dashboard — placeholder until its feature is built. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.adminDashboard')} />;
}
