import { ActionIcon, Anchor, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ReviewAttachment } from '../../../lib/review-format';
import classes from './review-dialog.module.css';

/** A full-size image, or a neutral placeholder when it fails to load (DESIGN.md). */
function ReviewImage({ attachment, label }: { attachment: ReviewAttachment; label: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Stack className={classes.placeholder} align="center" justify="center" gap="xs" role="img" aria-label={t('reviewView.imageUnavailable')}>
        <IconPhotoOff size={56} stroke={1.5} aria-hidden="true" />
        <Text size="sm" aria-hidden="true">
          {t('reviewView.imageUnavailable')}
        </Text>
      </Stack>
    );
  }
  return (
    <img
      className={classes.image}
      src={attachment.url}
      alt={label}
      width={attachment.width ?? undefined}
      height={attachment.height ?? undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** A PDF attachment: its name and a link that downloads it under that name. */
function PdfPreview({ attachment }: { attachment: ReviewAttachment }) {
  const { t } = useTranslation();
  return (
    <Stack className={classes.placeholder} align="center" justify="center" gap="sm" p="md">
      <IconFileTypePdf size={56} stroke={1.5} aria-hidden="true" />
      <Anchor href={attachment.url} download={attachment.originalName} fw={600} ta="center" style={{ wordBreak: 'break-word' }}>
        {t('reviewView.previewPdf', { name: attachment.originalName })}
      </Anchor>
    </Stack>
  );
}

function Slide({ attachment, label }: { attachment: ReviewAttachment; label: string }) {
  return attachment.type === 'pdf' ? <PdfPreview attachment={attachment} /> : <ReviewImage attachment={attachment} label={label} />;
}

/**
 * The dialog's media (spec §2): one attachment on its own, several in a carousel (previous / next
 * buttons, a dot per slide, arrow keys), built on Mantine primitives.
 */
export function ReviewMedia({ attachments, altBase }: { attachments: ReviewAttachment[]; altBase: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const first = attachments[0];
  if (!first) return null;
  if (attachments.length === 1) return <div className={classes.media}>{<Slide attachment={first} label={altBase} />}</div>;

  const count = attachments.length;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  return (
    <section className={classes.media} aria-roledescription={t('reviewView.carousel')} aria-label={t('reviewView.attachments')} onKeyDown={onKeyDown}>
      <VisuallyHidden aria-live="polite">{t('reviewView.slideOf', { index: current + 1, count })}</VisuallyHidden>
      {attachments.map((attachment, i) => (
        <div
          key={attachment.id}
          role="group"
          aria-roledescription={t('reviewView.slide')}
          aria-label={t('reviewView.slideOf', { index: i + 1, count })}
          hidden={i !== current}
          className={classes.slide}
        >
          <Slide attachment={attachment} label={`${altBase} (${t('reviewView.slideOf', { index: i + 1, count })})`} />
        </div>
      ))}
      <ActionIcon
        className={classes.prev}
        style={{ position: 'absolute', zIndex: 2, top: '50%', left: 'var(--mantine-spacing-xs)', transform: 'translateY(-50%)' }}
        variant="white"
        color="dark"
        radius="xl"
        size="lg"
        aria-label={t('reviewView.previousSlide')}
        onClick={() => go(current - 1)}
      >
        <IconChevronLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        className={classes.next}
        style={{ position: 'absolute', zIndex: 2, top: '50%', right: 'var(--mantine-spacing-xs)', transform: 'translateY(-50%)' }}
        variant="white"
        color="dark"
        radius="xl"
        size="lg"
        aria-label={t('reviewView.nextSlide')}
        onClick={() => go(current + 1)}
      >
        <IconChevronRight size={20} aria-hidden="true" />
      </ActionIcon>
      <Group className={classes.dots} gap={6} justify="center" style={{ position: 'absolute', zIndex: 2 }}>
        {attachments.map((attachment, i) => (
          <UnstyledButton
            key={attachment.id}
            className={classes.dot}
            data-active={i === current || undefined}
            aria-label={t('reviewView.goToSlide', { index: i + 1 })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </Group>
    </section>
  );
}
