/**
 * A checked tutorial video's player inside its dialog. Nothing from the video host loads before this
 * mounts (on Watch Tutorial). It first probes the host; if the host cannot be reached (offline,
 * blocked), it says so and links to the video instead of showing an empty frame.
 */
import { useEffect, useState } from 'react';
import { videoHost } from '../../content/video-host.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { fill } from '../../i18n/island-words.ts';
import type { Messages } from '../../i18n/locale.ts';

type Status = 'checking' | 'ready' | 'failed';

interface Props {
  readonly title: string;
  readonly mediaId: string;
  /** The page's words (the tutorial browser's). */
  readonly words: Messages['tutorialBrowser'];
}

export function TutorialPlayer({ title, mediaId, words }: Props) {
  const host = videoHost.name;
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    let current = true;
    // An opaque no-cors answer means the host is reachable; a rejection means it is not.
    fetch(`${videoHost.origin}/favicon.ico`, { mode: 'no-cors', cache: 'no-store' }).then(
      () => current && setStatus('ready'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [mediaId]);

  if (status === 'ready')
    return (
      <div className="player">
        <iframe
          className="player__frame"
          title={fill(words.playerTitle, { title, host })}
          src={videoHost.embedUrl(mediaId)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );

  return (
    <div className="player player--message" role="status">
      {status === 'checking' ? (
        <p>{fill(words.loading, { host })}</p>
      ) : (
        <>
          <p>{fill(words.failed, { host })}</p>
          <p>
            <ExternalLink href={videoHost.watchUrl(mediaId)} className="button button--primary">
              {fill(words.watchOn, { title, host })}
            </ExternalLink>
          </p>
        </>
      )}
    </div>
  );
}
