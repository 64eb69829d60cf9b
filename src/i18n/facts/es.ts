/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'platforms.android.requirement': 'Android 5.0 o posterior, 2 GB de RAM o más',
  'platforms.ios.requirement': 'iOS 12.0 o posterior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) o posterior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey o posterior',
  'chromebookRequirements.os': 'Chrome OS 88 o posterior',
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
