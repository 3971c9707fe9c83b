import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /maas — placeholder until its feature is built. */
export default function MaasPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.maas')} />;
}
