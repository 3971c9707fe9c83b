import { cloneElement, Fragment, type ReactElement } from 'react';
import { useTaggedText } from '../lib/i18n';

type TransProps = {
  i18nKey: string;
  values?: Record<string, string | number>;
  /** The elements that wrap the text's `<name>…</name>` parts, by name (a link, `<strong />`). */
  components: Record<string, ReactElement>;
};

/** A translated sentence with marked-up words: the text inside each tag goes into its element. */
export function Trans({ i18nKey, values, components }: TransProps) {
  return (
    <>
      {useTaggedText(i18nKey, values).map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        const element = components[part.tag];
        return element ? cloneElement(element, { key: index }, part.text) : <Fragment key={index}>{part.text}</Fragment>;
      })}
    </>
  );
}
