/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'platforms.android.requirement': 'Android 5.0 o posterior, 2 GB de RAM o más',
  'platforms.android.requirement.source': 'ficha de Google Play',
  'platforms.ios.requirement': 'iOS 12.0 o posterior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) o posterior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey o posterior',
  'chromebookRequirements.os': 'Chrome OS 88 o posterior',
  'installNeeds.ram': '4 GB o más',
  'exportAdvice.maxLength': 'menos de 60 segundos',
  'exportAdvice.maxEffects': '2-3 efectos',
  'templateStats.videosCreated.source': 'galería de plantillas de CapCut',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.where': 'Solo el fabricante vende Pro: dentro de la app oficial para celulares y tablets, con cobro a través de Google Play o el App Store, y en la app de escritorio y el editor web, donde cobra CapCut directamente.',
  'proPurchase.priceNote': 'Los precios varían según el país y entre la app para celulares y las versiones de escritorio y web; la app te muestra el tuyo antes de pagar.',
};
