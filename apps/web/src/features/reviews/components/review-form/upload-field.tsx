import { Alert, Box, Button, FileButton, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { ATTACHMENTS_MAX, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, isUploadMimeType } from '@suara/domain';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../../lib/api-client';
import { useMessage } from '../../../../lib/messages';
import { uploadFiles, type UploadedFile } from '../../api/review-create-api';
import classes from './review-form.module.css';

type UploadFieldProps = {
  id: string;
  files: UploadedFile[];
  onAdd: (files: UploadedFile[]) => void;
  onRemove: (id: string) => void;
  /** Visitors cannot upload: this runs instead of the file picker (the sign-in detour). */
  onNeedSignIn?: (() => void) | undefined;
  error?: string | undefined;
  onBusyChange?: (busy: boolean) => void;
};

/**
 * The upload widget (spec §2): 'UPLOAD IMAGE', 'Attach incident photos / screenshots', BROWSE FILES
 * then ADD FILES, a progress bar while the files go up, each file listed with REMOVE.
 */
export function UploadField({ id, files, onAdd, onRemove, onNeedSignIn, error, onBusyChange }: UploadFieldProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const titleId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  async function pick(picked: File[]) {
    resetRef.current?.();
    if (picked.length === 0) return;
    setFailure(null);
    if (files.length + picked.length > ATTACHMENTS_MAX) return setFailure(message('attachmentsTooMany'));
    if (picked.some((file) => file.type !== '' && !isUploadMimeType(file.type))) return setFailure(message('fileTypeNotAllowed'));
    if (picked.some((file) => file.size > UPLOAD_MAX_BYTES)) return setFailure(message('fileTooLarge'));
    setProgress(0);
    onBusyChange?.(true);
    try {
      onAdd(await uploadFiles(picked, setProgress));
    } catch (cause) {
      setFailure(apiErrorText(cause));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  const uploading = progress !== null;
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
            <FileButton resetRef={resetRef} onChange={(picked) => void pick(picked)} accept={UPLOAD_ACCEPT} multiple disabled={uploading || files.length >= ATTACHMENTS_MAX}>
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
