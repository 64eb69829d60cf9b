/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'platforms.ios.requirement': 'iOS 12.0 ou posterior',
  'chromebookRequirements.os': 'Chrome OS 88 ou posterior',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.where': 'O Pro é vendido só pelo fabricante: dentro do app oficial para celular e tablet, com cobrança pelo Google Play ou pela App Store, e no app para computador e no editor web, diretamente pela CapCut.',
  'proPurchase.priceNote': 'Os preços variam conforme o país e entre o app para celular e as versões para computador e web; o app mostra o seu preço antes de você pagar.',
  'platforms.android.requirement': 'Android 5.0 ou superior, 2 GB de RAM ou mais',
  'platforms.windows.requirement': 'Windows 10 (64 bits) ou superior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey ou superior',
  'versionHistory.1.platform': 'Windows e Mac',
  'versionHistory.0.notes': 'Versão atual na Play Store.',
  'versionHistory.1.notes': 'Versão atual para computador.',
  'versionHistory.2.notes': 'Versão atual na App Store.',
  'exportAdvice.maxLength': 'menos de 60 segundos',
  'exportAdvice.maxEffects': '2-3 efeitos',
  'exportAdvice.transitionLength': '0,5-2 segundos',
};
