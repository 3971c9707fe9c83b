import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /reset-password/:code — placeholder until its feature is built. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.resetPassword')} />;
}
