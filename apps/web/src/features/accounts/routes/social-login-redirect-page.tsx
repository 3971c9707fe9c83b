import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /social-login-redirect/:provider/:code — placeholder until its feature is built. */
export default function SocialLoginRedirectPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.socialLogin')} />;
}
