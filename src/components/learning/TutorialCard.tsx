/**
 * A tutorial's card. A checked video gets a Watch button that opens the player in a dialog (nothing
 * from the video host loads before that); a tutorial without one links to its written guide here
 * and to a YouTube search for the topic, labelled as such. Its words are the page's (`words`), and
 * what the page writes with a number (the day a video was checked, how many topics it leaves out)
 * comes written, so the island carries no date or number formats.
 */
import { useState } from 'react';
import type { ShownTutorial } from '../../content/learning/tutorials.ts';
import { videoHost } from '../../content/video-host.ts';
import { fill } from '../../i18n/island-words.ts';
import type { Messages } from '../../i18n/locale.ts';
import { Dialog } from '../Dialog.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { topicPreview } from '../../filters/learning.ts';
import { DifficultyBadge } from './DifficultyBadge.tsx';
import { Icon } from '../Icon.tsx';
import { TutorialPlayer } from './TutorialPlayer.tsx';

interface Props {
  readonly tutorial: ShownTutorial;
  readonly words: Messages['tutorialBrowser'];
  readonly levels: Messages['learning']['levels'];
}

export function TutorialCard({ tutorial, words, levels }: Props) {
  const [watching, setWatching] = useState(false);
  const topics = topicPreview(tutorial.topics);
  const { video } = tutorial;
  const host = videoHost.name;
  return (
    <article className="card">
      <Icon name={tutorial.thumbnail} className="card__icon learning-thumb" />
      <h3 className="card__title">{tutorial.title}</h3>
      <p>{tutorial.description}</p>
      <p className="badges">
        <DifficultyBadge level={tutorial.difficulty} label={levels[tutorial.difficulty]} />
      </p>
      <ul className="badges learning-tags">
        {topics.shown.map((topic) => (
          <li key={topic} className="badge">
            {topic}
          </li>
        ))}
        {topics.more > 0 && tutorial.moreTopics && <li className="badge badge--outline">{tutorial.moreTopics}</li>}
      </ul>
      {video ? (
        <>
          <p className="muted">{fill(words.videoFrom, { source: video.source, date: tutorial.checkedOn ?? video.checked })}</p>
          <button type="button" className="button button--primary" onClick={() => setWatching(true)} aria-label={fill(words.watchLabel, { title: tutorial.title })}>
            {words.watch}
          </button>
        </>
      ) : (
        <>
          <p className="actions">
            <SiteLink href={tutorial.guide.href} hrefLang={tutorial.guide.hreflang} className="button button--primary">
              {fill(words.readGuide, { guide: tutorial.guide.label })}
            </SiteLink>
          </p>
          <p>
            <ExternalLink href={videoHost.searchUrl(tutorial.search)}>{fill(words.search, { host, query: tutorial.search })}</ExternalLink>
            <span className="muted">{fill(words.searchNote, { host })}</span>
          </p>
        </>
      )}
      {video && watching && (
        <Dialog title={tutorial.title} onClose={() => setWatching(false)}>
          <TutorialPlayer title={tutorial.title} mediaId={video.id} words={words} />
        </Dialog>
      )}
    </article>
  );
}
