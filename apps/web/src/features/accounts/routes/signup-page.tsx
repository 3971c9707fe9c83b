import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /signup — placeholder until its feature is built. */
export default function SignUpPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.signUp')} />;
}
