import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /setting — placeholder until its feature is built. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.settings')} />;
}
