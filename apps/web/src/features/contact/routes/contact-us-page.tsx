import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /contact-us — placeholder until its feature is built. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.contactUs')} />;
}
