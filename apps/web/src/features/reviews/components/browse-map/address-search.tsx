import { Button, Input, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { apiErrorText, isApiError } from '../../../../lib/api-client';
import { useMessage } from '../../../../lib/messages';
import { toastError } from '../../../../lib/toast';
import { GEO_QUERY_MAX, GEO_QUERY_MIN, geoSearchQueryOptions, type GeoPlace } from '../../api/review-map-api';
import classes from './browse-map.module.css';

/*
 * Address search above the map (GET /api/geo/search through the server's geocoder proxy): the
 * places found drop down over the map; Arrow keys move through them, Enter picks one, Escape
 * closes the list. A failed search is a toast; the map keeps working.
 */

/** 503: no geocoder configured; 502: the provider failed. */
const UNAVAILABLE = [502, 503];

export function AddressSearch({ onPick }: { onPick: (place: GeoPlace) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [places, setPlaces] = useState<GeoPlace[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const boxRef = useClickOutside<HTMLDivElement>(() => setPlaces(null));

  async function search(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q.length < GEO_QUERY_MIN) {
      setError(t('browseMap.searchTooShort', { min: GEO_QUERY_MIN }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSearching(true);
    try {
      const found = await queryClient.fetchQuery(geoSearchQueryOptions(q));
      setPlaces(found);
      setAnnouncement(found.length ? t('browseMap.placesFound', { count: found.length }) : message('noResultFound'));
    } catch (cause) {
      setPlaces(null);
      setAnnouncement('');
      toastError(isApiError(cause) && UNAVAILABLE.includes(cause.status) ? t('browseMap.searchUnavailable') : apiErrorText(cause));
    } finally {
      setSearching(false);
    }
  }

  function pick(place: GeoPlace) {
    setPlaces(null);
    setAnnouncement(t('browseMap.showingPlace', { place: place.label }));
    onPick(place);
    inputRef.current?.focus();
  }

  const resultButtons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];

  function onInputKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && places?.length) {
      event.preventDefault();
      resultButtons()[0]?.focus();
    } else if (event.key === 'Escape' && places) {
      setPlaces(null);
    }
  }

  function onListKeyDown(event: KeyboardEvent) {
    const buttons = resultButtons();
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else buttons[Math.min(next, buttons.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      setPlaces(null);
      inputRef.current?.focus();
    }
  }

  return (
    <div ref={boxRef} className={classes.search}>
      <form onSubmit={(event) => void search(event)} noValidate>
        <Input.Wrapper id={`${id}-q`} label={t('browseMap.searchLabel')} error={error}>
          <div className={classes.searchRow}>
            <Input
              ref={inputRef}
              id={`${id}-q`}
              className={classes.searchInput}
              placeholder={t('browseMap.searchPlaceholder')}
              value={text}
              maxLength={GEO_QUERY_MAX}
              autoComplete="off"
              error={Boolean(error)}
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (error) setError(null);
              }}
              onKeyDown={onInputKeyDown}
              aria-controls={places?.length ? `${id}-places` : undefined}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden="true" />} aria-busy={searching}>
              {t('browseMap.search')}
            </Button>
          </div>
        </Input.Wrapper>
      </form>
      {places ? (
        <Paper className={classes.results} shadow="md" withBorder>
          {places.length === 0 ? (
            <Text size="sm" p="sm">
              {message('noResultFound')}
            </Text>
          ) : (
            <ul ref={listRef} id={`${id}-places`} className={classes.resultList} aria-label={t('browseMap.places')} onKeyDown={onListKeyDown}>
              {places.map((place, index) => (
                <li key={`${index}:${place.label}`}>
                  <UnstyledButton className={classes.result} onClick={() => pick(place)}>
                    {place.label}
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          )}
        </Paper>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
