/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'platforms.ios.requirement': 'iOS 12.0 o posterior',
  'chromebookRequirements.os': 'Chrome OS 88 o posterior',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.where': 'Solo el fabricante vende Pro: dentro de la app oficial para celulares y tablets, con cobro a través de Google Play o el App Store, y en la app de escritorio y el editor web, donde cobra CapCut directamente.',
  'proPurchase.priceNote': 'Los precios varían según el país y entre la app para celulares y las versiones de escritorio y web; la app te muestra el tuyo antes de pagar.',
};
