/** /pt-br/termos-de-uso/: the terms of use in Brazilian Portuguese (the English is terms-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const termsPageCopyPtBr: TranslatedPages['/terms/'] = {
  meta: {
    slug: 'termos-de-uso/',
    label: 'Termos de uso',
    title: 'Termos de uso',
    description: 'Os termos de uso deste guia independente do CapCut: conteúdo informativo, só links oficiais de download e nenhum vínculo com o fabricante.',
    keywords: ['termos de uso', 'termos de serviço', 'termos do guia do CapCut'],
  },
  title: 'Termos de uso',
  updated: (date) => `Última atualização: ${date}`,
  lead: (site) => `Ao usar o ${site}, você concorda com estes termos. Eles são curtos porque o site é simples: ele informa e leva aos downloads oficiais.`,
  sections: [
    {
      id: 'service',
      title: 'O que o site oferece',
      text: 'O {site} publica guias, tutoriais, ideias de templates e comparações sobre o editor de vídeo {app}, com links para os lugares oficiais onde obtê-lo. Não hospedamos, vendemos nem distribuímos o app nem nenhuma versão dele.',
    },
    {
      id: 'downloads',
      title: 'Os downloads e o próprio app',
      text: 'Todo botão de download leva a um canal oficial da {maker}: a página do app no Google Play, a página do app na App Store, a página de download para computador do fabricante ou o editor web dele. O uso que você faz do app é regido pelos termos do próprio fabricante. Nunca oferecemos versões modificadas, crackeadas ou “desbloqueadas”, e os recursos pagos só estão disponíveis pela assinatura oficial.',
    },
    {
      id: 'accuracy',
      title: 'Precisão das informações',
      text: 'Conferimos versões, tamanhos, preços e requisitos em fontes oficiais e mostramos de onde vem cada número e quando ele foi consultado. Os apps mudam com frequência, então um número pode estar desatualizado; a página oficial na loja sempre tem a palavra final.',
    },
    {
      id: 'acceptable-use',
      title: 'Uso aceitável',
      text: 'Por favor, não copie o site inteiro, não tente atrapalhar o funcionamento dele e não use ferramentas automatizadas que o sobrecarreguem além do razoável. Fique à vontade para citar trechos curtos com um link para o site.',
    },
    {
      id: 'intellectual-property',
      title: 'Propriedade intelectual',
      text: 'Os textos e o design deste site pertencem ao {site}. {app} e os demais nomes de produtos são marcas comerciais de seus donos e são usados só para identificar esses produtos. Se você acredita que algo aqui viola os seus direitos, veja a nossa {dmca}.',
    },
    { id: 'children', title: 'Crianças', text: 'O site não é direcionado a crianças menores de {age} anos. Visitantes mais novos devem usar o app e este guia com o pai, a mãe ou um responsável.' },
    {
      id: 'liability',
      title: 'Sem garantia e limites de responsabilidade',
      text: 'O site é oferecido no estado em que se encontra, apenas para fins informativos. Na medida em que a lei permitir, não nos responsabilizamos por nenhuma perda decorrente do uso do site ou de seguir os conselhos dele, incluindo problemas com apps ou sites de terceiros para os quais há links aqui.',
    },
    { id: 'changes', title: 'Alterações e contato', text: 'Podemos atualizar estes termos; a data acima mostra a versão mais recente. Se tiver dúvidas, escreva para {email}.' },
  ],
  links: { dmca: 'política de DMCA' },
};
