import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

type LoadErrorProps = { message: string; onRetry: () => void; retrying?: boolean };

/** Content that could not load: what failed, and a way to try again (every list and page has one). */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <Text>{message}</Text>
      <Button variant="default" onClick={onRetry} loading={retrying}>
        {t('routeError.retry')}
      </Button>
    </Stack>
  );
}
