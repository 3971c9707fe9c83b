import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { InfoLink, RichText } from '../content/types';

/** True for in-app routes ('/faq'), which go through the router. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

interface InfoAnchorProps {
  href: string;
  children: ReactNode;
  lang?: string | undefined;
}

/**
 * A link that is always underlined (so it is not told apart by colour
 * alone) and uses the router for in-app routes.
 */
export function InfoAnchor({ href, children, lang }: InfoAnchorProps) {
  if (isInternalHref(href)) {
    return (
      <Anchor component={Link} to={href} underline="always" lang={lang}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} underline="always" lang={lang}>
      {children}
    </Anchor>
  );
}

export function InfoLinkView({ item }: { item: InfoLink }) {
  return (
    <InfoAnchor href={item.href} lang={item.lang}>
      {item.label}
    </InfoAnchor>
  );
}

/** Renders a RichText run (no wrapper element). */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) => {
        if (typeof part === 'string') return <span key={index}>{part}</span>;
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
        return <InfoLinkView key={index} item={part} />;
      })}
    </>
  );
}
