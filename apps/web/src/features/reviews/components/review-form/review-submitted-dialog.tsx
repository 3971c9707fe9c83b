import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from 'react-router';
import { DIALOG_STYLES } from '../../../../components/dialog-styles';

type Props = { ticketNumber: number | null; onClose: () => void };

/** 'Review Submitted' with 'TICKET NUMBER: #{ticketNumber}' and Ok to / (spec §2). */
export function ReviewSubmittedDialog({ ticketNumber, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={ticketNumber !== null} onClose={onClose} title={t('reviewForm.submittedTitle')} centered styles={DIALOG_STYLES} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('reviewForm.ticketNumber', { ticketNumber })}
        </Text>
        <Group justify="center" w="100%">
          <Button component={Link} to="/" fullWidth>
            {t('reviewForm.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
