import { IconClipboardList, IconFlame, IconMessage2 } from '@tabler/icons-react';

/** The top bar's primary links (spec §2: Survey, Review, Popular), shared by the bar and the drawer. */
export const PRIMARY_NAV_ITEMS = [
  { to: '/survey', labelKey: 'nav.survey', icon: IconClipboardList },
  { to: '/review', labelKey: 'nav.review', icon: IconMessage2 },
  { to: '/popular', labelKey: 'nav.popular', icon: IconFlame },
] as const;
