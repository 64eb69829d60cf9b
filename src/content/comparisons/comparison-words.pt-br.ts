/** The comparison components' words in Brazilian Portuguese (the English is comparison-words.ts). */
import type { ComparisonWords } from './comparison-words.ts';

export const comparisonWordsPtBr: ComparisonWords = {
  source: (count) => (count === 1 ? 'Fonte' : 'Fontes'),
  sourceAt: (source, day) => `${source} (consulta em ${day.long})`,
  feature: 'Recurso',
  winnerHeading: 'Vencedor',
  tie: 'Empate',
  measure: 'Aspecto',
  infoCaption: (title, otherName) => `${title}: CapCut e ${otherName}`,
  pros: 'Prós',
  cons: 'Contras',
  strengths: 'Pontos fortes',
  weaknesses: 'Pontos fracos',
  sideHeading: (name, label) => `${name}: ${label.toLowerCase()}`,
  outOfTen: (name, score) => `${name}: ${score} de 10`,
  editor: {
    ourPick: (winner) => `Nossa escolha: ${winner}.`,
    featuresTitle: (name) => `Comparação de recursos: CapCut vs ${name}`,
    featuresIntro: (wins, rows, name) =>
      `O CapCut vence em ${wins.capcut} de ${rows} linhas e o ${name} vence em ${wins.other}${wins.tie ? `; ${wins.tie === 1 ? 'há 1 empate' : `há ${wins.tie} empates`}` : ''}.`,
    featuresCaption: (name) => `CapCut e ${name}, recurso por recurso`,
    storeRatings: (capcut, name, other) => `Notas na loja: CapCut ${capcut}, ${name} ${other}.`,
    scenariosTitle: 'Qual usar em cada situação',
    download: 'Baixar o CapCut',
    officialSite: (name) => `Ver o ${name} no site oficial`,
    visit: (name) => `Visitar o site do ${name}`,
    allAlternatives: 'Todas as alternativas',
  },
};
