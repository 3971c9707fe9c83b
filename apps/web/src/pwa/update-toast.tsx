import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { showToast } from '../lib/toast';

const UPDATE_TOAST_ID = 'app-update';

function UpdateToastBody({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('pwa.updateAvailable')}</Text>
      <Button
        size="xs"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {t('pwa.reload')}
      </Button>
    </Stack>
  );
}

/**
 * 'New version available — reload': stays until the reader reloads or dismisses it (a new version
 * never replaces the page under them). Reload lets the waiting service worker take over, and the
 * page reloads once it does.
 */
export function showUpdateToast(applyUpdate: () => void): void {
  showToast({
    id: UPDATE_TOAST_ID,
    color: 'transit',
    message: <UpdateToastBody onReload={applyUpdate} />,
    autoClose: false,
  });
}
