import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { creditAttributionContent } from '../content/credit-attribution';

export default function CreditAttributionPage() {
  const { lang, content } = useLocalised(creditAttributionContent);
  return <InfoPage content={content} lang={lang} />;
}
