import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** /on-board-question — placeholder until its feature is built. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.onboarding')} />;
}
