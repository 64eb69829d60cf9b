/**
 * The words of the shell, the components and the page chrome in English: the default locale's
 * catalogue and the shape of every other (`Messages`), so a catalogue that lacks a key or has one
 * too many fails the type-check, naming its file and the key. A text that holds a value is a
 * function of it; numbers and dates reach it already formatted for the locale (src/i18n/format.ts).
 */
import type { ArticleCategory } from '../../article-record.ts';
import { englishComponentWords, type ComponentWords, type Plural } from '../island-words.ts';
import type { Level } from '../../content/learning/levels.ts';
import { siteTagline } from '../../site.ts';
import type { SayCount } from '../format.ts';
import type { EditorCategory } from '../../content/comparisons/editors.ts';

export const englishMessages = {
  shell: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    pageNumber: (number: string) => `Page ${number}`,
    /** The breadcrumb of a path segment that is no page and keeps its English word in every language's paths (src/breadcrumbs.ts). */
    segmentNames: { category: 'Category' } as Readonly<Record<'category', string>>,
    bannerLabel: 'Download',
    /** The banner's text: the first part always shows, the second only where there is room. */
    bannerText: (app: string): readonly [string, string] => [`Get ${app} free`, " from the official store for your device"],
    bannerButton: 'Download',
    closeBanner: 'Close download banner',
    scrollToTop: 'Scroll to top',
  },
  /** The words shared components say on a page and inside an island (where the build hands them over: src/i18n/island-words.ts). */
  components: englishComponentWords as ComponentWords,
  /** The header's and the footer's link names (src/shell/navigation.ts) and their groups. */
  nav: {
    home: 'Home',
    downloads: 'Downloads',
    guides: 'Guides',
    alternatives: 'Alternatives',
    download: 'Download',
    /** Added after `download` where the header has room. */
    downloadMore: ' Now',
    search: 'Search',
    android: 'Android',
    pc: 'PC',
    ios: 'iOS',
    pro: 'Pro',
    guidesAndTutorials: 'Guides and Tutorials',
    legal: 'Legal',
    capcutAndroid: 'CapCut for Android',
    capcutPc: 'CapCut for PC',
    capcutWindows: 'CapCut for Windows',
    capcutMac: 'CapCut for Mac',
    capcutIos: 'CapCut for iOS',
    capcutChromebook: 'CapCut for Chromebook',
    capcutWeb: 'CapCut Web',
    capcutPro: 'CapCut Pro',
    allGuides: 'All guides',
    installationGuide: 'Installation guide',
    beginnerGuide: 'Beginner guide',
    completeGuide: 'Complete guide',
    quickTips: 'Quick tips',
    videoTutorials: 'Video tutorials',
    effectsLibrary: 'Effects library',
    topTemplates: 'Top templates 2025',
    tiktokTemplates: 'TikTok templates',
    allAlternatives: 'All alternatives',
    inshot: 'InShot',
    vnEditor: 'VN Editor',
    premiereRush: 'Premiere Rush',
    alightMotion: 'Alight Motion',
    kinemaster: 'KineMaster',
    capcutVsVn: 'CapCut vs VN',
    reviews: 'Reviews',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    disclaimer: 'Disclaimer',
    dmca: 'DMCA',
    contact: 'Contact',
    sitemap: 'Sitemap',
  },
  footer: {
    aboutHeading: (site: string) => `About ${site}`,
    about: (app: string, maker: string) =>
      `An independent guide to the ${app} video editor: official download links for every device, step-by-step tutorials, templates and honest comparisons. Not affiliated with ${app} or ${maker}.`,
    legal: (year: string, site: string, app: string, maker: string) =>
      `© ${year} ${site}. ${app} is a trademark of ${maker}; other names are trademarks of their owners. Download links go to the maker's official channels.`,
  },
  languages: {
    /** Names the switcher's list of links for screen readers. */
    label: 'Languages',
    heading: 'Language',
    /** Said by a link to another language's home page, where this page has no translation. */
    notTranslated: 'this page is not translated; its home page',
  },
  search: {
    dialogTitle: 'Search the guides',
    placeholder: 'Search guides, steps and facts',
    results: 'Results',
    failed: 'Search could not load. Check your connection and try again.',
    noMatch: (query: string) => `No pages match “${query}”.`,
    found: (count: number, shown: string) => (count === 1 ? '1 page found.' : `${shown} pages found.`),
    allGuides: 'all guides',
    browse: 'Try another word, or browse',
  },
  dates: {
    published: 'Published',
    updated: 'Updated',
  },
  articles: {
    readTime: (minutes: string) => `${minutes} min read`,
    /** Between two keyboard shortcuts that do the same. */
    or: ' or ',
    inThisGuide: 'In this guide',
    previousAndNext: 'Previous and next guide',
    previous: 'Previous guide',
    next: 'Next guide',
    categories: { Tutorial: 'Tutorial', Effects: 'Effects', Templates: 'Templates', Tips: 'Tips', Audio: 'Audio', Comparison: 'Comparison', 'Social Media': 'Social Media' } satisfies Record<ArticleCategory, string>,
  },
  pagination: {
    /** Previous and Next as they show (`shown`), with what screen readers also read before and after them: "Previous page", "Página anterior". */
    previous: { before: '', shown: 'Previous', after: ' page' },
    next: { before: '', shown: 'Next', after: ' page' },
    /** Read before a page number, for screen readers. */
    page: 'Page ',
  },
  site: {
    tagline: siteTagline,
    feedTitle: (site: string) => `${site} blog`,
  },
  blog: {
    title: 'CapCut Tutorials, Tips and Guides: The Blog',
    label: 'Blog: CapCut tutorials and guides',
    noun: 'tutorials, tips and guides',
    description: 'Step-by-step CapCut tutorials: velocity edits, blur effects, color grading, audio sync, templates, shortcuts and comparisons, filterable by category.',
    keywords: ['CapCut blog', 'CapCut tutorials', 'CapCut tips', 'CapCut guides', 'video editing tutorials'],
    categoryTitle: (heading: string) => `${heading}: The Blog`,
    categoryLabel: (heading: string) => `Blog: ${heading}`,
    categoryDescription: (noun: string, site: string) => `All the ${noun} of the ${site} blog in one list, featured first, then newest first: step-by-step help with the CapCut video editor.`,
    categoryKeywords: (noun: string) => ['CapCut blog', `CapCut ${noun}`, 'CapCut guides'],
    pageTitle: (title: string, number: string) => `${title} – page ${number}`,
    pageLabel: (label: string, number: string) => `${label}, page ${number}`,
    pageDescription: (number: string, count: string, site: string, noun: string) => `Page ${number} of ${count} of the ${site} blog's ${noun}, newest first: step-by-step help with the CapCut video editor.`,
    heading: 'CapCut Tutorials and Guides',
    lead: 'Practical, step-by-step articles for creators: speed ramps, blur, color, sound, templates, shortcuts and honest comparisons. Pick a category to narrow the list.',
    categoryLead: (noun: string) => `Every one of the blog's ${noun}, featured first, then newest first. Pick another category, or All for every post.`,
    count: (count: number, shown: string) => (count === 0 ? 'No tutorials or guides yet' : count === 1 ? '1 tutorial or guide' : `${shown} tutorials and guides`),
    chips: 'Blog categories',
    all: 'All',
    featured: 'Featured Tutorials',
    allTutorials: 'All Tutorials',
    categoryArticles: (category: string) => `${category} articles`,
    empty: (noun: string) => `No ${noun} yet.`,
    seeAll: 'See every tutorial and guide',
    pages: 'Blog pages',
    explore: 'Explore More',
    exploreIntro: 'Start with the basics, then go deeper.',
    quickAccess: 'Quick Access',
    quickAccessIntro: 'Short answers and hands-on tools.',
    blogName: (site: string) => `${site} Blog`,
    bands: {
      velocityEdit: 'Velocity edit',
      blurEffects: 'Blur effects',
      trendingTemplates: 'Trending templates',
      alternatives: 'CapCut alternatives',
      download: 'Download CapCut',
    },
    /** Each chip category's list: its heading and what its posts are, in a sentence. */
    categories: {
      Tutorial: { heading: 'CapCut Tutorials', noun: 'tutorials' },
      Effects: { heading: 'CapCut Effects Guides', noun: 'effects guides' },
      Templates: { heading: 'CapCut Template Guides', noun: 'template guides' },
      Tips: { heading: 'CapCut Tips', noun: 'tips' },
      Audio: { heading: 'CapCut Audio Guides', noun: 'audio guides' },
    },
  },
  figures: {
    /** A count before its noun, as a sentence reads it (src/i18n/format.ts, countInWords): "more than 11.9 million reviews". */
    count: ((count, more) => (more ? `more than ${count}` : count)) as SayCount,
  },
  /** The section a page's social card names, for a page that is no article. */
  cardSections: { home: 'Home', download: 'Download', alternatives: 'Alternatives', blog: 'Blog', learn: 'Learn', reviews: 'Reviews', sitemap: 'Sitemap', contact: 'Contact', legal: 'Legal' },
  /** What a page and a card of an article not yet published say, in `npm run dev` and preview builds; {draft}, {dev} and {time} are the parts set in code. */
  unpublished: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    notPublished: (label: string) => `${label}: not published.`,
    badge: (label: string) => `${label}: not published`,
    draftNote: 'Remove {draft} to publish it; until then only {dev} and preview builds show it.',
    scheduledNote: 'It is published by the first build after {time}; until then only {dev} and preview builds show it.',
  },
  notFound: {
    title: 'Page Not Found',
    description: "Sorry, we couldn't find the page you're looking for. Try the download page, the installation guide or the home page.",
    lead: "Sorry, we couldn't find the page you're looking for.",
    goBack: 'Go Back',
    downloadTitle: 'Download CapCut',
    downloadText: 'Official links for Android, iOS, PC and Mac.',
    installText: 'Step-by-step setup on every device.',
    homeTitle: 'Home',
    homeText: 'Start again from the front page.',
    popular: 'Popular pages',
    alternatives: 'CapCut alternatives',
    trendingTemplates: 'Trending templates',
  },
  /** The download pages' components: fact sources, platform cards, install steps. */
  downloads: {
    /** Where a figure was read, and the day (already formatted for the locale). */
    source: (source: string, date: string) => `Source: ${source}, as of ${date}.`,
    version: 'Version',
    size: 'Size',
    needs: 'Needs',
    mostPopular: 'Most popular',
    /** Beside install steps: how long following them takes (the HowTo's totalTime), not the reading time. */
    stepsTime: (minutes: string) => `Time to follow these steps: about ${minutes} minutes.`,
    /** The web editor vs app table's column heads. */
  },
  /** The learning pages' shared words: the levels a tip, a tutorial or a template is for (their badges), and whether a template needs Pro. */
  learning: {
    levels: { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced', Easy: 'Easy', Medium: 'Medium' } satisfies Record<Level, string>,
    free: 'Free',
    proSubscription: 'Pro subscription',
  },
  /** The preview dialog of a template style (TemplatePreview, in the TopTemplates and TiktokGuide islands). */
  templatePreview: {
    title: '{name}: style preview',
    note: "An abstract clip showing the style's pace and layout. Open the template in the app to see it with real footage.",
  },
  /** The TutorialBrowser island of /video-tutorials/: its tabs, cards and video player. */
  tutorialBrowser: {
    tabs: 'Tutorial categories',
    all: 'All Tutorials',
    /** After the topics a card shows: how many it leaves out. */
    more: '+{count} more',
    videoFrom: 'Video from {source}, checked {date}.',
    watch: 'Watch Tutorial',
    watchLabel: 'Watch Tutorial: {title}',
    readGuide: 'Read the guide: {guide}',
    search: 'Search {host} for “{query}”',
    searchNote: ' ({host} search results, not checked by us)',
    playerTitle: '{title} ({host} player)',
    loading: 'Loading the {host} player…',
    failed: 'The {host} player could not load. You may be offline, or your browser or network may block {host}.',
    watchOn: 'Watch “{title}” on {host}',
  },
  /** The EffectsFinder island of /effects-library/: its search, tabs and cards. */
  effectsFinder: {
    search: 'Search effects',
    placeholder: 'Try blur, glitch or neon',
    tabs: 'Effect categories',
    all: 'All Effects',
    shown: { one: '{count} effect shown', other: '{count} effects shown' } as Plural,
    empty: 'No effects match your search in this category.',
    clearSearch: 'Clear search',
    premium: 'Premium (Pro)',
    get: 'Get Effect',
    getLabel: 'Get Effect: {name}',
  },
  /** The TopTemplates island of /top-templates-2025/: its category chips and ranked cards. */
  templateRanking: {
    filter: 'Filter by category',
    all: 'All',
    trending: 'Trending',
    shown: { one: '{count} template shown', other: '{count} templates shown' } as Plural,
    /** Read before a card's name, for screen readers (its rank is shown apart). */
    rank: 'Number {rank}: ',
    reach: '{views} views · {likes} likes · {duration} videos',
    bestFor: 'Best for:',
    preview: 'Preview Template',
    previewLabel: 'Preview Template: {name}',
  },
  /** The TiktokGuide island of /tiktok-templates/: its template cards. */
  tiktokGuide: {
    mostViral: 'Most Viral',
    views: '{views} views',
    preview: 'Preview',
    previewLabel: 'Preview: {name}',
  },
  /** The alternatives finder's own words (src/islands/EditorFinder.tsx), which the page gives it as a prop: text only. */
  editorFinder: {
    searchLabel: 'Search by name or use',
    searchPlaceholder: 'e.g. animation, YouTube, InShot',
    filterLabel: 'Filter by type',
    /** The chip of every type. */
    all: 'All',
    /** Each type's name, on its chip and on the cards. */
    categories: { 'Mobile Editor': 'Mobile Editor', 'Professional Mobile': 'Professional Mobile', 'Cross-platform': 'Cross-platform', 'Animation Editor': 'Animation Editor' } satisfies Record<EditorCategory, string>,
    /** After the count of editors shown, which a badge holds. */
    listed: { one: 'editor listed', other: 'editors listed' } as Plural,
    /** Read after a rating, for screen readers. */
    outOfFive: ' out of 5 stars',
    freeVersion: 'Free version',
    discontinued: 'Discontinued',
    bestFor: 'Best for:',
    pricing: 'Pricing:',
    pros: 'Pros',
    cons: 'Cons',
    /** Before an editor's name, on the link to its comparison. */
    versus: 'CapCut vs ',
    empty: 'No editor matches this search and type.',
    clear: 'Clear search and type',
    /** Before the ratings' source. */
    ratings: 'Ratings',
  },
};

export type Messages = typeof englishMessages;
