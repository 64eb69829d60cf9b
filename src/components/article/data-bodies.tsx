/**
 * The components an article's body places to lay out typed data of src/content/ (the four articles
 * whose pages are mostly tables, scores or an interactive ranking): each takes no props and reads its
 * data and words in the page's language (a locale's shared copy, src/content/page-copies.ts). Beside
 * them, what each adds to the page it is on: its JSON-LD and the files its island fetches, which the
 * build checks like the links of the markup.
 */
import type { ComponentType } from 'react';
import { capcutVsProCopy } from '../../content/comparisons/capcut-vs-pro.ts';
import { topTemplates, topTemplatesCopy } from '../../content/learning/templates.ts';
import { tiktokGuideCopy, tiktokTemplates } from '../../content/learning/tiktok.ts';
import type { Thing } from '../../head/json-ld.ts';
import { Island } from '../../hydration/Island.tsx';
import type { Locale } from '../../i18n/locale.ts';
import { factText, useFactText, useLocale, useLocalHref, useSharedCopy } from '../../i18n/use-locale.tsx';
import type { SiteUrls } from '../../site-address.ts';
import { CapcutVsProBody } from '../comparisons/CapcutVsProBody.tsx';
import { CapcutVsVnBody } from '../comparisons/CapcutVsVnBody.tsx';
import { faqThing } from '../Faq.tsx';
import { howToThing } from '../HowTo.tsx';
import { TiktokGuideBody, tiktokGuideProps } from '../learning/TiktokGuideBody.tsx';
import { TopTemplatesBody, topTemplatesProps } from '../learning/TopTemplatesBody.tsx';
import { previewClipFiles } from '../TemplatePreview.tsx';

/*
 * The islands src/islands/TopTemplates.tsx and TiktokGuide.tsx export these bodies as their
 * default: an Island is known by its component (Island.tsx), so naming the body here hydrates that
 * island, and a component imports nothing of src/islands/, which stands above it.
 */
function TopTemplatesRanking() {
  const copy = useSharedCopy('top-templates', topTemplatesCopy);
  const props = topTemplatesProps(useLocale(), copy.data(useFactText()), copy.words, useLocalHref());
  return <Island component={TopTemplatesBody} props={props} hydrate="visible" />;
}

function TiktokTemplateGuide() {
  const copy = useSharedCopy('tiktok-guide', tiktokGuideCopy);
  const props = tiktokGuideProps(useLocale(), copy.data(useFactText()), copy.words, useLocalHref());
  return <Island component={TiktokGuideBody} props={props} hydrate="visible" />;
}

/** By the name the body writes (`<CapcutVsPro />`). */
export const dataBodies = {
  CapcutVsPro: CapcutVsProBody,
  CapcutVsVn: CapcutVsVnBody,
  TopTemplates: TopTemplatesRanking,
  TiktokGuide: TiktokTemplateGuide,
} satisfies Record<string, ComponentType>;

export type DataBodyName = keyof typeof dataBodies;

const isDataBody = (name: string): name is DataBodyName => Object.hasOwn(dataBodies, name);

/** The JSON-LD the data bodies a page shows add to it, in the page's language: CapCut vs Pro's FAQ, the TikTok guide's steps. */
export function dataBodyThings(names: readonly string[], locale: Locale, defaultLocale: string): Thing[] {
  const fact = factText(locale, defaultLocale);
  const shared = locale.shared;
  return names.filter(isDataBody).flatMap((name): Thing[] => {
    if (name === 'CapcutVsPro') return [faqThing((shared['capcut-vs-pro'] ?? capcutVsProCopy).data(fact).faq)];
    if (name === 'TiktokGuide') return [howToThing((shared['tiktok-guide'] ?? tiktokGuideCopy).data(fact).walkthrough)];
    return [];
  });
}

/** The clips the preview dialogs of the data bodies a page shows fetch. */
export function dataBodyFiles(names: readonly string[], urls: SiteUrls): string[] {
  return names.filter(isDataBody).flatMap((name) => {
    if (name === 'TopTemplates') return previewClipFiles(topTemplates, urls);
    if (name === 'TiktokGuide') return previewClipFiles(tiktokTemplates, urls);
    return [];
  });
}
