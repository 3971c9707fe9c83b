import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { clearSession, type SessionUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDeleteAccount, useExportMyData } from '../api/users-api';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { forgetPersonalData } from '../../../lib/forget-personal-data';

/**
 * 'Your data' (issue #3, PDPA): download everything we hold as JSON, or delete the account after
 * typing the username; then signed out and sent home.
 */
export function DataSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => exportData.mutate()}
          loading={exportData.isPending}
        >
          {t('settings.download')}
        </Button>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          {t('settings.deleteAccount')}
        </Button>
      </Group>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} username={user.username} />
    </Stack>
  );
}

type DeleteAccountDialogProps = { opened: boolean; onClose: () => void; username: string };

function DeleteAccountDialog({ opened, onClose, username }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  // Signed out once this page has gone: before, its guard would send the reader to /signin instead.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      clearSession();
      forgetPersonalData(queryClient);
    },
    [queryClient],
  );
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();

  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    setError(undefined);
    onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed !== username) return;
    remove.mutate(typed, {
      onSuccess: () => {
        toastSuccess(t('settings.deleted'));
        deleted.current = true;
        void navigate('/', { replace: true });
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422) setError(apiErrorText(failure));
        else toastError(apiErrorText(failure));
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('settings.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('settings.deleteBody')}</Text>
          <TextInput
            label={t('settings.deleteConfirmLabel', { username })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" disabled={typed !== username} loading={remove.isPending}>
              {t('settings.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
