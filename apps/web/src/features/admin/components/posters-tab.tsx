import { ActionIcon, Alert, Button, Group, Image, Modal, Paper, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPhotoOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { SectionHeading } from '../../../components/section-heading';
import { apiErrorText } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { adminPostersQueryOptions, useRemovePoster, useReorderPosters, useSetPosterActive, type AdminPoster } from '../api/posters-admin-api';
import { PosterFormDialog } from './posters-form-dialog';
import { plainList } from '../../../components/plain-list';

const moveButtonId = (id: string, direction: 'up' | 'down') => `poster-${id}-move-${direction}`;

/**
 * The admin dashboard's posters tab (issue #7 item 10): the home page's poster dialogs in their
 * order, each with its thumbnail, descriptions, a switch for showing it, move up/down buttons
 * (ordering by keyboard, no dragging needed), edit, and remove after a confirmation.
 */
export default function PostersTab() {
  const { t } = useTranslation();
  const posters = useQuery(adminPostersQueryOptions());
  const reorder = useReorderPosters();
  const [editing, setEditing] = useState<{ poster: AdminPoster | null } | null>(null);
  const [removing, setRemoving] = useState<AdminPoster | null>(null);

  // After a move, the keyboard stays on the moved poster: its same button, or its other one at an end.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    const button = focusAfterMove.current ? document.getElementById(focusAfterMove.current) : null;
    if (button && !button.hasAttribute('disabled')) {
      button.focus();
      focusAfterMove.current = null;
    }
  }, [posters.data]);

  function move(index: number, by: -1 | 1) {
    const items = posters.data ?? [];
    if (reorder.isPending) return;
    const ids = items.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
    const target = index + by;
    const direction = by < 0 ? (target === 0 ? 'down' : 'up') : target === items.length - 1 ? 'up' : 'down';
    focusAfterMove.current = moveButtonId(moved!, direction);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SectionHeading title={t('adminPosters.title')} intro={t('adminPosters.intro')} />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ poster: null })}>
          {t('adminPosters.add')}
        </Button>
      </Group>

      {posters.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('adminPosters.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      ) : posters.isError ? (
        <Alert color="red" role="alert" title={t('adminPosters.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(posters.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void posters.refetch()}>
              {t('adminPosters.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : posters.data.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text ta="center">{t('adminPosters.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ol" aria-label={t('adminPosters.listLabel')} style={plainList}>
          {posters.data.map((poster, index) => (
            <PosterRow
              key={poster.id}
              poster={poster}
              first={index === 0}
              last={index === posters.data.length - 1}
              onMove={(by) => move(index, by)}
              onEdit={() => setEditing({ poster })}
              onRemove={() => setRemoving(poster)}
            />
          ))}
        </Stack>
      )}

      <PosterFormDialog opened={editing !== null} poster={editing?.poster ?? null} onClose={() => setEditing(null)} />
      <RemovePosterDialog poster={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

type PosterRowProps = {
  poster: AdminPoster;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
};

function PosterRow({ poster, first, last, onMove, onEdit, onRemove }: PosterRowProps) {
  const { t } = useTranslation();
  const setActive = useSetPosterActive();
  const [failed, setFailed] = useState(false);
  const name = poster.description;
  const checked = setActive.isPending ? setActive.variables.active : poster.active;
  const iconButton = (label: string, icon: React.ReactNode, onClick: () => void, extra: { id?: string; disabled?: boolean; color?: string } = {}) => (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} {...extra}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      {/* On a phone the buttons wrap below the text rather than squeezing it. */}
      <Group wrap="wrap" align="flex-start" gap="md">
        {poster.imageUrl && !failed ? (
          <Image src={poster.imageUrl} alt="" w={96} h={64} fit="cover" radius="sm" loading="lazy" onError={() => setFailed(true)} style={{ flexShrink: 0 }} />
        ) : (
          <Paper w={96} h={64} bg="gray.1" radius="sm" style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
            <IconPhotoOff size={24} role="img" aria-label={t('adminPosters.noImage')} />
          </Paper>
        )}
        <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {poster.description}
          </Text>
          <Text size="sm" c="dimmed" lang="ms" style={{ overflowWrap: 'anywhere' }}>
            {poster.descriptionMs ?? t('adminPosters.noMalay')}
          </Text>
          <Group gap="xs" mt={4} wrap="wrap">
            <Switch
              label={t('adminPosters.showOnHome')}
              aria-label={t('adminPosters.showNamed', { name })}
              checked={checked}
              disabled={setActive.isPending}
              onChange={(event) => setActive.mutate({ poster, active: event.currentTarget.checked })}
            />
          </Group>
        </Stack>
        <Group gap={6} wrap="nowrap" ml="auto">
          {iconButton(t('adminPosters.moveUp', { name }), <IconArrowUp size={18} aria-hidden />, () => onMove(-1), { id: moveButtonId(poster.id, 'up'), disabled: first })}
          {iconButton(t('adminPosters.moveDown', { name }), <IconArrowDown size={18} aria-hidden />, () => onMove(1), { id: moveButtonId(poster.id, 'down'), disabled: last })}
          {iconButton(t('adminPosters.edit', { name }), <IconPencil size={18} aria-hidden />, onEdit)}
          {iconButton(t('adminPosters.remove', { name }), <IconTrash size={18} aria-hidden />, onRemove, { color: 'red.9' })}
        </Group>
      </Group>
    </Paper>
  );
}

function RemovePosterDialog({ poster, onClose }: { poster: AdminPoster | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePoster();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={poster !== null} onClose={close} title={t('adminPosters.removeTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }} styles={DIALOG_STYLES}>
      <Stack gap="md">
        <Text>{t('adminPosters.removeConfirm', { name: poster?.description ?? '' })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              poster &&
              remove.mutate(poster.id, {
                onSuccess: () => {
                  toastSuccess(t('adminPosters.removed'));
                  remove.reset();
                  onClose();
                },
              })
            }
          >
            {t('adminPosters.removeAction')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
