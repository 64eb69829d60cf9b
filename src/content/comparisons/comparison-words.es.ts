/** The comparison components' words in Latin American Spanish (the English is comparison-words.ts). */
import type { ComparisonWords } from './comparison-words.ts';

export const comparisonWordsEs: ComparisonWords = {
  source: (count) => (count === 1 ? 'Fuente' : 'Fuentes'),
  sourceAt: (source, day) => `${source} (consulta del ${day.long})`,
  feature: 'Función',
  winnerHeading: 'Gana',
  tie: 'Empate',
  measure: 'Aspecto',
  infoCaption: (title, otherName) => `${title}: CapCut y ${otherName}`,
  pros: 'Ventajas',
  cons: 'Desventajas',
  strengths: 'Puntos fuertes',
  weaknesses: 'Puntos débiles',
  sideHeading: (name, label) => `${name}: ${label.toLowerCase()}`,
  outOfTen: (name, score) => `${name}: ${score} de 10`,
  editor: {
    ourPick: (winner) => `Nuestra elección: ${winner}.`,
    featuresTitle: (name) => `Comparación de funciones: CapCut vs ${name}`,
    featuresIntro: (wins, rows, name) =>
      `CapCut gana ${wins.capcut} de ${rows} filas y ${name} gana ${wins.other}${wins.tie ? `; ${wins.tie === 1 ? 'hay 1 empate' : `hay ${wins.tie} empates`}` : ''}.`,
    featuresCaption: (name) => `CapCut y ${name}, función por función`,
    storeRatings: (capcut, name, other) => `Calificación en la tienda: CapCut ${capcut}, ${name} ${other}.`,
    scenariosTitle: 'Cuál usar para cada trabajo',
    download: 'Descargar CapCut',
    officialSite: (name) => `Ver ${name} en su sitio oficial`,
    visit: (name) => `Visitar ${name}`,
    allAlternatives: 'Todas las alternativas',
  },
};
