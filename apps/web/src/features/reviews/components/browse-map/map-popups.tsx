import type L from 'leaflet';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { feelingByKey, feelingByScore } from '@suara/domain';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useLanguage, useTranslation } from '../../../../lib/i18n';
import { Popup, useMap } from 'react-leaflet';
import { Link, useNavigate } from 'react-router';
import { FeelingLabel } from '../../../../components/feeling-label';
import { useReviewHref } from '../../../../components/review-tile';
import type { ReviewMapPoint, TransitStop } from '../../api/review-map-api';
import { feelingScore } from '../map-kit/map-icons';
import classes from './browse-map.module.css';
import { useAuthorName } from './map-layers';
import type { Opener } from './marker-activation';
import { routeLabel } from '../../../../lib/transit-format';

/*
 * One popup at a time, for the chosen review or bus stop, rendered by React (so it speaks the
 * reader's language and links through the router). Opened from the keyboard, it takes focus;
 * Escape closes it and focus goes back to the marker.
 */

export type Selection = { kind: 'review'; point: ReviewMapPoint; opener: Opener } | { kind: 'stop'; stop: TransitStop; opener: Opener };

export const selectionKey = (selection: Selection) => (selection.kind === 'review' ? `review:${selection.point.id}` : `stop:${selection.stop.id}`);

/** Moves focus to the popup's action when a key opened it. */
function useFocusWhenKeyed<T extends HTMLElement>(opener: Opener) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (opener.viaKeyboard) ref.current?.focus();
  }, [opener]);
  return ref;
}

function ReviewPopup({ point, opener }: { point: ReviewMapPoint; opener: Opener }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const href = useReviewHref(point.id);
  const authorName = useAuthorName();
  const action = useFocusWhenKeyed<HTMLButtonElement>(opener);
  const feeling = feelingByKey(point.feelingKey) ?? feelingByScore(feelingScore(point.score));
  return (
    <Stack gap={8} className={classes.popup}>
      <Text size="sm" fw={700}>
        {authorName(point.authorName)}
      </Text>
      {feeling ? <FeelingLabel feeling={feeling} language={language} /> : null}
      <Button
        ref={action}
        size="compact-sm"
        // The review dialog opens over the map; closing it goes back in history to this view.
        onClick={() => void navigate(href, { state: { reviewDialog: true }, preventScrollReset: true })}
      >
        {t('browseMap.openReview')}
      </Button>
    </Stack>
  );
}

function StopPopup({ stop, opener }: { stop: TransitStop; opener: Opener }) {
  const { t } = useTranslation();
  const action = useFocusWhenKeyed<HTMLAnchorElement>(opener);
  return (
    <Stack gap={6} className={classes.popup}>
      <Text size="sm" fw={700}>
        {stop.name}
      </Text>
      {stop.routes.length > 0 ? (
        <ul className={classes.routes} aria-label={t('browseMap.routes')}>
          {stop.routes.map((route) => (
            <li key={route.code}>
              <Text size="sm" span>
                {routeLabel(route)}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Anchor ref={action} component={Link} to={`/review?stop=${encodeURIComponent(stop.id)}`} size="sm" fw={600}>
        {t('browseMap.reviewThisStop')}
      </Anchor>
    </Stack>
  );
}

/** Popups sit above the marker's centre, clear of the marker itself. */
const OFFSET: L.PointExpression = [0, -8];

export function SelectionPopup({ selection, onClosed }: { selection: Selection; onClosed: (selection: Selection) => void }) {
  const map = useMap();
  const { t } = useTranslation();
  const position = useMemo<L.LatLngTuple>(
    () => (selection.kind === 'review' ? [selection.point.latitude, selection.point.longitude] : [selection.stop.latitude, selection.stop.longitude]),
    [selection],
  );

  // Leaflet names its close button in English; ours speaks the reader's language.
  const nameCloseButton = (popup: L.Popup) => popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('common.close'));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    map.closePopup();
  };

  return (
    <Popup
      position={position}
      offset={OFFSET}
      autoPanPadding={[24, 24]}
      eventHandlers={{
        add: (event) => nameCloseButton(event.target as L.Popup),
        remove: (event) => {
          // Focus left inside a closing popup (Escape, its close button) goes back to the marker.
          const element = (event.target as L.Popup).getElement();
          const active = document.activeElement;
          const focusWasInside = !active || active === document.body || Boolean(element?.contains(active));
          if (focusWasInside && selection.opener.element?.isConnected) selection.opener.element.focus({ preventScroll: true });
          onClosed(selection);
        },
      }}
    >
      <div onKeyDown={onKeyDown}>
        {selection.kind === 'review' ? (
          <ReviewPopup point={selection.point} opener={selection.opener} />
        ) : (
          <StopPopup stop={selection.stop} opener={selection.opener} />
        )}
      </div>
    </Popup>
  );
}
