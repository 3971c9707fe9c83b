import { Button, Container, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import {
  AgeBandField,
  DisabilityField,
  GenderField,
  HomeLocationFields,
  NationalStatusField,
  UsageField,
  useOnboardingForm,
  type OnboardingDraft,
} from '../../../components/onboarding-fields';
import { mergeUser, useSession } from '../../../lib/session';
import { useSaveOnboarding } from '../api/auth-api';
import { DIALOG_STYLES } from '../../../components/dialog-styles';

const STEP_IDS = ['onboarding-gender', 'onboarding-age', 'onboarding-status', 'onboarding-disability', 'onboarding-usage'] as const;

/**
 * How many questions to show: up to the one after the furthest answered. A question never hides
 * again once shown (changing the state clears the town but keeps the later answers in view).
 */
function revealedSteps(draft: OnboardingDraft): number {
  const done = [
    draft.gender !== '',
    draft.ageBand !== '',
    draft.nationalStatus !== '' && draft.state !== '' && draft.place !== '',
    draft.disability !== '',
    draft.transportUsage !== '',
  ];
  return Math.min(done.lastIndexOf(true) + 2, done.length);
}

/**
 * /on-board-question (spec §2 "Onboarding", §4 "Onboarding steps"): 'Welcome Onboard {name}!' and
 * the questions one after another (gender; age; 'You are' and living place; disability; public
 * transport usage), Submit at the last step, then the 'Thank you {name}!' dialog whose 'Got it!'
 * leads to /popular.
 */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const reduceMotion = useReducedMotion();
  const { draft, question, homeLocation, check } = useOnboardingForm(user?.onboarding);
  const [thanked, setThanked] = useState(false);
  const save = useSaveOnboarding();

  const shown = revealedSteps(draft);
  const previousShown = useRef(shown);
  useEffect(() => {
    // Bring a newly revealed question into view (DESIGN.md: the next step scrolls into view).
    if (shown > previousShown.current) {
      document.getElementById(STEP_IDS[shown - 1] ?? '')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
    }
    previousShown.current = shown;
  }, [shown, reduceMotion]);

  const name = user?.name ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = check();
    if (!answers) return;
    save.mutate(answers, {
      onSuccess: ({ user: saved }) => {
        mergeUser(saved);
        setThanked(true);
      },
    });
  }

  return (
    <Container size={640} py={{ base: 'md', sm: 48 }}>
      <DocumentTitle page={t('pages.onboarding')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('onboarding.welcome', { name })}</Title>
          <Text c="dimmed">{t('onboarding.intro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form noValidate onSubmit={submit}>
            <Stack gap="xl">
              <GenderField id={STEP_IDS[0]} {...question('gender')} />
              {shown >= 2 ? <AgeBandField id={STEP_IDS[1]} {...question('ageBand')} /> : null}
              {shown >= 3 ? (
                <Stack gap="md" id={STEP_IDS[2]}>
                  <NationalStatusField {...question('nationalStatus')} />
                  <HomeLocationFields {...homeLocation} />
                </Stack>
              ) : null}
              {shown >= 4 ? <DisabilityField id={STEP_IDS[3]} {...question('disability')} /> : null}
              {shown >= 5 ? (
                <>
                  <UsageField id={STEP_IDS[4]} {...question('transportUsage')} />
                  <Button type="submit" size="md" fullWidth loading={save.isPending}>
                    {t('onboarding.submit')}
                  </Button>
                </>
              ) : null}
            </Stack>
          </form>
        </Paper>
      </Stack>

      <Modal
        opened={thanked}
        onClose={() => void navigate('/popular')}
        title={t('onboarding.thankYou', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
      >
        <Stack gap="md">
          <Text>{t('onboarding.thankYouBody')}</Text>
          <Button component={Link} to="/popular" size="md" fullWidth>
            {t('onboarding.gotIt')}
          </Button>
        </Stack>
      </Modal>
    </Container>
  );
}
