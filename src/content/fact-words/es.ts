import { premiereRushStatus, proPurchase } from '../../facts.ts';

/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'chromebookRequirements.os': 'Chrome OS 88 o posterior',
  'competitors.premiereRush.yearly': 'unos USD 120',
  'exportAdvice.maxEffects': '2-3 efectos',
  'exportAdvice.maxLength': 'menos de 60 segundos',
  'exportAdvice.transitionLength': '0.5-2 segundos',
  'installNeeds.ram': '4 GB o más',
  'platforms.android.requirement': 'Android 5.0 o posterior, 2 GB de RAM o más',
  'platforms.android.requirement.source': 'ficha de Google Play',
  'platforms.android.size.source': 'ficha de Google Play',
  'platforms.ios.requirement': 'iOS 12.0 o posterior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey o posterior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) o posterior',
  'premiereRushStatus.removedFromStores': '30 de septiembre de 2025',
  'premiereRushStatus.serviceEnd': '30 de septiembre de 2026',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.priceNote': 'Los precios varían según el país y entre la app para celulares y las versiones de escritorio y web; la app te muestra el tuyo antes de pagar.',
  'proPurchase.where': 'Solo el fabricante vende Pro: dentro de la app oficial para celulares y tablets, con cobro a través de Google Play o el App Store, y en la app de escritorio y el editor web, donde cobra CapCut directamente.',
  'templateStats.videosCreated.source': 'galería de plantillas de CapCut',
  'versionHistory.0.notes': 'Versión actual en Play Store.',
  'versionHistory.1.notes': 'Versión actual de escritorio.',
  'versionHistory.1.platform': 'Windows y Mac',
  'versionHistory.2.notes': 'Versión actual en el App Store.',
  'windowsRequirements.minimum.0': 'Windows 10 de 64 bits',
  'windowsRequirements.minimum.1': 'Intel Core i3 o AMD Ryzen 3',
  'windowsRequirements.minimum.2': '4 GB de RAM',
  'windowsRequirements.minimum.3': 'Gráficos compatibles con DirectX 11',
  'windowsRequirements.minimum.4': '2 GB de espacio libre en disco',
  'windowsRequirements.recommended.1': 'Intel Core i5 o AMD Ryzen 5',
  'windowsRequirements.recommended.2': '8 GB de RAM',
  'windowsRequirements.recommended.3': 'Una tarjeta gráfica dedicada',
  'windowsRequirements.recommended.4': '5 GB de espacio libre en un SSD',
};

/** The facts' sources by their English name, as this language names them. */
export const sourceNames: Readonly<Record<string, string>> = {
  'Google Play listing': 'ficha de Google Play',
  'App Store listing': 'ficha del App Store',
  "the maker's desktop download page": 'página de descarga para escritorio del fabricante',
  'store listings': 'fichas de las tiendas',
  'CapCut template gallery': 'galería de plantillas de CapCut',
  'Adobe pricing page': 'página de precios de Adobe',
  'InShot in-app purchase list, App Store': 'lista de compras dentro de la app de InShot, App Store',
  [proPurchase.source]: 'Centro de ayuda de CapCut, sección de pagos y facturación, https://www.capcut.com/help/payment-billing',
  [premiereRushStatus.source]: 'un informe sobre el anuncio de Adobe, “Export Blockades In Adobe Premiere Rush” (29 de junio de 2026), https://hansajekalavya.com/export-blockades-in-adobe-premiere-rush/',
};
