/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'chromebookRequirements.os': 'Chrome OS 88 ou posterior',
  'exportAdvice.maxEffects': '2-3 efeitos',
  'exportAdvice.maxLength': 'menos de 60 segundos',
  'installNeeds.ram': '4 GB ou mais',
  'platforms.android.requirement': 'Android 5.0 ou posterior, 2 GB de RAM ou mais',
  'platforms.android.requirement.source': 'página do Google Play',
  'platforms.ios.requirement': 'iOS 12.0 ou posterior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey ou posterior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) ou posterior',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.priceNote': 'Os preços variam conforme o país e entre o app para celular e as versões para computador e web; o app mostra o seu preço antes de você pagar.',
  'proPurchase.where': 'O Pro é vendido só pelo fabricante: dentro do app oficial para celular e tablet, com cobrança pelo Google Play ou pela App Store, e no app para computador e no editor web, diretamente pela CapCut.',
  'templateStats.videosCreated.source': 'galeria de templates do CapCut',
};
