/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'platforms.ios.requirement': 'iOS 12.0 ou posterior',
  'chromebookRequirements.os': 'Chrome OS 88 ou posterior',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.where': 'O Pro é vendido só pelo fabricante: dentro do app oficial para celular e tablet, com cobrança pelo Google Play ou pela App Store, e no app para computador e no editor web, diretamente pela CapCut.',
  'proPurchase.priceNote': 'Os preços variam conforme o país e entre o app para celular e as versões para computador e web; o app mostra o seu preço antes de você pagar.',
};
