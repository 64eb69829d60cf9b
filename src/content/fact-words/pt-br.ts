import { premiereRushStatus, proPurchase } from '../../facts.ts';

/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'chromebookRequirements.os': 'Chrome OS 88 ou posterior',
  'competitors.premiereRush.yearly': 'cerca de US$ 120',
  'exportAdvice.maxEffects': '2-3 efeitos',
  'exportAdvice.maxLength': 'menos de 60 segundos',
  'exportAdvice.transitionLength': '0,5-2 segundos',
  'installNeeds.ram': '4 GB ou mais',
  'platforms.android.requirement': 'Android 5.0 ou posterior, 2 GB de RAM ou mais',
  'platforms.android.requirement.source': 'página do Google Play',
  'platforms.android.size.source': 'página do Google Play',
  'platforms.ios.requirement': 'iOS 12.0 ou posterior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey ou posterior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) ou posterior',
  'premiereRushStatus.removedFromStores': '30 de setembro de 2025',
  'premiereRushStatus.serviceEnd': '30 de setembro de 2026',
  'proPrice.maxExport': '4K a 60 fps',
  'proPurchase.priceNote': 'Os preços variam conforme o país e entre o app para celular e as versões para computador e web; o app mostra o seu preço antes de você pagar.',
  'proPurchase.where': 'O Pro é vendido só pelo fabricante: dentro do app oficial para celular e tablet, com cobrança pelo Google Play ou pela App Store, e no app para computador e no editor web, diretamente pelo CapCut.',
  'templateStats.videosCreated.source': 'galeria de templates do CapCut',
  'versionHistory.0.notes': 'Versão atual na Play Store.',
  'versionHistory.1.notes': 'Versão atual para computador.',
  'versionHistory.1.platform': 'Windows e Mac',
  'versionHistory.2.notes': 'Versão atual na App Store.',
  'windowsRequirements.minimum.0': 'Windows 10 de 64 bits',
  'windowsRequirements.minimum.1': 'Intel Core i3 ou AMD Ryzen 3',
  'windowsRequirements.minimum.2': '4 GB de RAM',
  'windowsRequirements.minimum.3': 'Placa de vídeo compatível com DirectX 11',
  'windowsRequirements.minimum.4': '2 GB de espaço livre em disco',
  'windowsRequirements.recommended.1': 'Intel Core i5 ou AMD Ryzen 5',
  'windowsRequirements.recommended.2': '8 GB de RAM',
  'windowsRequirements.recommended.3': 'Uma placa de vídeo dedicada',
  'windowsRequirements.recommended.4': '5 GB de espaço livre em um SSD',
};

/** The facts' sources by their English name, as this language names them. */
export const sourceNames: Readonly<Record<string, string>> = {
  'Google Play listing': 'página do Google Play',
  'App Store listing': 'página da App Store',
  "the maker's desktop download page": 'página de download para computador do fabricante',
  'store listings': 'páginas das lojas',
  'CapCut template gallery': 'galeria de templates do CapCut',
  'Adobe pricing page': 'página de preços da Adobe',
  'InShot in-app purchase list, App Store': 'lista de compras no app do InShot, App Store',
  [proPurchase.source]: 'Central de Ajuda do CapCut, seção de pagamentos e cobrança, https://www.capcut.com/help/payment-billing',
  [premiereRushStatus.source]: 'uma reportagem sobre o anúncio da Adobe, “Export Blockades In Adobe Premiere Rush” (29 de junho de 2026), https://hansajekalavya.com/export-blockades-in-adobe-premiere-rush/',
};
