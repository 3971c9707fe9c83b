import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /notification — placeholder until its feature is built. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.notifications')} />;
}
