/** /pt-br/capcut-web/: the web editor vs app page in Brazilian Portuguese (the English is web-vs-app.ts). */
import type { TranslatedPages } from '../page-copies.ts';

const sameCost = 'Gratuito, com a mesma assinatura Pro opcional';

export const webPageCopyPtBr: TranslatedPages['/capcut-web/'] = {
  meta: {
    label: 'CapCut Web',
    title: 'CapCut Web vs app: qual usar',
    description: 'Compare o editor online do CapCut com os apps para celular e computador: instalação, desempenho, uso offline, arquivos e custo, e abra o editor web oficial.',
    keywords: ['CapCut web', 'CapCut online', 'CapCut no navegador', 'CapCut web ou app'],
  },
  hero: {
    title: 'CapCut Web vs app',
    lead: 'O editor online do CapCut roda no navegador com a sua conta do CapCut; os apps rodam no aparelho. É a mesma família de editores, com o mesmo plano gratuito e a mesma assinatura Pro opcional: as diferenças estão na velocidade, nos arquivos e no lugar onde você trabalha.',
    openWeb: 'Abrir o editor web',
    downloadApp: 'Baixar o app',
  },
  comparison: {
    title: 'Editor web vs app, lado a lado',
    columns: ['Recurso', 'Editor web', 'App'],
    rows: [
      { feature: 'Instalação', web: 'Nenhuma: roda no Chrome, no Edge ou no Safari', app: 'Pelo Google Play, pela App Store ou pela página de download para computador' },
      { feature: 'Ideal para', web: 'Notebooks e desktops, inclusive computadores da escola e do trabalho', app: 'Celulares e tablets (app para celular), Windows e Mac (app para computador)' },
      { feature: 'Internet', web: 'Necessária o tempo todo', app: 'A edição funciona offline; templates e nuvem precisam de conexão' },
      { feature: 'Desempenho', web: 'Depende do navegador e da conexão; projetos longos em 4K podem ficar lentos', app: 'Usa o hardware do aparelho; mais fluido com projetos longos ou em 4K' },
      { feature: 'Arquivos', web: 'Enviados para o armazenamento em nuvem antes da edição', app: 'Lidos direto do aparelho' },
      { feature: 'Templates e efeitos', web: 'Biblioteca grande, incluindo itens marcados como Pro', app: 'A maior biblioteca, incluindo itens marcados como Pro' },
      { feature: 'Custo', web: sameCost, app: sameCost },
    ],
  },
  which: {
    title: 'Qual usar',
    choices: [
      { title: 'Escolha o editor web quando', items: ['você não pode instalar programas (computadores da escola ou do trabalho, Chromebooks sem Google Play)', 'você edita clipes curtos de vez em quando', 'você troca de computador com frequência'] },
      { title: 'Escolha o app quando', items: ['você edita no celular ou no tablet', 'seus projetos são longos, com várias faixas ou em 4K', 'você quer editar offline ou exportar mais rápido'] },
    ],
    before: 'Seus projetos acompanham a sua conta, então você pode começar no navegador e terminar no ',
    desktopLink: 'app para computador',
    between: '. Se você usa Chromebook, veja ',
    chromebookLink: 'CapCut no Chromebook',
    after: '.',
  },
};
