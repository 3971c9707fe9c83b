import { Group, Radio } from '@mantine/core';
import { LANGUAGE_LABELS } from '@suara/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage, type Language } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/users-api';

/** The language preference: switches the interface at once and is saved to the profile. */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const update = useUpdateProfile();

  const choose = (value: string) => {
    const next = value as Language;
    if (next === language) return;
    setLanguage(next);
    // Toast in the new language: `message` reads the language when the toast is shown.
    update.mutate({ language: next }, { onSuccess: () => toastSuccess(message('profileUpdated')) });
  };

  return (
    <Radio.Group label={t('settings.languageChoice')} value={language} onChange={choose}>
      <Group gap="lg" mt="xs">
        {LANGUAGES.map((lng) => (
          <Radio key={lng} value={lng} label={<span lang={lng}>{LANGUAGE_LABELS[lng][lng]}</span>} disabled={update.isPending} />
        ))}
      </Group>
    </Radio.Group>
  );
}
