import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  REPORT_REASON_GROUPS,
  reportDialogTitle,
  reportReasonsFor,
  type ReportReasonKey,
  type ReportTargetType,
} from '@suara/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../lib/i18n';
import { apiRequest } from '../lib/api-client';
import { useMessage } from '../lib/messages';
import { toastError, toastSuccess } from '../lib/toast';
import { DIALOG_STYLES } from './dialog-styles';

type ReportDialogProps = {
  opened: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: string;
};

/** POST /api/reports (a second report of the same thing updates the first). Errors surface as the shared error toast. */
export function sendReport(targetType: ReportTargetType, targetId: string, reason: ReportReasonKey) {
  return apiRequest<unknown>('/api/reports', { json: { targetType, targetId, reason } });
}

/**
 * The control focus goes back to when the dialog closes: the one focused as it opens or, for an
 * item of a menu (the menu closes as it opens the dialog, and its item is gone), the button that
 * opens that menu (the menu is labelled by it).
 */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menuLabel = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (menuLabel ? document.getElementById(menuLabel) : null) ?? active;
}

/**
 * 'Why are you reporting this {Review|Comment|User}?' (spec §2 "Report dialog", §5 "Reporting").
 * One reason at a time, grouped as the spec lists them; none chosen → the toast 'Need to select a
 * reason to report'; success → 'Thank you for letting us know!'. Resets on close and after sending;
 * either way focus returns to the control that opened it (a menu's button for a menu's item).
 */
export function ReportDialog({ opened, onClose, targetType, targetId }: ReportDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const message = useMessage();
  const [reason, setReason] = useState<ReportReasonKey | ''>('');
  const [openedBefore, setOpenedBefore] = useState(opened);
  const [origin, setOrigin] = useState<HTMLElement | null>(null);
  if (opened !== openedBefore) {
    setOpenedBefore(opened);
    // Read while rendering the opening, before the menu that opened it unmounts its focused item
    // (Mantine's own focus return reads it after, and then finds the page body).
    if (opened) setOrigin(focusOrigin());
  }
  const report = useMutation({
    mutationFn: (chosen: ReportReasonKey) => sendReport(targetType, targetId, chosen),
  });

  const reasons = reportReasonsFor(targetType);
  const ungroupedFirst = reasons.filter((r) => r.group === null && r.key === 'spam');
  const grouped = REPORT_REASON_GROUPS.map((group) => ({ group, reasons: reasons.filter((r) => r.group === group.key) }));
  const rest = reasons.filter((r) => r.group === null && r.key !== 'spam');

  const close = () => {
    if (report.isPending) return;
    setReason('');
    report.reset();
    onClose();
  };

  const submit = () => {
    if (!reason) {
      toastError(message('reportReasonRequired'));
      return;
    }
    report.mutate(reason, {
      onSuccess: () => {
        toastSuccess(message('reportSent'));
        setReason('');
        report.reset();
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={reportDialogTitle(targetType, language)}
      centered
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (origin?.isConnected) origin.focus();
      }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            value={reason}
            onChange={(value) => setReason(value as ReportReasonKey)}
            label={t('report.reasonLabel')}
          >
            <Stack gap="sm" mt="xs">
              {ungroupedFirst.map((r) => (
                <Radio key={r.key} value={r.key} label={r[language]} />
              ))}
              {grouped.map(({ group, reasons: inGroup }) =>
                inGroup.length === 0 ? null : (
                  <Stack key={group.key} gap="xs" role="group" aria-label={group[language]}>
                    <Text size="sm" fw={600} aria-hidden="true">
                      {group[language]}
                    </Text>
                    <Stack gap="sm" pl="md">
                      {inGroup.map((r) => (
                        <Radio key={r.key} value={r.key} label={r[language]} />
                      ))}
                    </Stack>
                  </Stack>
                ),
              )}
              {rest.map((r) => (
                <Radio key={r.key} value={r.key} label={r[language]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={report.isPending}>
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
