/**
 * The Brazilian Portuguese glossary: CapCut's interface terms and the site's recurring terms, each
 * with the form the translations use and the forms they do not. The build lists every rejected form
 * it finds in a Portuguese file by file and line (src/i18n/glossary/check.ts), and a test fails on them.
 * Where CapCut's own Portuguese label could not be confirmed here, the entry keeps the site's word
 * and says so, so that one word is used everywhere until someone checks the app.
 */
import type { GlossaryEntry } from './entry.ts';

const unconfirmed = "CapCut's Portuguese label could not be confirmed here: the site's word, used everywhere until someone checks the app in Portuguese.";

export const brazilianPortugueseGlossary: readonly GlossaryEntry[] = [
  { term: 'quotation marks', use: '“ ”', avoid: ['«', '»'], note: 'Brazilian usage: the curved double quotes.' },
  { term: 'App Store', use: 'a App Store (na App Store)', avoid: ['o App Store', 'no App Store', 'do App Store', 'pelo App Store'] },
  { term: 'Get it on Google Play (the badge)', use: 'Disponível no Google Play', avoid: ['Get it on Google Play', 'Baixe no Google Play'], note: "The words of Google Play's Brazilian badge." },
  { term: 'trademark', use: 'marca comercial', avoid: ['marca registrada'], note: '"Registrada" claims a registration the English does not.' },
  { term: 'CapCut (the app, and its maker as the app)', use: 'o CapCut (pelo CapCut, do CapCut)', avoid: ['pela CapCut', 'da CapCut'], note: 'The company is ByteDance (a ByteDance); CapCut is masculine.' },
  { term: 'or later (a version)', use: 'ou posterior', avoid: ['ou superior'] },
  { term: 'keyframe', use: 'quadro-chave (quadros-chave)', avoid: ['keyframe', 'keyframes'] },
  { term: 'stickers', use: 'figurinhas', avoid: ['sticker', 'stickers', 'adesivo', 'adesivos'] },
  { term: 'offline', use: 'offline', avoid: ['off-line'] },
  { term: 'online', use: 'online', avoid: ['on-line'] },
  { term: 'preview', use: 'pré-visualização', avoid: ['prévia', 'prévias'] },
  { term: 'frame rate', use: 'taxa de quadros', avoid: ['frame rate', 'framerate', 'taxa de frames'] },
  { term: 'bit rate (CapCut: Code rate)', use: 'taxa de bits', avoid: ['code rate', 'bitrate'] },
  { term: 'beat (and the Beats tool)', use: 'batida (Batidas)', avoid: ['Beats', 'beat'], note: unconfirmed },
  { term: 'beat marker', use: 'marcador de batida', avoid: ['marcador de beat', 'marcadores de beat'] },
  { term: 'Add beat', use: 'Adicionar batida', avoid: ['Add beat'], note: unconfirmed },
  { term: 'Voiceover', use: 'Narração', avoid: ['Voiceover', 'voice over', 'voice-over'], note: unconfirmed },
  { term: 'Extract audio', use: 'Extrair áudio', avoid: ['Extract audio'] },
  { term: 'Apply to all', use: 'Aplicar a todos', avoid: ['Apply to all'], note: unconfirmed },
  { term: 'Montage (speed curve)', use: 'Montagem', avoid: ['Montage'], note: unconfirmed },
  { term: 'Bullet (speed curve)', use: 'Bala', avoid: ['Bullet'], note: unconfirmed },
  { term: 'Custom (speed curve)', use: 'Personalizado', avoid: ['Custom'], note: unconfirmed },
  { term: 'Graphs (the curves of a keyframe\'s motion)', use: 'Gráficos', avoid: ['Graphs'], matchCase: true, note: unconfirmed },
  { term: 'Overlay', use: 'Sobreposição', avoid: ['Overlay', 'Add overlay'] },
  { term: 'Split', use: 'Dividir', avoid: ['Split'], matchCase: true, note: unconfirmed },
  { term: 'Replace (a clip)', use: 'Substituir', avoid: ['Replace'], matchCase: true, note: unconfirmed },
  { term: 'Reduce noise', use: 'redução de ruído', avoid: ['Reduce noise', 'Noise reduction'], note: unconfirmed },
  { term: 'Auto captions', use: 'legendas automáticas', avoid: ['Auto captions'], note: unconfirmed },
  { term: 'Canvas', use: 'Tela (ou Fundo)', avoid: ['Canvas', 'Background'], note: unconfirmed },
  { term: 'Feather (mask)', use: 'suavização', avoid: ['Feather'], note: unconfirmed },
  { term: 'Use template (the button)', use: 'Usar modelo', avoid: ['Use template'] },
  { term: 'template', use: 'template', avoid: [], note: 'The site\'s word for the gallery\'s items ("Templates em alta"); the app\'s button says "Usar modelo".' },
  {
    term: "template styles' names (CapCut's gallery: Beat Drop Velocity, Lyric Overlay...)",
    use: 'o nome como a galeria do CapCut o mostra, com uma glosa em português ao lado',
    avoid: [],
    note: "Proper names: each key of templateReach in src/facts.ts, which a reader searches in the app. The app's Portuguese gallery names could not be confirmed here, so no page translates or invents one: the data keeps the name (templates.ts, tiktok.ts) and a translation gives only its gloss (TemplateWords.gloss). The glossary check and the English-text test leave these names alone.",
  },
  { term: 'trend', use: 'tendência', avoid: ['trend', 'trends'] },
  { term: 'subject (of a shot)', use: 'a pessoa, o assunto principal', avoid: ['o objeto', 'do objeto'] },
  { term: 'blur (it turns into a blur)', use: 'borrão', avoid: ['uma borra'] },
  { term: 'share (of a mix)', use: 'proporção', avoid: ['fatia'] },
  { term: 'glow', use: 'brilho difuso', avoid: [], note: 'Not plain "brilho", which is brightness (the Adjust panel\'s Brilho); not checked by word, since "brilho" is right for brightness.' },
  { term: 'audio sync (the article)', use: 'sincronia de áudio', avoid: ['sincronização de áudio'], note: 'The article\'s own title, "Sincronia de áudio e design de som".' },
  {
    term: 'colour grading (the creative step, and the colour article: "Color grading no CapCut")',
    use: 'color grading (o color grading)',
    avoid: ['gradação de cor', 'gradação de cores', 'etalonagem', 'colorização'],
    note: 'The word Brazilian editors use. Colour correction, the first step, is "correção de cor", and is not the article\'s name: a link to the article says "Color grading" (the title), as the English link says. Not "o grading" alone, which the check cannot tell from "color grading": write it whole.',
  },
  { term: 'fade (audio, a transition)', use: 'fade (fade in, fade out)', avoid: ['entrada e saída graduais', 'entrada gradual', 'saída gradual', 'esmaecimento'], note: unconfirmed + ' Not the Adjust panel\'s Fade slider, which is "Esmaecer".' },
  { term: 'picture-in-picture', use: 'picture-in-picture', avoid: ['imagem sobre imagem', 'imagem na imagem', 'imagem dentro da imagem'], note: 'The word Brazilian apps and creators use; CapCut\'s own tool for it is Sobreposição.' },
  { term: 'views (of a video)', use: 'visualizações', avoid: ['views', 'exibições'], note: '"Tempo de exibição" (watch time) stays.' },
  { term: 'vs (in the name of a comparison)', use: 'vs', avoid: ['vs.', 'versus'], note: 'CapCut vs VN, Grátis vs Pro, CapCut Web vs app; in a sentence that compares two figures, "contra".' },
  { term: 'sound design', use: 'design de som', avoid: ['design sonoro', 'sound design', 'desenho de som', 'desenho sonoro'], note: 'The audio article\'s own title, "Sincronia de áudio e design de som no CapCut".' },
  {
    term: "a link's language",
    use: 'nothing: the link says it',
    avoid: ['(em inglês)', '(só em inglês)', '(somente em inglês)', '(apenas em inglês)', '(disponível em inglês)', '(em espanhol)', '(in English)', '(English)', '(inglês)'],
    note: 'A link to a page that exists only in another language gets its note (" (em inglês)") from the site (SiteLink, the catalogue\'s components.otherLanguage), and a link to a translated page gets none: a note typed by hand goes stale when the page is translated.',
  },
  { term: 'European Portuguese forms', use: 'Brazilian forms: tela, celular, usuário, baixar', avoid: ['ecrã', 'telemóvel', 'utilizador', 'utilizadores'] },
];
