import { Anchor, Button, Container, SegmentedControl, Select, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { SORT_OPTIONS, type SortKey } from '@suara/domain';
import { IconPencilPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { BrowserOnly } from '../../../components/browser-only';
import { DocumentTitle } from '../../../components/document-title';
import { useSession } from '../../../lib/session';
import { AdvancedSearch } from '../browse/advanced-search';
import { apiFilters, EMPTY_FILTER_FORM, writeBrowseState, type BrowseState, type BrowseView } from '../browse/browse-params';
import { readBrowseState } from '../browse/browse-state';
import classes from '../browse/browse.module.css';
import { PopularStrip } from '../browse/popular-strip';
import { ReviewCardList } from '../browse/review-card-list';
import { ReviewSearchBox } from '../browse/review-search-box';
import { loadBrowseMap } from './popular-early-data';

// Leaflet and the map's layers are their own chunk, loaded only when the map view shows (from the
// start of a first visit: popular-early-data.ts).
const ReviewBrowseMap = lazy(loadBrowseMap);

/**
 * /popular — the review browse page (spec §2 "Review browse / map page"): the month's popular
 * reviews, type-ahead search, Advanced Search, and the reviews as a map (default) or as cards.
 * Filters, sort and view live in the URL.
 */
export default function PopularPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBrowseState(params), [params]);
  const filters = useMemo(() => apiFilters(state.filters, user?.id), [state.filters, user?.id]);

  const update = (patch: Partial<BrowseState>) => setParams((current) => writeBrowseState(current, { ...state, ...patch }), { preventScrollReset: true });
  const mapPlaceholder = <Skeleton className={classes.mapFallback} role="status" aria-label={t('browse.loadingMap')} />;

  return (
    <Container size="lg" py="md">
      <DocumentTitle page={t('pages.popular')} description={t('meta.popular')} />
      <Stack gap="lg">
        <Title order={1}>{t('pages.popular')}</Title>
        <PopularStrip />
        <Stack gap="xs" component="section" aria-label={t('browse.findReviews')}>
          <ReviewSearchBox />
          <AdvancedSearch
            value={state.filters}
            signedIn={Boolean(user)}
            onSearch={(next) => update({ filters: next })}
            onClear={() => update({ filters: EMPTY_FILTER_FORM })}
            actions={
              <>
                <Button component={Link} to="/review" variant="light" leftSection={<IconPencilPlus size={18} aria-hidden="true" />}>
                  {t('browse.createReview')}
                </Button>
                <SegmentedControl
                  aria-label={t('browse.view')}
                  value={state.view}
                  onChange={(view) => update({ view: view as BrowseView })}
                  data={[
                    { value: 'map', label: t('browse.mapView') },
                    { value: 'card', label: t('browse.cardView') },
                  ]}
                />
              </>
            }
          />
          {state.filters.postedBy === 'me' && !user ? (
            <Text size="sm">
              {t('browse.meOnlySignIn')}{' '}
              <Anchor component={Link} to="/signin">
                {t('nav.signIn')}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <section aria-labelledby="browse-results">
          <VisuallyHidden>
            <h2 id="browse-results">{state.view === 'map' ? t('browse.mapView') : t('browse.cardView')}</h2>
          </VisuallyHidden>
          {state.view === 'card' ? (
            <Stack gap="md">
              <Select
                label={t('browse.sortBy')}
                data={SORT_OPTIONS.map((option) => ({ value: option.key, label: option[language] }))}
                value={state.sort}
                onChange={(sort) => sort && update({ sort: sort as SortKey })}
                allowDeselect={false}
                w={{ base: '100%', xs: 240 }}
              />
              <ReviewCardList filters={filters} sort={state.sort} />
            </Stack>
          ) : (
            <BrowserOnly placeholder={mapPlaceholder}>
              <Suspense fallback={mapPlaceholder}>
                <ReviewBrowseMap filters={filters} />
              </Suspense>
            </BrowserOnly>
          )}
        </section>
      </Stack>
    </Container>
  );
}
