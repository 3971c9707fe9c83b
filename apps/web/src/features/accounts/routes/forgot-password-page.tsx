import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /forgot-password — placeholder until its feature is built. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.forgotPassword')} />;
}
