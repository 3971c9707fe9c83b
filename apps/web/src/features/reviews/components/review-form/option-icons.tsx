import {
  IconAccessible,
  IconBuilding,
  IconBuildingTunnel,
  IconBus,
  IconBusStop,
  IconCar,
  IconCarCrash,
  IconCarSuv,
  IconDeviceMobile,
  IconDots,
  IconHeadset,
  IconInfoCircle,
  IconMapPinPlus,
  IconMapRoute,
  IconPlaneDeparture,
  IconRoute,
  IconShieldCheck,
  IconSteeringWheel,
  IconTicket,
  IconTrain,
  IconTransfer,
  type Icon,
} from '@tabler/icons-react';

/** The Tabler icon names the domain gives services and aspects. */
const ICONS: Record<string, Icon> = {
  'bus-stop': IconBusStop,
  bus: IconBus,
  car: IconCar,
  'device-mobile': IconDeviceMobile,
  'car-suv': IconCarSuv,
  train: IconTrain,
  'building-tunnel': IconBuildingTunnel,
  'plane-departure': IconPlaneDeparture,
  dots: IconDots,
  'info-circle': IconInfoCircle,
  route: IconRoute,
  'steering-wheel': IconSteeringWheel,
  headset: IconHeadset,
  'map-route': IconMapRoute,
  ticket: IconTicket,
  'shield-check': IconShieldCheck,
  'car-crash': IconCarCrash,
  transfer: IconTransfer,
  building: IconBuilding,
  accessible: IconAccessible,
  'map-pin-plus': IconMapPinPlus,
};

export function OptionIcon({ name, size = 24 }: { name: string | null | undefined; size?: number }) {
  const Component = ICONS[name ?? ''] ?? IconDots;
  return <Component size={size} stroke={1.75} aria-hidden="true" />;
}
