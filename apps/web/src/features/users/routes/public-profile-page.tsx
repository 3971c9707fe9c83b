import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /public-profile/:userId — placeholder until its feature is built. */
export default function PublicProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.publicProfile')} />;
}
