import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/messages';
import { DIALOG_STYLES } from './dialog-styles';

type ConfirmDeleteDialogProps = { opened: boolean; title: string; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Are you sure want to delete this post?' (spec §5) before a review, comment or reply goes. */
export function ConfirmDeleteDialog({ opened, title, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onCancel()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
      zIndex={400}
    >
      <Stack gap="md">
        <Text>{message('deleteConfirm')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {t('reviewView.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
