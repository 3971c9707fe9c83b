import BellMenu from './bell-menu';
import { useOpenOnPage } from './use-open-on-page';

/** The top bar's bell; its open state survives the signed-in bell's lazily loaded code replacing the placeholder. */
export function NotificationMenu() {
  const [opened, setOpened] = useOpenOnPage();
  return <BellMenu opened={opened} onOpenedChange={setOpened} />;
}
