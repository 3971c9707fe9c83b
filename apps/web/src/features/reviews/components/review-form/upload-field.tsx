import { Alert, Box, Button, FileButton, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { ATTACHMENTS_MAX, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, isUploadMimeType } from '@suara/domain';
import { IconCloudUpload, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { apiErrorText, isApiError } from '../../../../lib/api-client';
import { useMessage } from '../../../../lib/messages';
import { uploadFiles, type UploadedFile } from '../../api/review-create-api';
import { localId } from '../../outbox/local-id';
import { failureKind, type LocalFile } from '../../outbox/outbox-draft';
import classes from './review-form.module.css';

type UploadFieldProps = {
  id: string;
  files: UploadedFile[];
  onAdd: (files: UploadedFile[]) => void;
  onRemove: (id: string) => void;
  /** Files picked while offline, kept on the device until they can go up. */
  kept: LocalFile[];
  onKeep: (files: LocalFile[]) => void;
  /** Kept files leave the list: gone up (their server copies in `uploaded`), or refused or removed (`uploaded` empty). */
  onKeptSettled: (ids: string[], uploaded: UploadedFile[]) => void;
  /** Visitors cannot upload: this runs instead of the file picker (the sign-in detour). */
  onNeedSignIn?: (() => void) | undefined;
  error?: string | undefined;
  onBusyChange?: (busy: boolean) => void;
};

type UploadResult = { ok: true; files: UploadedFile[] } | { ok: false; offline: boolean };

/**
 * The upload widget (spec §2): 'UPLOAD IMAGE', 'Attach incident photos / screenshots', BROWSE FILES
 * then ADD FILES, a progress bar while the files go up, each file listed with REMOVE. Offline
 * (issue #14), picked files are kept on the device and go up when the connection returns.
 */
export function UploadField(props: UploadFieldProps) {
  const { id, files, onAdd, onRemove, kept, onKeep, onKeptSettled, onNeedSignIn, error, onBusyChange } = props;
  const { t } = useTranslation();
  const message = useMessage();
  const titleId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const uploading = progress !== null;

  /** Sends files with the progress bar; a refusal is said under the list, no connection is not. */
  async function upload(toSend: File[]): Promise<UploadResult> {
    setProgress(0);
    onBusyChange?.(true);
    try {
      return { ok: true, files: await uploadFiles(toSend, setProgress) };
    } catch (cause) {
      const offline = isApiError(cause) && failureKind(cause.status) === 'offline';
      if (!offline) setFailure(apiErrorText(cause));
      return { ok: false, offline };
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  async function pick(picked: File[]) {
    resetRef.current?.();
    if (picked.length === 0) return;
    setFailure(null);
    if (files.length + kept.length + picked.length > ATTACHMENTS_MAX) return setFailure(message('attachmentsTooMany'));
    if (picked.some((file) => file.type !== '' && !isUploadMimeType(file.type))) return setFailure(message('fileTypeNotAllowed'));
    if (picked.some((file) => file.size > UPLOAD_MAX_BYTES)) return setFailure(message('fileTooLarge'));
    const keep = () => onKeep(picked.map((file) => ({ id: localId(), file })));
    if (!navigator.onLine) return keep();
    const result = await upload(picked);
    if (result.ok) onAdd(result.files);
    else if (result.offline) keep();
  }

  // Kept files go up when the connection returns while the form is open (otherwise with the draft).
  const uploadKept = useEffectEvent(async () => {
    if (uploading || kept.length === 0) return;
    const ids = kept.map((local) => local.id);
    const result = await upload(kept.map((local) => local.file));
    if (result.ok) onKeptSettled(ids, result.files);
    else if (!result.offline) onKeptSettled(ids, []);
  });
  useEffect(() => {
    const onOnline = () => void uploadKept();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const label = files.length === 0 ? t('reviewForm.browseFiles') : t('reviewForm.addFiles');
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Text id={titleId} fw={700} tt="uppercase" size="sm">
        {t('reviewForm.uploadTitle')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('reviewForm.uploadHint')}
      </Text>
      <Stack gap="xs">
        {files.map((file) => (
          <Group key={file.id} className={classes.fileRow} wrap="nowrap" justify="space-between" data-testid="attachment">
            <Group gap="sm" wrap="nowrap" className={classes.fileName}>
              {file.type === 'image' ? (
                <img src={file.thumbUrl ?? file.url} alt="" width={48} height={48} className={classes.thumb} loading="lazy" />
              ) : (
                <ThemeIcon size={48} variant="light" aria-hidden="true">
                  <IconFileTypePdf size={28} />
                </ThemeIcon>
              )}
              <Text size="sm" className={classes.fileName}>
                {file.originalName}
              </Text>
            </Group>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(file.id)} aria-label={t('reviewForm.removeFile', { name: file.originalName })}>
              {t('reviewForm.remove')}
            </Button>
          </Group>
        ))}
        {kept.map((local) => (
          <Group key={local.id} className={classes.fileRow} wrap="nowrap" justify="space-between" data-testid="attachment-kept">
            <Group gap="sm" wrap="nowrap" className={classes.fileName}>
              <ThemeIcon size={48} variant="light" aria-hidden="true">
                <IconCloudUpload size={28} />
              </ThemeIcon>
              <div className={classes.fileName}>
                <Text size="sm">{local.file.name}</Text>
                <Text size="xs" c="dimmed">
                  {t('outbox.fileKept')}
                </Text>
              </div>
            </Group>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => onKeptSettled([local.id], [])} aria-label={t('reviewForm.removeFile', { name: local.file.name })}>
              {t('reviewForm.remove')}
            </Button>
          </Group>
        ))}
        {uploading && (
          <Progress
            value={Math.round(progress * 100)}
            animated
            striped
            aria-label={t('reviewForm.uploading')}
            data-testid="upload-progress"
          />
        )}
        {failure && (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          {onNeedSignIn ? (
            <Button id={id} variant="default" leftSection={<IconUpload size={18} aria-hidden="true" />} onClick={onNeedSignIn}>
              {label}
            </Button>
          ) : (
            <FileButton resetRef={resetRef} onChange={(picked) => void pick(picked)} accept={UPLOAD_ACCEPT} multiple disabled={uploading || files.length + kept.length >= ATTACHMENTS_MAX}>
              {(props) => (
                <Button {...props} id={id} variant="default" loading={uploading} leftSection={<IconUpload size={18} aria-hidden="true" />}>
                  {label}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
