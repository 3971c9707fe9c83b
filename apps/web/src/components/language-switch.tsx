import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { type Language, LANGUAGES, useLanguageChoice, useTranslation } from '../lib/i18n';

type LanguageSwitchProps = {
  size?: 'xs' | 'sm';
};

/**
 * EN / BM toggle. A labelled group of two toggle buttons (aria-pressed); each button's accessible
 * name is its code plus the language's own name, e.g. "EN English", "BM Bahasa Melayu".
 */
export function LanguageSwitch({ size = 'xs' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguageChoice();
  const labelId = useId();
  const names: Record<Language, { code: string; name: string }> = {
    en: { code: t('language.en'), name: t('language.enName') },
    ms: { code: t('language.ms'), name: t('language.msName') },
  };

  return (
    <Group gap={4} role="group" aria-labelledby={labelId} wrap="nowrap">
      <VisuallyHidden id={labelId}>{t('language.label')}</VisuallyHidden>
      {LANGUAGES.map((lng) => {
        const active = lng === language;
        return (
          <Button
            key={lng}
            size={size}
            px={8}
            variant={active ? 'filled' : 'subtle'}
            aria-pressed={active}
            lang={lng}
            onClick={() => void setLanguage(lng)}
          >
            {names[lng].code}
            <VisuallyHidden> {names[lng].name}</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
