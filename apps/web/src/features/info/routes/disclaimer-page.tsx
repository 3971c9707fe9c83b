import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { disclaimerContent } from '../content/disclaimer';

export default function DisclaimerPage() {
  const { lang, content } = useLocalised(disclaimerContent);
  return <InfoPage content={content} lang={lang} />;
}
