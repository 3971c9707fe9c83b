import { Alert, Button, FileInput, Group, Image, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { fieldErrors, POSTER_DESCRIPTION_MAX, POSTER_URL_MAX, ZPosterInput } from '@suara/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { apiErrorText, apiFieldErrorsFor } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { uploadPosterImage, useSavePoster, type AdminPoster } from '../api/posters-admin-api';

const FIELDS = ['image', 'url', 'imageKey', 'description', 'descriptionMs'] as const;
type Field = (typeof FIELDS)[number];
type Values = { description: string; descriptionMs: string; url: string; imageKey: string | null; imageUrl: string | null; active: boolean };

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

function startingValues(poster: AdminPoster | null): Values {
  return {
    description: poster?.description ?? '',
    descriptionMs: poster?.descriptionMs ?? '',
    url: poster?.url ?? '',
    imageKey: poster?.imageKey ?? null,
    imageUrl: poster?.imageKey ? poster.imageUrl : null,
    active: poster?.active ?? true,
  };
}

type PosterFormDialogProps = { opened: boolean; poster: AdminPoster | null; onClose: () => void };

/**
 * Add or edit a poster: an uploaded image (sent at once, so the preview is the stored image) or
 * an image's web address, the English description and an optional Malay one, and whether the
 * home page shows it. Errors show under their fields; nothing typed is lost on a failure.
 */
export function PosterFormDialog({ opened, poster, onClose }: PosterFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(poster ? 'adminPosters.editTitle' : 'adminPosters.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      {/* Mounted afresh for each poster, so the form starts from its values. */}
      {opened && <PosterForm key={poster?.id ?? 'new'} poster={poster} onDone={onClose} />}
    </Modal>
  );
}

function PosterForm({ poster, onDone }: { poster: AdminPoster | null; onDone: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const formId = useId();
  const save = useSavePoster();
  const [values, setValues] = useState<Values>(() => startingValues(poster));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const set = (patch: Partial<Values>, cleared: Field[]) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    // The image's problems show under the file input.
    if (first) focusField(formId, first === 'imageKey' ? 'image' : first);
  }

  async function pickFile(file: File | null) {
    if (!file) return set({ imageKey: null, imageUrl: null }, ['image']);
    setUploading(true);
    try {
      const { imageKey, imageUrl } = await uploadPosterImage(file);
      set({ imageKey, imageUrl, url: '' }, ['image', 'url', 'imageKey']);
    } catch (error) {
      setErrors((previous) => ({ ...previous, image: apiErrorText(error) }));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = { description: values.description, descriptionMs: values.descriptionMs, url: values.url, imageKey: values.imageKey, active: values.active };
    const result = ZPosterInput.safeParse(input);
    if (!result.success) {
      const codes = fieldErrors(result.error);
      showErrors(Object.fromEntries(FIELDS.flatMap((field) => (codes[field] ? [[field, message(codes[field])]] : []))));
      return;
    }
    // The whole poster, also when editing (PUT replaces it).
    save.mutate(
      { id: poster?.id, body: result.data },
      {
        onSuccess: () => {
          toastSuccess(t(poster ? 'adminPosters.saved' : 'adminPosters.added'));
          onDone();
        },
        onError: (error) => {
          const known = apiFieldErrorsFor(error, FIELDS);
          if (known) showErrors(known);
          else setFormError(apiErrorText(error));
        },
      },
    );
  }

  const imageError = errors.image ?? errors.imageKey;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FileInput
          id={`${formId}-image`}
          label={t('adminPosters.upload')}
          description={t('adminPosters.uploadHint')}
          placeholder={t('adminPosters.chooseImage')}
          accept={ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': t('adminPosters.clearImage') }}
          leftSection={<IconUpload size={16} aria-hidden />}
          onChange={(file) => void pickFile(file)}
          disabled={uploading}
          error={imageError}
        />
        {uploading && (
          <Text size="sm" role="status">
            {t('adminPosters.uploading')}
          </Text>
        )}
        {values.imageUrl && <Image src={values.imageUrl} alt={t('adminPosters.preview')} h={160} w="auto" fit="contain" radius="sm" />}
        <TextInput
          id={`${formId}-url`}
          label={t('adminPosters.url')}
          description={t('adminPosters.urlHint')}
          type="url"
          inputMode="url"
          maxLength={POSTER_URL_MAX}
          value={values.url}
          onChange={(event) => {
            const url = event.currentTarget.value;
            // A web address replaces an uploaded image.
            set(url ? { url, imageKey: null, imageUrl: null } : { url }, ['url', 'image', 'imageKey']);
          }}
          error={errors.url}
        />
        <Textarea
          id={`${formId}-description`}
          label={t('adminPosters.description')}
          required
          autosize
          minRows={2}
          maxLength={POSTER_DESCRIPTION_MAX}
          value={values.description}
          onChange={(event) => set({ description: event.currentTarget.value }, ['description'])}
          error={errors.description}
        />
        <Textarea
          id={`${formId}-descriptionMs`}
          label={t('adminPosters.descriptionMs')}
          description={t('adminPosters.descriptionMsHint')}
          autosize
          minRows={2}
          maxLength={POSTER_DESCRIPTION_MAX}
          lang="ms"
          value={values.descriptionMs}
          onChange={(event) => set({ descriptionMs: event.currentTarget.value }, ['descriptionMs'])}
          error={errors.descriptionMs}
        />
        <Switch label={t('adminPosters.showOnHome')} checked={values.active} onChange={(event) => set({ active: event.currentTarget.checked }, [])} />
        {formError && (
          <Alert color="red" role="alert" title={t('adminPosters.notSaved')}>
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {t(poster ? 'adminPosters.save' : 'adminPosters.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
