import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/messages';
import type { AdminUser } from '../api/people-api';

export type RoleChangeRequest = { user: AdminUser; makeAdmin: boolean };

type PeopleRoleDialogProps = {
  request: RoleChangeRequest | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Each grant or removal asks for confirmation (spec §5). A refusal stays in the dialog: the
 * server's 'Not Allowed!' for removing one's own privilege as a titled alert, anything else as text.
 */
export function PeopleRoleDialog({ request, pending, error, onCancel, onConfirm }: PeopleRoleDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const makeAdmin = request?.makeAdmin ?? false;
  const name = request?.user.name ?? '';
  const selfRemoval = isApiError(error) && error.code === 'self_removal_not_allowed';
  const [refusalTitle, ...refusalBody] = message('adminSelfRemoval').split('\n');

  return (
    <Modal
      opened={request !== null}
      onClose={() => !pending && onCancel()}
      title={t(makeAdmin ? 'adminPeople.confirm.grantTitle' : 'adminPeople.confirm.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <Stack gap="md">
        <Text>{t(makeAdmin ? 'adminPeople.confirm.grantBody' : 'adminPeople.confirm.removeBody', { name, email: request?.user.email ?? '' })}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={selfRemoval ? refusalTitle : undefined}>
            {selfRemoval ? refusalBody.join(' ') : apiErrorText(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {error ? t('common.close') : t('common.cancel')}
          </Button>
          {selfRemoval ? null : (
            <Button color={makeAdmin ? 'transit' : 'red.9'} onClick={onConfirm} loading={pending}>
              {t(makeAdmin ? 'adminPeople.actions.grant' : 'adminPeople.actions.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
