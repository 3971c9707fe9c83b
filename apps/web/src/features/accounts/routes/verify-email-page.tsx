import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /verify-email/:emailCode — placeholder until its feature is built. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.verifyEmail')} />;
}
