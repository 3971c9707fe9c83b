import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { usePageIdle } from '../../../lib/page-idle';
import { postersQueryOptions, type Poster } from '../api/posters-api';
import { PosterNotice } from './poster-notice';
import { readSeenPosters, rememberPoster, unseenPosters } from './seen-posters';

// The dialog's code (Mantine's Modal, its focus trap and scroll lock) loads when a notice shows, not
// with the home page: most visits open no poster.
const loadPosterModal = () => import('./poster-modal');
const PosterModal = lazy(loadPosterModal);

/**
 * The home page's poster dialogs (spec §2): each active poster once per browser and version, one
 * after the other. Each comes as a small notice at the bottom of the screen, whose 'View' opens
 * its dialog; closing the dialog or dismissing the notice brings the next. A poster counts as seen
 * when its notice shows, so a reload does not bring it back; a new version does.
 *
 * The posters are fetched and shown only once the page has loaded and gone idle, and not as an
 * open dialog: a large image on landing would be the page's largest paint and an interruption
 * (docs/decisions.md, Posters). Nothing shows in the pre-rendered page, which knows no seen list.
 */
export function PosterDialog() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const idle = usePageIdle();
  const posters = useQuery({ ...postersQueryOptions(), enabled: idle });
  // What this browser had seen when the page opened: the queue does not shrink as posters show.
  const [seenBefore] = useState(readSeenPosters);
  const [closed, setClosed] = useState<string[]>([]);
  // The poster in the dialog stays set while the dialog fades out, so its content does not change.
  const [viewing, setViewing] = useState<Poster | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const viewButton = useRef<HTMLButtonElement>(null);
  // Set when the focus was in a notice or dialog that just went: it goes to the next notice's
  // 'View', or to <main> when there is none, instead of being lost with the removed button.
  const placeFocus = useRef(false);

  const active = posters.data ?? [];
  const queue = unseenPosters(active, seenBefore);
  const current: Poster | undefined = queue.find((poster) => !closed.includes(poster.id));

  useEffect(() => {
    if (current && posters.data) rememberPoster(current, posters.data);
  }, [current, posters.data]);

  useEffect(() => {
    if (current) void loadPosterModal();
  }, [current]);

  useEffect(() => {
    if (!placeFocus.current || dialogOpen) return;
    placeFocus.current = false;
    (viewButton.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
  });

  const describe = (poster: Poster) => (language === 'ms' && poster.descriptionMs ? poster.descriptionMs : poster.description);
  const titleOf = (poster: Poster) => {
    if (queue.length < 2) return t('home.poster.title');
    return `${t('home.poster.title')} (${t('home.poster.count', { current: queue.indexOf(poster) + 1, total: queue.length })})`;
  };

  const close = (poster: Poster, focusNext: boolean) => {
    placeFocus.current = focusNext;
    setClosed((ids) => [...ids, poster.id]);
  };

  return (
    // Always there, so that a notice arriving in it is announced (politely: it takes no focus).
    <div role="status">
      {current && !dialogOpen && (
        <PosterNotice
          title={titleOf(current)}
          imageUrl={current.imageUrl}
          description={describe(current)}
          viewRef={viewButton}
          onView={() => {
            setViewing(current);
            setDialogOpen(true);
          }}
          // The next notice keeps the focus on its own dismiss button; after the last, <main> takes it.
          onDismiss={() => close(current, queue.at(-1) === current)}
        />
      )}
      {viewing && (
        <Suspense fallback={null}>
          <PosterModal
            poster={viewing}
            opened={dialogOpen}
            title={titleOf(viewing)}
            description={describe(viewing)}
            onClose={() => {
              setDialogOpen(false);
              close(viewing, true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
