import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { DocumentTitle } from '../../../components/document-title';
import { useSession } from '../../../lib/session';
import { useMe } from '../api/users-api';
import { AvatarSettings } from '../components/avatar-settings';
import { DataSettings } from '../components/data-settings';
import { EmailSettings } from '../components/email-settings';
import { LanguageSettings } from '../components/language-settings';
import { PreferencesForm } from '../components/preferences-form';
import { ProfileForm } from '../components/profile-form';
import { SettingsSection } from '../components/settings-section';
import { SignedInDevices } from '../components/signed-in-devices';

/**
 * /setting (spec §2 "Settings", §4 "Profile update"): profile photo, profile fields (e-mail
 * disabled, password 'change'), language, the onboarding answers, the signed-in devices, and
 * 'Your data'.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Keep the stored user fresh (e.g. an avatar changed on another device).
  useMe();

  if (!user) return null; // the guard sends visitors to /signin

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={t('pages.settings')} />
      <Stack gap="lg">
        <Title order={1}>{t('settings.title')}</Title>
        <SettingsSection title={t('settings.photo')}>
          <AvatarSettings user={user} />
        </SettingsSection>
        <SettingsSection title={t('settings.profile')}>
          <ProfileForm user={user} />
        </SettingsSection>
        <SettingsSection title={t('settings.language')}>
          <LanguageSettings />
        </SettingsSection>
        <SettingsSection title={t('settings.emails')}>
          <EmailSettings user={user} />
        </SettingsSection>
        <SettingsSection title={t('settings.preferences')} intro={t('settings.preferencesIntro')}>
          <PreferencesForm user={user} />
        </SettingsSection>
        <SettingsSection title={t('devices.title')} intro={t('devices.intro')}>
          <SignedInDevices />
        </SettingsSection>
        <SettingsSection title={t('settings.yourData')} intro={t('settings.yourDataIntro')}>
          <DataSettings user={user} />
        </SettingsSection>
      </Stack>
    </Container>
  );
}
