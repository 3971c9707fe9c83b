import { IconBike, IconBulb, IconBus, IconCalendarRepeat, IconCreditCard, IconRoute, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import classes from '../polls.module.css';

// The seeded ideas' icons; an idea added later gets the bulb.
const FEATURE_ICONS: Record<string, Icon> = {
  'journey-planner': IconRoute,
  'integrated-payment': IconCreditCard,
  'monthly-mobility-pass': IconCalendarRepeat,
  'first-last-mile': IconBike,
  'on-demand-shuttle': IconBus,
};

/** `slim` when the idea has no pictures at all: a band, not a picture's 16:9. */
function Placeholder({ icon: FeatureIcon, slim = false }: { icon: Icon; slim?: boolean }) {
  return (
    <div className={slim ? `${classes.placeholder} ${classes.slim}` : classes.placeholder} aria-hidden="true">
      <FeatureIcon size={56} stroke={1.5} />
    </div>
  );
}

function FeatureImage({ src, icon }: { src: string; icon: Icon }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder icon={icon} />;
  // Decorative: the card's title and description say what the idea is.
  return <img src={src} alt="" loading="lazy" decoding="async" width={640} height={360} className={classes.image} onError={() => setFailed(true)} />;
}

type FeatureImagesProps = { featureKey: string; images: string[]; /** Names the strip when it scrolls. */ label: string };

/** A feature card's pictures, one at a time (swipe or scroll for more), or its icon on a neutral tile. */
export function FeatureImages({ featureKey, images, label }: FeatureImagesProps) {
  const icon = FEATURE_ICONS[featureKey] ?? IconBulb;
  if (images.length === 0) return <Placeholder icon={icon} slim />;
  // A strip that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
  const scrolls = images.length > 1 ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div className={classes.images} {...scrolls}>
      {images.map((src) => (
        <FeatureImage key={src} src={src} icon={icon} />
      ))}
    </div>
  );
}
