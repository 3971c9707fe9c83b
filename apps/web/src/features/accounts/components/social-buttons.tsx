import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { providersQueryOptions, socialStartUrl, type SocialProvider } from '../api/auth-api';

const ICONS: Record<SocialProvider, typeof IconBrandGoogle> = { google: IconBrandGoogle, facebook: IconBrandFacebook };

/**
 * 'Sign in with Google' / 'Sign in with Facebook', each only when the server has the provider
 * configured (GET /api/auth/providers). A full page load starts the OAuth flow on the server.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useQuery(providersQueryOptions());
  const enabled = (['google', 'facebook'] as const).filter((p) => providers.data?.[p] === true);
  if (enabled.length === 0) return null;

  return (
    <Stack gap="sm">
      <Divider label={t('common.or')} labelPosition="center" />
      {enabled.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={socialStartUrl(provider)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={20} aria-hidden="true" />}
          >
            {t(`auth.signIn.${provider}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
