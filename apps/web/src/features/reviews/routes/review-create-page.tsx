import { Alert, Anchor, Autocomplete, Box, Button, Container, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  ADDRESS_PLACEHOLDER,
  EXPERIENCE_MAX,
  fieldErrors,
  isAspectAllowed,
  isInMalaysia,
  klDateString,
  makeZIncidentForm,
  makeZReviewSubmission,
  MAP_DEFAULT_CENTER,
  OPERATOR_MAX,
  OTHER_KEY,
  OTHER_TEXT_MAX,
  PLATE_MAX,
  REVIEW_COMMENT_MAX,
  reviewChoiceErrors,
  ROUTE_MAX,
  serviceBySlug,
  STOP_MAX,
  type MessageCode,
  type ReviewOptionCategory,
} from '@suara/domain';
import { IconCurrentLocation, IconMailExclamation } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { DateTextInput, TimeTextInput } from '../../../components/date-time-inputs';
import { DocumentTitle } from '../../../components/document-title';
import { apiErrorText, apiFieldErrors, apiRequest, isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { clearSession, useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useResendVerification } from '../../users/api/users-api';
import { reviewOptionsQueryOptions, transitStopsQueryOptions, useCreateReview, type ReviewOption, type ReviewPayload } from '../api/review-create-api';
import { FeelingStep } from '../components/review-form/feeling-step';
import { SimilarReviews } from '../components/review-form/similar-reviews';
import { OptionCards } from '../components/review-form/option-cards';
import { clearDraft, emptyDraft, loadDraft, saveDraft, type ReviewDraft } from '../components/review-form/review-draft';
import classes from '../components/review-form/review-form.module.css';
import { ReviewSubmittedDialog } from '../components/review-form/review-submitted-dialog';
import { UploadField } from '../components/review-form/upload-field';
import { forgetDraft, holdForChanges, keepForLater, keptFilesOf } from '../outbox/form-outbox';
import { deliverDrafts } from '../outbox/outbox-deliver';
import { failureKind, type LocalFile, type OutboxDraft } from '../outbox/outbox-draft';
import { OutboxDraftsList } from '../outbox/outbox-drafts-list';
import { problemError } from '../outbox/outbox-send';
import { routeLabel } from '../../../lib/transit-format';

// Leaflet is loaded only with the details step.
const LocationMap = lazy(() => import('../components/review-form/location-map'));
type LatLng = { lat: number; lng: number };

/*
 * /review and /review/:serviceSlug (spec §2 "Review creation form", §4 "Review form steps"): five
 * steps revealed in order, checked with the domain's rules, posted as the spec's submission. The
 * draft lives in sessionStorage so a reload or the sign-in detour keeps it.
 */

type Field =
  | 'feeling'
  | 'service'
  | 'serviceText'
  | 'aspect'
  | 'aspectText'
  | 'incidentDate'
  | 'incidentTime'
  | 'experience'
  | 'routeName'
  | 'operatorName'
  | 'stopName'
  | 'vehiclePlate'
  | 'comment'
  | 'location'
  | 'attachments';
type Errors = Partial<Record<Field, string>>;

/** The order errors are focused in (the first one gets focus). */
const FIELD_ORDER: Field[] = [
  'feeling',
  'service',
  'serviceText',
  'aspect',
  'aspectText',
  'incidentDate',
  'incidentTime',
  'experience',
  'routeName',
  'operatorName',
  'stopName',
  'vehiclePlate',
  'comment',
  'location',
  'attachments',
];

/** Server / schema field names → the form's. */
function formField(name: string): Field | undefined {
  if (name === 'incidentDateTime') return 'incidentDate';
  if (name.startsWith('attachments')) return 'attachments';
  if (name.startsWith('location')) return 'location';
  return (FIELD_ORDER as string[]).includes(name) ? (name as Field) : undefined;
}

/** The server's field messages, under the form's fields. */
function serverErrors(error: unknown): Errors {
  const next: Errors = {};
  for (const [field, text] of Object.entries(apiFieldErrors(error))) {
    const target = formField(field);
    if (target && !next[target]) next[target] = text;
  }
  return next;
}

const SCROLL_MS = 500;

/** Scrolls the window to the top over 500 ms (spec §9), at once when motion is reduced. */
function scrollToTop(reduceMotion: boolean) {
  const start = window.scrollY;
  if (reduceMotion || start === 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / SCROLL_MS);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

function reverseGeocode(position: LatLng) {
  const query = new URLSearchParams({ lat: position.lat.toFixed(6), lon: position.lng.toFixed(6) });
  return apiRequest<{ address: string }>(`/api/geo/reverse?${query.toString()}`, { toast: false, redirectOn401: false });
}

function initialDraft(slug: string | undefined): ReviewDraft {
  const fromSlug = slug ? serviceBySlug(slug)?.key ?? null : null;
  const stored = loadDraft();
  if (!stored) return emptyDraft(new Date(), fromSlug);
  if (fromSlug && stored.service !== fromSlug) {
    const aspect = stored.aspect && isAspectAllowed(stored.aspect, fromSlug) ? stored.aspect : null;
    return { ...stored, feelingSet: true, service: fromSlug, serviceText: '', aspect };
  }
  return stored;
}

/** The id of the option whose key is `key` ('' while the options load or none is chosen). */
const idOf = (list: Array<{ id: string; key: string }> | undefined, key: string | null) => list?.find((o) => o.key === key)?.id ?? '';

export default function ReviewCreatePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const { serviceSlug } = useParams();
  const [searchParams] = useSearchParams();
  const stopParam = searchParams.get('stop');
  const { user } = useSession();
  const reduceMotion = useReducedMotion() ?? false;
  const queryClient = useQueryClient();
  const formId = useId();

  const options = useQuery(reviewOptionsQueryOptions());
  const stops = useQuery(transitStopsQueryOptions());
  const create = useCreateReview();
  const resend = useResendVerification();

  const [draft, setDraft] = useState<ReviewDraft>(() => initialDraft(serviceSlug));
  const [errors, setErrors] = useState<Errors>({});
  const [ticketNumber, setTicketNumber] = useState<number | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Files picked offline (kept on the device until they go up), and a draft waiting to replace the form.
  const [keptFiles, setKeptFiles] = useState<LocalFile[]>([]);
  const [replacing, setReplacing] = useState<OutboxDraft | null>(null);

  // Keep the draft on every change; a successful submit clears it.
  useEffect(() => saveDraft(draft), [draft]);

  // Reloaded with a draft opened from the outbox: its kept files are there, not in sessionStorage.
  const [openedAtLoad] = useState(draft.outboxId);
  const userId = user?.id;
  useEffect(() => {
    if (!openedAtLoad || !userId) return;
    let current = true;
    keptFilesOf(openedAtLoad, userId).then(
      (files) => {
        if (!current) return;
        if (files) setKeptFiles(files);
        else setDraft((d) => ({ ...d, outboxId: null })); // sent or deleted meanwhile
      },
      (error: unknown) => console.warn('The offline draft could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [openedAtLoad, userId]);

  // /review/{slug} chosen while on the page (a link from the home grid): adjust during render.
  const [seenSlug, setSeenSlug] = useState(serviceSlug);
  if (seenSlug !== serviceSlug) {
    setSeenSlug(serviceSlug);
    const key = serviceSlug ? serviceBySlug(serviceSlug)?.key : undefined;
    if (key) setDraft((d) => ({ ...d, feelingSet: true, service: key, aspect: d.aspect && isAspectAllowed(d.aspect, key) ? d.aspect : null }));
  }

  // /review?stop={stopId} (from a stop on the map): that stop and its route, once the stops are here.
  const [appliedStop, setAppliedStop] = useState<string | null>(null);
  if (stopParam && stops.data && appliedStop !== stopParam) {
    setAppliedStop(stopParam);
    const stop = stops.data.find((s) => s.id === stopParam || s.code === stopParam);
    const route = stop?.routes[0];
    if (stop) {
      setDraft((d) => ({
        ...d,
        stopName: stop.name,
        routeName: route ? routeLabel(route) : d.routeName,
        operatorName: route?.operator ?? d.operatorName,
      }));
    }
  }

  const showService = draft.feelingSet;
  const showAspect = showService && draft.service !== null;
  const showDetails = showAspect && draft.aspect !== null;

  // Each newly revealed step scrolls into view (not on the first render: a restored draft stays put).
  const serviceRef = useRef<HTMLDivElement>(null);
  const aspectRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const shown = useRef({ service: showService, aspect: showAspect, details: showDetails });
  useEffect(() => {
    const before = shown.current;
    shown.current = { service: showService, aspect: showAspect, details: showDetails };
    const target = showDetails && !before.details ? detailsRef : showAspect && !before.aspect ? aspectRef : showService && !before.service ? serviceRef : null;
    target?.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [showService, showAspect, showDetails, reduceMotion]);

  const services = options.data?.services ?? [];
  const aspects = useMemo(
    () => (options.data?.aspects ?? []).filter((aspect) => draft.service === null || isAspectAllowed(aspect.key, draft.service)),
    [options.data, draft.service],
  );
  const stopNames = useMemo(() => [...new Set((stops.data ?? []).map((stop) => stop.name))].sort(), [stops.data]);
  const operatorNames = useMemo(
    () => [...new Set((stops.data ?? []).flatMap((stop) => stop.routes.flatMap((route) => (route.operator ? [route.operator] : []))))].sort(),
    [stops.data],
  );
  const routeNames = useMemo(
    () => [...new Set((stops.data ?? []).flatMap((stop) => stop.routes.map(routeLabel)))].sort(),
    [stops.data],
  );

  function change<K extends keyof ReviewDraft>(field: K, value: ReviewDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function chooseService(key: string) {
    setDraft((d) => ({ ...d, service: key, aspect: d.aspect && isAspectAllowed(d.aspect, key) ? d.aspect : null }));
    setErrors((e) => ({ ...e, service: undefined, aspect: undefined }));
  }

  // The marker: where the rider put it, else the named stop, else the default centre.
  const namedStop = (stops.data ?? []).find((s) => s.name.toLowerCase() === draft.stopName.trim().toLowerCase());
  const markerPosition: LatLng = draft.position ?? (namedStop ? { lat: namedStop.latitude, lng: namedStop.longitude } : MAP_DEFAULT_CENTER);

  // Reverse geocoding after each move; only the latest move's answer counts.
  const geocodeSeq = useRef(0);
  function moveMarker(position: LatLng) {
    const seq = ++geocodeSeq.current;
    setDraft((d) => ({ ...d, position, address: '' }));
    // Reviews are for Malaysia: said beside the map at once, and no address is looked up.
    const outside = !isInMalaysia(position.lat, position.lng);
    setErrors((e) => ({ ...e, location: outside ? message('locationOutsideMalaysia') : undefined }));
    if (outside) return;
    reverseGeocode(position).then(
      ({ address }) => {
        if (seq === geocodeSeq.current) setDraft((d) => ({ ...d, address }));
      },
      (error: unknown) => {
        // No address: the server names the nearest stop or none ('this location'); the position is sent.
        // English shows the provider's detail (the spec), other languages the code's translation.
        if (seq === geocodeSeq.current) toastError(apiErrorText(error));
      },
    );
  }

  // The marker's first position (a named stop, a stop the review was started from, the default centre)
  // gets its address too, quietly: a rider who never moves the marker still saves a real address.
  const { lat, lng } = markerPosition;
  const [firstAddress, setFirstAddress] = useState<{ lat: number; lng: number; address: string } | null>(null);
  const needsFirstAddress = showDetails && draft.position === null && isInMalaysia(lat, lng);
  useEffect(() => {
    if (!needsFirstAddress) return;
    let current = true;
    reverseGeocode({ lat, lng }).then(
      ({ address }) => {
        if (current) setFirstAddress({ lat, lng, address });
      },
      () => undefined, // nothing to say: the marker has not been touched, and the server fills the address in
    );
    return () => {
      current = false;
    };
  }, [needsFirstAddress, lat, lng]);
  const currentAddress = draft.position ? draft.address : firstAddress?.lat === lat && firstAddress.lng === lng ? firstAddress.address : '';

  const [locating, setLocating] = useState(false);
  function locateMe() {
    if (!('geolocation' in navigator)) {
      console.info('Geolocation is not available');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setLocating(false);
        moveMarker({ lat: result.coords.latitude, lng: result.coords.longitude });
      },
      (error) => {
        // Refused or unavailable: keep the marker where it is, no toast (spec: the failure is logged).
        setLocating(false);
        console.info('Geolocation failed', error.code, error.message);
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }

  function goSignIn() {
    saveDraft(draft);
    navigate('/signin', { state: { from: `${location.pathname}${location.search}` } });
  }

  function showErrors(next: Errors) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) window.setTimeout(() => focusField(formId, first), 0);
  }

  /** The payload, or the errors under the fields. */
  function validate(): { ok: true; payload: ReviewPayload } | { ok: false; errors: Errors } {
    const next: Errors = {};
    const put = (field: string, code: string | undefined) => {
      const target = formField(field);
      if (target && code && !next[target]) next[target] = message(code as MessageCode);
    };
    const choice = reviewChoiceErrors({
      service: draft.service ?? '',
      aspect: draft.aspect ?? '',
      serviceText: draft.serviceText,
      aspectText: draft.aspectText,
    });
    for (const [field, code] of Object.entries(choice)) put(field, code);
    const incident = makeZIncidentForm().safeParse({ incidentDate: draft.incidentDate, incidentTime: draft.incidentTime });
    if (!incident.success) for (const [field, code] of Object.entries(fieldErrors(incident.error))) put(field, code);

    const all = options.data;
    const keyOf = (category: ReviewOptionCategory, id: string) => {
      const list = category === 'feeling' ? all?.feelings : category === 'service' ? all?.services : all?.aspects;
      return list?.find((o) => o.id === id)?.key;
    };
    const body = {
      feeling: all?.feelings.find((f) => f.score === draft.feeling)?.id ?? '',
      service: idOf(all?.services, draft.service),
      serviceText: draft.service === OTHER_KEY ? draft.serviceText : undefined,
      aspect: idOf(all?.aspects, draft.aspect),
      aspectText: draft.aspect === OTHER_KEY ? draft.aspectText : undefined,
      incidentDateTime: incident.success ? incident.data.toISOString() : '',
      experience: draft.experience,
      operatorName: draft.operatorName,
      routeName: draft.routeName,
      stopName: draft.stopName,
      vehiclePlate: draft.vehiclePlate,
      comment: draft.comment,
      // The marker's position with its address; none yet (geocoder down, no answer) and the server
      // names the nearest stop or stores none. The placeholder is never sent (issue #13).
      location: {
        latitude: markerPosition.lat,
        longitude: markerPosition.lng,
        address: currentAddress || undefined,
      },
      attachments: draft.attachments.map((file) => file.id),
    };
    const parsed = makeZReviewSubmission({ optionKey: keyOf }).safeParse(body);
    if (!parsed.success) for (const [field, code] of Object.entries(fieldErrors(parsed.error))) put(field, code);
    if (Object.keys(next).length > 0 || !parsed.success) return { ok: false, errors: next };
    return { ok: true, payload: { ...parsed.data, incidentDateTime: body.incidentDateTime } };
  }

  /** An empty form, after the review went or was kept for later. */
  function resetForm() {
    clearDraft();
    geocodeSeq.current += 1; // an address still on its way belongs to the old draft
    setDraft(emptyDraft(new Date()));
    setKeptFiles([]);
    setErrors({});
    setNeedsVerification(false);
  }

  /** No connection (issue #14): the review is kept on this device and sent when the connection returns. */
  async function saveForLater(payload: ReviewPayload, owner: string) {
    try {
      await keepForLater({ userId: owner, form: draft, payload, files: keptFiles });
    } catch (cause) {
      console.warn('The review could not be kept on this device', cause);
      toastError(t('outbox.saveFailed'));
      return;
    }
    scrollToTop(reduceMotion);
    resetForm();
    // Online but with photos still on the device (picked offline): it goes at once.
    if (navigator.onLine) {
      toastSuccess(t('outbox.savedSending'));
      void deliverDrafts(owner, { navigate, queryClient });
    } else toastSuccess(t('outbox.saved'));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading || create.isPending) return;
    const result = validate();
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    if (!user) return goSignIn();
    const owner = user.id;
    if (!navigator.onLine || keptFiles.length > 0) return void saveForLater(result.payload, owner);
    const openedFrom = draft.outboxId;
    // Verification is checked by the server (403 email_not_verified): the stored user may be stale
    // when the link was opened in another tab.
    create.mutate(result.payload, {
      onSuccess: ({ review }) => {
        scrollToTop(reduceMotion);
        toastSuccess(message('reviewSubmitted'));
        resetForm();
        if (openedFrom) void forgetDraft(openedFrom);
        setTicketNumber(review.ticketNumber);
        void queryClient.invalidateQueries({ queryKey: ['reviews'] });
        void queryClient.invalidateQueries({ queryKey: ['users'] });
      },
      onError: (error) => {
        if (isApiError(error) && failureKind(error.status) === 'offline') return void saveForLater(result.payload, owner);
        if (isApiError(error) && error.status === 401) {
          clearSession();
          return goSignIn();
        }
        if (isApiError(error) && error.code === 'email_not_verified') return setNeedsVerification(true);
        const next = serverErrors(error);
        if (Object.keys(next).length > 0) showErrors(next);
        else toastError(apiErrorText(error));
      },
    });
  }

  /** Open: the draft fills the form, the server's refusal under its fields; it is held meanwhile. */
  async function openDraft(entry: OutboxDraft) {
    setReplacing(null);
    await holdForChanges(entry.id);
    geocodeSeq.current += 1;
    setDraft({ ...entry.form, outboxId: entry.id });
    setKeptFiles(entry.files);
    const refusal = entry.problem ? problemError(entry.problem) : null;
    setNeedsVerification(refusal?.code === 'email_not_verified');
    const next = refusal ? serverErrors(refusal) : {};
    if (Object.keys(next).length > 0) return showErrors(next);
    setErrors({});
    // The Open button is disabled now: focus goes to the form rather than being lost.
    window.setTimeout(() => focusField(formId, 'experience'), 0);
  }

  // What the rider has put in the form is not replaced without asking.
  const formHasContent = draft.experience.trim() !== '' || draft.attachments.length > 0 || keptFiles.length > 0;
  function requestOpen(entry: OutboxDraft) {
    if (formHasContent) setReplacing(entry);
    else void openDraft(entry);
  }

  const id = (field: Field) => `${formId}-${field}`;
  const text = (field: 'serviceText' | 'aspectText' | 'experience' | 'routeName' | 'operatorName' | 'stopName' | 'comment') => ({
    id: id(field),
    value: draft[field],
    error: errors[field],
  });

  // Line / route, operator and stop: free text with suggestions from the transit data.
  const suggestedTextInput = (field: 'routeName' | 'operatorName' | 'stopName', suggestions: string[], maxLength: number) => (
    <Autocomplete
      label={t(`reviewForm.${field}`)}
      data={suggestions}
      limit={8}
      maxLength={maxLength}
      {...text(field)}
      onChange={(value) => change(field, value)}
    />
  );

  // 'Other' as a service or an aspect asks for the text ('Please specify').
  const otherTextInput = (field: 'serviceText' | 'aspectText') => (
    <TextInput
      mt="md"
      label={t('reviewForm.pleaseSpecify')}
      required
      maxLength={OTHER_TEXT_MAX}
      {...text(field)}
      onChange={(e) => change(field, e.currentTarget.value)}
    />
  );

  /** The service or aspect step: its option cards, with the 'Other' text under them when chosen. */
  const optionStep = (field: 'service' | 'aspect', choices: ReviewOption[], onChange: (key: string) => void) => (
    <Paper ref={field === 'service' ? serviceRef : aspectRef} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.step} data-testid={`step-${field}`}>
      <OptionCards
        id={id(field)}
        label={t(`reviewForm.${field}Title`)}
        options={choices}
        value={draft[field]}
        onChange={onChange}
        language={language}
        error={errors[field]}
      >
        {draft[field] === OTHER_KEY && otherTextInput(`${field}Text`)}
      </OptionCards>
    </Paper>
  );

  if (options.isPending) {
    return (
      <Container size="md" py="xl">
        <DocumentTitle page={t('pages.review')} description={t('meta.review')} />
        <Title order={1} mb="md">
          {t('pages.review')}
        </Title>
        <Loader role="status" aria-label={t('common.pleaseWait')} />
      </Container>
    );
  }
  if (options.isError) {
    return (
      <Container size="md" py="xl">
        <DocumentTitle page={t('pages.review')} description={t('meta.review')} />
        <Title order={1} mb="md">
          {t('pages.review')}
        </Title>
        <Alert color="red" role="alert">
          <Text mb="sm">{t('reviewForm.loadFailed')}</Text>
          <Button variant="default" onClick={() => void options.refetch()}>
            {t('reviewForm.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const today = klDateString(new Date());
  const addressText = currentAddress || ADDRESS_PLACEHOLDER[language === 'ms' ? 'ms' : 'en'];
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle page={t('pages.review')} description={t('meta.review')} />
      <Title order={1} mb="lg">
        {t('pages.review')}
      </Title>
      {needsVerification && (
        <Alert color="transit" variant="light" mb="lg" role="alert" icon={<IconMailExclamation size={20} aria-hidden="true" />} title={t('reviewForm.verifyTitle')}>
          <Text size="sm" mb="sm">
            {t('reviewForm.verifyBody', { email: user?.email ?? '' })}
          </Text>
          {resend.isSuccess ? (
            <Text size="sm" fw={600} role="status">
              {t('reviewForm.verifySent')}
            </Text>
          ) : (
            <Button size="compact-md" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
              {t('reviewForm.verifyResend')}
            </Button>
          )}
          {resend.isError && (
            <Text size="sm" c="red.8" mt="xs">
              {apiErrorText(resend.error)}
            </Text>
          )}
        </Alert>
      )}
      {user && (
        <OutboxDraftsList
          userId={user.id}
          options={options.data}
          openId={draft.outboxId}
          onOpen={requestOpen}
          onDeleted={(id) => setDraft((d) => (d.outboxId === id ? { ...d, outboxId: null } : d))}
        />
      )}
      {/*
        * Only the step with the Submit button is a form (issue #13: a form without a way to submit it
        * until the last step); the first three steps are plain sections before it.
        */}
      <Stack gap="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.step}>
          <FeelingStep
            value={draft.feeling}
            confirmed={draft.feelingSet}
            language={language}
            onChange={(score) => change('feeling', score)}
            onConfirm={() => change('feelingSet', true)}
          />
        </Paper>

        {showService && optionStep('service', services, chooseService)}

        {showAspect && optionStep('aspect', aspects, (key) => change('aspect', key))}

        {showDetails && (
          <form noValidate onSubmit={submit} aria-label={t('pages.review')}>
            <Stack gap="xl">
              <Paper ref={detailsRef} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.step} data-testid="step-details">
                <Box component="section" aria-labelledby={`${formId}-details-title`}>
                  <Text component="h2" id={`${formId}-details-title`} className={classes.stepTitle}>
                    {t('reviewForm.detailsTitle')}
                  </Text>
                  <Stack gap="md">
                    <DateTextInput
                      id={id('incidentDate')}
                      required
                      label={t('reviewForm.incidentDate')}
                      description={t('reviewForm.incidentDateHint')}
                      pickerLabel={t('reviewForm.incidentDatePicker')}
                      max={today}
                      value={draft.incidentDate}
                      onChange={(value) => change('incidentDate', value)}
                      error={errors.incidentDate}
                    />
                    <TimeTextInput
                      id={id('incidentTime')}
                      required
                      label={t('reviewForm.incidentTime')}
                      description={t('reviewForm.incidentTimeHint')}
                      pickerLabel={t('reviewForm.incidentTimePicker')}
                      value={draft.incidentTime}
                      onChange={(value) => change('incidentTime', value)}
                      error={errors.incidentTime}
                    />
                    <Textarea
                      label={t('reviewForm.experience')}
                      required
                      autosize
                      minRows={3}
                      maxRows={10}
                      maxLength={EXPERIENCE_MAX}
                      {...text('experience')}
                      onChange={(e) => change('experience', e.currentTarget.value)}
                    />
                    {suggestedTextInput('routeName', routeNames, ROUTE_MAX)}
                    {suggestedTextInput('operatorName', operatorNames, OPERATOR_MAX)}
                    {suggestedTextInput('stopName', stopNames, STOP_MAX)}
                    <SimilarReviews
                      ask={{
                        aspect: idOf(options.data?.aspects, draft.aspect),
                        operator: draft.operatorName,
                        route: draft.routeName,
                        stop: draft.stopName,
                        position: markerPosition === MAP_DEFAULT_CENTER ? null : markerPosition,
                        text: draft.experience,
                      }}
                    />
                    <TextInput
                      id={id('vehiclePlate')}
                      label={t('reviewForm.vehiclePlate')}
                      maxLength={PLATE_MAX}
                      autoCapitalize="characters"
                      value={draft.vehiclePlate}
                      onChange={(e) => change('vehiclePlate', e.currentTarget.value.toUpperCase())}
                      error={errors.vehiclePlate}
                    />
                    <Textarea
                      label={t('reviewForm.comment')}
                      autosize
                      minRows={2}
                      maxRows={8}
                      maxLength={REVIEW_COMMENT_MAX}
                      {...text('comment')}
                      onChange={(e) => change('comment', e.currentTarget.value)}
                    />
                    <Box>
                      <Text component="div" size="sm" fw={500} mb={4} id={`${formId}-map-title`}>
                        {t('reviewForm.mapTitle')}
                      </Text>
                      <Box
                        id={id('location')}
                        tabIndex={-1}
                        className={classes.map}
                        data-testid="location-map"
                        aria-describedby={errors.location ? `${id('location')}-error` : undefined}
                      >
                        <Suspense fallback={<Loader role="status" aria-label={t('common.pleaseWait')} m="md" />}>
                          <LocationMap
                            position={markerPosition}
                            label={t('reviewForm.mapLabel')}
                            markerLabel={t('reviewForm.markerLabel')}
                            onMove={moveMarker}
                          />
                        </Suspense>
                      </Box>
                      {errors.location && (
                        <Text id={`${id('location')}-error`} size="sm" c="red.8" mt={4} data-testid="location-error">
                          {errors.location}
                        </Text>
                      )}
                      <div className={classes.addressRow}>
                        <Text size="sm" aria-live="polite" data-testid="location-address" className={classes.addressText}>
                          {addressText}
                        </Text>
                        <Button
                          variant="default"
                          size="compact-sm"
                          className={classes.locateButton}
                          leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
                          loading={locating}
                          onClick={locateMe}
                        >
                          {t('reviewForm.useMyLocation')}
                        </Button>
                      </div>
                    </Box>
                    <UploadField
                      id={id('attachments')}
                      files={draft.attachments}
                      onAdd={(files) => {
                        setDraft((d) => ({ ...d, attachments: [...d.attachments, ...files] }));
                        setErrors((e) => ({ ...e, attachments: undefined }));
                      }}
                      onRemove={(fileId) => setDraft((d) => ({ ...d, attachments: d.attachments.filter((file) => file.id !== fileId) }))}
                      kept={keptFiles}
                      onKeep={(files) => {
                        setKeptFiles((k) => [...k, ...files]);
                        setErrors((e) => ({ ...e, attachments: undefined }));
                      }}
                      onKeptSettled={(ids, uploaded) => {
                        setKeptFiles((k) => k.filter((file) => !ids.includes(file.id)));
                        if (uploaded.length > 0) setDraft((d) => ({ ...d, attachments: [...d.attachments, ...uploaded] }));
                      }}
                      onNeedSignIn={user ? undefined : goSignIn}
                      onBusyChange={setUploading}
                      error={errors.attachments}
                    />
                  </Stack>
                </Box>
              </Paper>

              <Box>
                {!user && (
                  <Text size="sm" c="dimmed" mb="xs">
                    {t('reviewForm.signInHint')}{' '}
                    <Anchor component="button" type="button" size="sm" onClick={goSignIn}>
                      {t('reviewForm.signInLink')}
                    </Anchor>
                  </Text>
                )}
                <Button type="submit" size="md" className={classes.submit} loading={create.isPending} disabled={uploading}>
                  {t('reviewForm.submit')}
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      </Stack>
      <ReviewSubmittedDialog ticketNumber={ticketNumber} onClose={() => setTicketNumber(null)} />
      <ConfirmActionDialog
        opened={replacing !== null}
        title={t('outbox.replaceTitle')}
        body={t('outbox.replaceBody')}
        confirmLabel={t('outbox.open')}
        pending={false}
        onCancel={() => setReplacing(null)}
        onConfirm={() => replacing && void openDraft(replacing)}
      />
    </Container>
  );
}
