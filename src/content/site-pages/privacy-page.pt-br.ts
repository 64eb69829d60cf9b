/** /pt-br/privacidade/: the privacy policy in Brazilian Portuguese (the English is privacy-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const privacyPageCopyPtBr: TranslatedPages['/privacy/'] = {
  meta: {
    slug: 'privacidade/',
    label: 'Política de privacidade',
    title: 'Política de privacidade',
    description: 'O que este site estático de guias coleta (sem contas nem formulários), o que a hospedagem e a análise de uso opcional podem registrar e as suas escolhas.',
    keywords: ['política de privacidade', 'privacidade do guia do CapCut', 'cookies', 'análise de uso'],
  },
  title: 'Política de privacidade',
  updated: (date) => `Última atualização: ${date}`,
  lead: (site) => `O ${site} é um site estático: páginas de texto e imagens fixos. Esta política explica o pouco que acontece com os dados enquanto você o lê.`,
  sections: [
    {
      id: 'what-we-collect',
      title: 'O que coletamos',
      text: 'Nada que identifique você. O site não tem contas, cadastro, comentários nem formulários. Os únicos campos são duas caixas de busca e de filtro, e o que você digita nelas fica no seu navegador; pode aparecer no endereço da página, para que uma visualização filtrada possa ser compartilhada, mas nunca é enviado para nós.',
    },
    {
      id: 'hosting-logs',
      title: 'O que a nossa hospedagem registra',
      text: 'Como qualquer site, as páginas são entregues por um provedor de hospedagem. Os servidores dele mantêm os registros de acesso de praxe: a página solicitada, o horário, o seu endereço IP, a identificação do seu navegador (user-agent) e a página de onde você veio. Os provedores guardam esses registros por segurança e para resolver problemas, normalmente por no máximo 30 dias, e nós os usamos só para manter o site no ar e bloquear abusos.',
    },
    {
      id: 'analytics',
      title: 'Análise de uso opcional',
      text: 'O site pode usar um script de análise que respeita a privacidade e conta as visualizações de página e as páginas não encontradas. Onde ele roda, registra o endereço da página e um país aproximado, não grava cookies de publicidade e não monta um perfil seu. Se o seu navegador enviar um sinal Do Not Track ou Global Privacy Control, ou bloquear o script, nada é contado.',
    },
    {
      id: 'storage',
      title: 'Cookies e armazenamento do navegador',
      text: 'Não gravamos cookies. Quando você fecha o aviso de download, o seu navegador guarda isso no armazenamento da sessão, só no seu aparelho, até você fechar a aba.',
    },
    {
      id: 'third-parties',
      title: 'Links e vídeos incorporados',
      text: 'Os botões de download levam às lojas oficiais e ao site do fabricante, onde valem as políticas de privacidade deles assim que você chega. Na página de tutoriais em vídeo, o player do serviço de vídeo só carrega nos tutoriais que têm um botão para assistir ao vídeo, e só depois que você o aperta; os outros tutoriais levam a uma busca no YouTube, que abre no próprio site do YouTube. Lá vale a política desse serviço.',
    },
    { id: 'children', title: 'Crianças', text: 'O site não é direcionado a crianças menores de {age} anos, e não coletamos intencionalmente nenhuma informação delas.' },
    {
      id: 'your-rights',
      title: 'Suas escolhas e direitos',
      text: 'Como não mantemos nenhum perfil pessoal, normalmente não há nada para acessar ou excluir. Se você acredita que um registro contém dados seus e quer que eles sejam removidos, escreva para {email} e vamos pedir à nossa hospedagem que os apague, na medida em que a lei permitir.',
    },
    {
      id: 'changes',
      title: 'Alterações nesta política',
      text: 'Se o site passar a tratar dados de outra forma, esta página vai dizer isso e a data dela vai mudar. Veja também os nossos {terms} e o nosso {disclaimer}.',
    },
  ],
  links: { terms: 'termos de uso', disclaimer: 'aviso legal' },
};
