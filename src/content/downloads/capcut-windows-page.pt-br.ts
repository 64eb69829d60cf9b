/** /capcut-windows/ in Brazilian Portuguese (capcut-windows-page.ts has the English). */
import type { TranslatedPages } from '../page-copies.ts';

export const capcutWindowsPageCopyPtBr: TranslatedPages['/capcut-windows/'] = {
  meta: {
    label: 'CapCut para Windows',
    title: 'CapCut para Windows: download e requisitos',
    description: 'Baixe o CapCut para Windows pela página oficial de download e confira os requisitos mínimos e recomendados do seu PC antes de instalar.',
    keywords: ['CapCut Windows', 'CapCut Windows 11', 'CapCut Windows 10', 'CapCut requisitos de sistema'],
  },
  hero: {
    title: 'CapCut para Windows',
    lead: (version, size) => `O app gratuito do CapCut para computador com Windows 10 e 11: versão ${version}, cerca de ${size}, direto da página oficial de download do CapCut.`,
    button: 'Baixar para Windows',
  },
  requirements: {
    title: 'Requisitos de sistema',
    intro: 'O mínimo roda o editor; a configuração recomendada deixa fluida a pré-visualização em 1080p e 4K.',
    columns: ['Componente', 'Mínimo', 'Recomendado'],
    parts: ['Sistema operacional', 'Processador', 'Memória', 'Placa de vídeo', 'Armazenamento'],
    checkYourPc: 'Para conferir o seu PC, abra Configurações, depois Sistema e depois Sobre: ali aparecem a edição do Windows, o processador, a RAM instalada e se o sistema é de 64 bits.',
  },
  problems: {
    title: 'Se algo der errado',
    items: [
      'O Windows mostra um alerta sobre o instalador: o instalador oficial é assinado pelo fabricante, então um alerta geralmente indica um arquivo corrompido ou não oficial. Exclua o arquivo e baixe de novo pela página de download do CapCut; nunca execute um instalador de outro site.',
      'A pré-visualização trava: diminua a qualidade da pré-visualização no menu do player, feche outros apps e atualize o driver da placa de vídeo.',
      'O instalador para no meio: verifique se a unidade tem espaço livre e se o antivírus não está bloqueando o download, e execute de novo.',
    ],
    seeAlso: { before: 'Também usa um Mac? Veja ', mac: 'CapCut para Mac', between: ', ou ', pc: 'CapCut para PC', after: ' para os dois.' },
  },
};
