/** The full-screen preview of a template: its clip, autoplaying, muted, inline, with controls. */
import { useEffect, useRef } from 'react';
import type { SiteUrls } from '../site-address.ts';
import { useSite } from '../site-context.tsx';
import { Dialog } from './Dialog.tsx';
import { fill } from '../i18n/island-words.ts';
import type { Messages } from '../i18n/locale.ts';

export interface PreviewVideo {
  readonly name: string;
  /** Path of the clip in public/videos/ without extension; an .mp4 and a .webm exist for each. */
  readonly video: string;
}

interface Props {
  /** The template shown, or null: nothing is rendered and no video exists. */
  readonly template: PreviewVideo | null;
  readonly onClose: () => void;
  /** The dialog's words in the page's language (the catalogue's `templatePreview`). */
  readonly words: Messages['templatePreview'];
}

/** The URLs of a clip's files, in the order the browser tries them. */
const clipUrls = (video: string, { sitePath }: SiteUrls) => [
  { src: sitePath(`${video}.mp4`), type: 'video/mp4' },
  { src: sitePath(`${video}.webm`), type: 'video/webm' },
];

/** Every clip file the previews of `templates` play: a page with previews exports them as its fetchedFiles, so the build checks they exist. */
export const previewClipFiles = (templates: readonly PreviewVideo[], urls: SiteUrls): string[] => templates.flatMap(({ video }) => clipUrls(video, urls).map(({ src }) => src));

function PreviewClip({ video }: { video: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const site = useSite();
  // Closing unmounts the clip; pause first so no decoder keeps playing while React tears it down.
  useEffect(() => {
    const element = ref.current;
    return () => element?.pause();
  }, []);
  return (
    <video ref={ref} className="dialog__video" autoPlay muted playsInline controls loop preload="auto">
      {clipUrls(video, site).map(({ src, type }) => (
        <source key={type} src={src} type={type} />
      ))}
    </video>
  );
}

export const TemplatePreview = ({ template, onClose, words }: Props) =>
  template && (
    <Dialog title={fill(words.title, { name: template.name })} size="full" onClose={onClose}>
      <PreviewClip video={template.video} />
      <p className="muted">{words.note}</p>
    </Dialog>
  );
