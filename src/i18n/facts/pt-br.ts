/** The wording in this language of the facts (src/facts.ts) whose value has English words, by fact name; the figures are the fact's own (test/unit/translations.test.ts compares them). */
export const factWords: Readonly<Record<string, string>> = {
  'platforms.android.requirement': 'Android 5.0 ou superior, 2 GB de RAM ou mais',
  'platforms.ios.requirement': 'iOS 12.0 ou superior',
  'platforms.windows.requirement': 'Windows 10 (64 bits) ou superior',
  'platforms.mac.requirement': 'macOS 12.0 Monterey ou superior',
  'chromebookRequirements.os': 'Chrome OS 88 ou superior',
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
