/** Inline text of an article: **bold** and [label](/canonical-path/) links, which go through SiteLink. */
import { SiteLink } from '../SiteLink.tsx';

const token = /(\*\*[^*]+\*\*|\[[^\]]+\]\(\/[^)\s]*\))/;

export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(token).map((part, index) => {
        if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
        const link = /^\[([^\]]+)\]\((\/[^)\s]*)\)$/.exec(part);
        return link ? (
          <SiteLink key={index} href={link[2]!}>
            {link[1]}
          </SiteLink>
        ) : (
          part
        );
      })}
    </>
  );
}
