/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'exportAdvice.maxEffects': '2-3 efeitos',
  'exportAdvice.maxLength': 'menos de 60 segundos',
  'installNeeds.ram': '4 GB ou mais',
  'platforms.android.requirement': 'Android 5.0 ou posterior, 2 GB de RAM ou mais',
  'platforms.android.requirement.source': 'página do Google Play',
  'platforms.ios.requirement': 'iOS 12.0 ou posterior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey ou posterior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) ou posterior',
  'templateStats.videosCreated.source': 'galeria de templates do CapCut',
};
