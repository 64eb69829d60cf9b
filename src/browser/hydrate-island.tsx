/** Hydrates one island's marker element with React; tools/assets/bundle-js.ts puts it in every island's file. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../hydration/IslandRoot.tsx';
import { IslandLanguageContext } from '../i18n/island-language.ts';
import type { IslandLanguage } from '../i18n/island-words.ts';
import { SiteContext } from '../site-context.tsx';
import { browserSite } from './settings.ts';

export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, props: object): void {
  // The page's language, as the build wrote it (src/hydration/Island.tsx).
  const language = JSON.parse(element.dataset.language ?? '') as IslandLanguage;
  hydrateRoot(
    element,
    <IslandLanguageContext.Provider value={language}>
      <SiteContext.Provider value={browserSite}>
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>
      </SiteContext.Provider>
    </IslandLanguageContext.Provider>,
    {
      // The same prefix as the build's render (src/hydration/Island.tsx), so useId values agree.
      identifierPrefix: element.dataset.id,
      // Tests read the console: a mismatch between the prerendered HTML and the first client render must be visible.
      onRecoverableError(error, info) {
        console.error(`Hydration mismatch in island ${element.dataset.island}:`, error, info.componentStack);
      },
      // IslandRoot shows a message in the island's place; the error is logged here, once.
      onCaughtError(error, info) {
        console.error(`Island ${element.dataset.island} failed:`, error, info.componentStack);
      },
    },
  );
}
