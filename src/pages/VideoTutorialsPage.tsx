/** /video-tutorials/: six tutorial topics in category tabs; each offers its written guide and a YouTube search, or a checked video. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { tutorialCategories, tutorials, videoTutorialsCopy, type ShownTutorial } from '../content/learning/tutorials.ts';
import { topicPreview } from '../filters/learning.ts';
import { formatCount, formatDay } from '../i18n/format.ts';
import { fill } from '../i18n/island-words.ts';
import { useLocale, useLocalHref, useMessages, usePageCopy } from '../i18n/use-locale.tsx';
import { Island } from '../hydration/Island.tsx';
import TutorialBrowser from '../islands/TutorialBrowser.tsx';
import { videoHost } from '../content/video-host.ts';

const withVideo = tutorials.filter((tutorial) => tutorial.video).length;

export default function VideoTutorialsPage() {
  const copy = usePageCopy('/video-tutorials/', videoTutorialsCopy);
  const locale = useLocale();
  const localHref = useLocalHref();
  const messages = useMessages();
  const total = formatCount(locale, tutorials.length);
  // The island is given each topic in the page's words, its guide at the page's language's path, its dates and counts written; the video, if any, is the topic's own.
  const shown: ShownTutorial[] = tutorials.map((tutorial) => {
    const words = copy.tutorials[tutorial.id];
    const guide = localHref(tutorial.guide.href);
    const { more } = topicPreview(words.topics);
    return {
      ...tutorial,
      title: words.title,
      description: words.description,
      topics: words.topics,
      guide: { href: guide.href, label: words.guide, ...(guide.hreflang && { hreflang: guide.hreflang }) },
      search: words.search,
      ...(tutorial.video && { checkedOn: formatDay(locale, tutorial.video.checked) }),
      ...(more > 0 && { moreTopics: fill(messages.tutorialBrowser.more, { count: formatCount(locale, more) }) }),
    };
  });
  const categories = tutorialCategories.map(({ value }) => ({ value, label: copy.categories[value] }));
  return (
    <div className="page">
      <PageHero eyebrow={copy.hero.count(total)} title={copy.hero.title} lead={copy.hero.lead(formatCount(locale, withVideo), total, videoHost.name)} />
      <Section id="tutorials" title={copy.sections.browse}>
        <Island component={TutorialBrowser} props={{ tutorials: shown, categories, words: messages.tutorialBrowser, levels: messages.learning.levels }} />
      </Section>
      <Section id="learn-more" title={copy.sections.read}>
        <p>
          {copy.read.before}
          <SiteLink href="/beginner-guide/">{copy.read.beginnerGuide}</SiteLink>
          {copy.read.beforeTips}
          <SiteLink href="/quick-tips/">{copy.read.quickTips}</SiteLink>
          {copy.read.beforeEffects}
          <SiteLink href="/effects-library/">{copy.read.effectsLibrary}</SiteLink>
          {copy.read.after}
        </p>
      </Section>
    </div>
  );
}
