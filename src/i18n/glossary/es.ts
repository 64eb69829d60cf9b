/**
 * The Latin American Spanish glossary: CapCut's interface terms and the site's recurring terms, each
 * with the form the translations use and the forms they do not. The build lists every rejected form
 * it finds in a Spanish file by file and line (src/i18n/glossary/check.ts), and a test fails on them.
 * Where CapCut's own Spanish label could not be confirmed here, the entry keeps the site's word and
 * says so, so that one word is used everywhere until someone checks the app.
 */
import type { GlossaryEntry } from './entry.ts';

const unconfirmed = "CapCut's Spanish label could not be confirmed here: the site's word, used everywhere until someone checks the app in Spanish.";

export const spanishGlossary: readonly GlossaryEntry[] = [
  { term: 'quotation marks', use: '“ ”', avoid: ['«', '»'], note: 'One style across articles and pages: the curved double quotes.' },
  { term: 'App Store', use: 'el App Store', avoid: ['la App Store'], note: 'Masculine, as the rest of the site writes it (de el → del App Store).' },
  { term: 'Get it on Google Play (the badge)', use: 'Disponible en Google Play', avoid: ['Get it on Google Play', 'Descárgala en Google Play', 'Consíguelo en Google Play'], note: "The words of Google Play's Spanish badge." },
  { term: 'trademark', use: 'marca comercial', avoid: ['marca registrada'], note: '"Registrada" claims a registration the English does not.' },
  { term: 'keyframe', use: 'fotograma clave (fotogramas clave)', avoid: ['keyframe', 'keyframes', 'cuadro clave', 'cuadros clave'] },
  { term: 'frame rate', use: 'velocidad de fotogramas', avoid: ['tasa de cuadros', 'tasa de fotogramas', 'frame rate', 'framerate'], note: 'A single frame is a "cuadro"; the rate is the export menu\'s "velocidad de fotogramas".' },
  { term: 'bit rate (CapCut: Code rate)', use: 'tasa de bits', avoid: ['code rate', 'bitrate'] },
  { term: 'beat marker', use: 'marcador de ritmo', avoid: ['marcador de beat', 'marcadores de beat', 'marcador amarillo de beat', 'marcadores amarillos de beat'], note: 'The musical beat itself stays "beat" ("en cada beat"), as Latin American creators say it.' },
  { term: 'Beats (the audio tool)', use: 'Ritmo', avoid: ['Beats'], matchCase: true, note: unconfirmed },
  { term: 'Add beat', use: 'Agregar ritmo', avoid: ['Add beat'], note: unconfirmed },
  { term: 'Voiceover', use: 'Voz en off', avoid: ['Voiceover', 'voice over', 'voice-over'], note: unconfirmed },
  { term: 'Extract audio', use: 'Extraer audio', avoid: ['Extract audio'] },
  { term: 'Apply to all', use: 'Aplicar a todos', avoid: ['Apply to all'], note: unconfirmed },
  { term: 'Montage (speed curve)', use: 'Montaje', avoid: ['Montage'], note: unconfirmed },
  { term: 'Bullet (speed curve)', use: 'Bala', avoid: ['Bullet'], note: unconfirmed },
  { term: 'Custom (speed curve)', use: 'Personalizado', avoid: ['Custom'], note: unconfirmed },
  { term: 'Graphs (the curves of a keyframe\'s motion)', use: 'Gráficos', avoid: ['Graphs'], matchCase: true, note: unconfirmed },
  { term: 'Overlay', use: 'Superposición (Agregar superposición)', avoid: ['Overlay', 'Add overlay'] },
  { term: 'Canvas', use: 'Lienzo', avoid: ['Canvas'] },
  { term: 'Split', use: 'Dividir', avoid: ['Split'], matchCase: true, note: unconfirmed },
  { term: 'Replace (a clip)', use: 'Reemplazar', avoid: ['Replace'], matchCase: true, note: unconfirmed },
  { term: 'Reduce noise', use: 'reducción de ruido', avoid: ['Reduce noise', 'Noise reduction'], note: unconfirmed },
  { term: 'Auto captions', use: 'subtítulos automáticos', avoid: ['Auto captions', 'autosubtítulos'], note: unconfirmed },
  { term: 'Feather (mask)', use: 'difuminado', avoid: ['Feather'], note: unconfirmed },
  { term: 'Use template', use: 'Usar plantilla', avoid: ['Use template'] },
  { term: 'template', use: 'plantilla', avoid: ['template', 'templates'] },
  {
    term: "template styles' names (CapCut's gallery: Beat Drop Velocity, Lyric Overlay...)",
    use: 'el nombre tal como lo muestra la galería de CapCut, con una glosa en español al lado',
    avoid: [],
    note: "Proper names: each key of templateReach in src/facts.ts, which a reader searches in the app. The app's Spanish gallery names could not be confirmed here, so no page translates or invents one: the data keeps the name (templates.ts, tiktok.ts) and a translation gives only its gloss (TemplateWords.gloss). The glossary check and the English-text test leave these names alone.",
  },
  { term: 'glow', use: 'resplandor', avoid: [], note: 'Not "brillo", which is brightness (the Adjust panel\'s Brillo); not checked by word, since "brillo" is right for brightness.' },
  { term: 'velocity edit', use: 'edición velocity', avoid: ['velocity edit', 'edit velocity'] },
  {
    term: 'colour grading (the creative step, and the colour article: "Gradación de color en CapCut")',
    use: 'gradación de color (la gradación)',
    avoid: ['color grading', 'colour grading', 'grading', 'etalonaje', 'graduación de color', 'colorización'],
    note: 'Colour correction, the first step, is "corrección de color", and is not the article\'s name: a link to the article says "Gradación de color" (the title), as the English link says "Color grading".',
  },
  { term: 'fade (audio, a transition)', use: 'fundido (fundido de entrada, fundido de salida)', avoid: ['fade', 'fades', 'fade in', 'fade out', 'fade-in', 'fade-out'], note: 'Not the Adjust panel\'s Fade slider, which is "Desvanecer".' },
  { term: 'picture-in-picture', use: 'imagen en imagen', avoid: ['picture-in-picture', 'picture in picture', 'imagen sobre imagen', 'imagen dentro de imagen'] },
  { term: 'views (of a video)', use: 'vistas', avoid: ['visualización', 'visualizaciones', 'reproducciones'], note: '"Tiempo de reproducción" (watch time) stays.' },
  { term: 'vs (in the name of a comparison)', use: 'vs', avoid: ['vs.', 'versus', 'frente a'], note: 'CapCut vs VN, Gratis vs Pro, CapCut Web vs la app. In a sentence that compares two figures, "contra" or "comparado con".' },
  { term: 'sound design', use: 'diseño sonoro', avoid: ['diseño de sonido', 'sound design'], note: 'The audio article\'s own title, "Sincronización de audio y diseño sonoro en CapCut".' },
  { term: 'phone', use: 'celular', avoid: ['teléfono móvil', 'tu móvil', 'el móvil'], note: 'Latin American usage; "app móvil" (the mobile app) stays.' },
  { term: 'computer', use: 'computadora', avoid: ['ordenador', 'ordenadores'] },
  { term: 'preview (noun)', use: 'vista previa', avoid: ['previsualización'] },
  { term: 'Wi-Fi', use: 'Wi-Fi', avoid: ['wifi'] },
  {
    term: "a link's language",
    use: 'nothing: the link says it',
    avoid: ['(en inglés)', '(solo en inglés)', '(disponible en inglés)', '(en portugués)', '(in English)', '(English)', '(inglés)'],
    note: 'A link to a page that exists only in another language gets its note (" (en inglés)") from the site (SiteLink, the catalogue\'s components.otherLanguage), and a link to a translated page gets none: a note typed by hand goes stale when the page is translated.',
  },
];
