import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /signin — placeholder until its feature is built. */
export default function SignInPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.signIn')} />;
}
