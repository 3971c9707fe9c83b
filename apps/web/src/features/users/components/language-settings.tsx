import { Group, Radio } from '@mantine/core';
import { LANGUAGE_LABELS } from '@suara/domain';
import { type Language, LANGUAGES, useLanguageChoice, useTranslation } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/users-api';

/** The language preference: switches the interface at once and is saved to the profile. */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguageChoice();
  const update = useUpdateProfile();

  const choose = (value: string) => {
    const next = value as Language;
    if (next === language) return;
    const switched = setLanguage(next);
    // Toast in the new language once its strings are in: `message` reads the language when shown.
    update.mutate({ language: next }, { onSuccess: () => void switched.then(() => toastSuccess(message('profileUpdated'))) });
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
