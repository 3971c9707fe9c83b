import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBulb, IconGift, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { HeroIllustration } from '../components/hero-illustration';
import { HomeCard } from '../components/home-card';
import { PosterDialog } from '../components/poster-dialog';
import { ServiceGrid } from '../components/service-grid';
import { TrendingSection } from '../components/trending-section';
import classes from '../home.module.css';
import { PrizeTerms } from '../../../components/prize-terms';

/**
 * Home (spec §2 "Home page"), in the spec's order: the poster dialogs, the headline, the 'Have
 * your say' banner, the service grid, 'Trending' (hidden when empty), and the MaaS, prize and 'Be
 * part of the solution' cards.
 */
export default function HomePage() {
  const { t } = useTranslation();

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle description={t('home.intro')} />
      <PosterDialog />
      <Stack gap="xl">
        <section aria-labelledby="home-headline" className={classes.hero}>
          <Stack gap="md">
            <Title order={1} id="home-headline" className={classes.headline}>
              {t('home.headline')}
            </Title>
            <Text size="lg" className={classes.intro}>
              {t('home.intro')}
            </Text>
          </Stack>
          <div className={classes.heroArt}>
            <HeroIllustration />
          </div>
        </section>

        <section aria-labelledby="have-your-say-title" className={classes.banner}>
          <Stack gap={6}>
            <Title order={2} size="h3" id="have-your-say-title">
              {t('home.haveYourSay.title')}
            </Title>
            <Text>{t('home.haveYourSay.body')}</Text>
          </Stack>
          <Button
            component={Link}
            to="/review"
            color="accent"
            size="lg"
            className={classes.bannerCta}
            rightSection={<IconArrowRight size={20} aria-hidden="true" />}
          >
            {t('home.haveYourSay.cta')}
          </Button>
        </section>

        <ServiceGrid />

        <TrendingSection />

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <HomeCard
            icon={<IconBulb size={28} stroke={1.75} />}
            title={t('home.maas.title')}
            body={t('home.maas.body')}
            cta={t('home.maas.cta')}
            to="/maas"
          />
          <HomeCard
            icon={<IconGift size={28} stroke={1.75} />}
            color="accent"
            className={classes.prizeCard}
            title={t('home.prize.title')}
            body={t('home.prize.body')}
            extra={<PrizeTerms gap="xs" justify="space-between" />}
            cta={t('home.prize.cta')}
            to="/survey"
          />
          <HomeCard
            icon={<IconUsersGroup size={28} stroke={1.75} />}
            title={t('home.solution.title')}
            body={t('home.solution.body')}
            cta={t('home.solution.cta')}
            to="/popular"
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
