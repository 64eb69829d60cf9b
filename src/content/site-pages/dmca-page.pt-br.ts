/** /pt-br/dmca/: the copyright policy in Brazilian Portuguese (the English is dmca-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const dmcaPageCopyPtBr: TranslatedPages['/dmca/'] = {
  meta: {
    slug: 'dmca/',
    label: 'Política de DMCA',
    title: 'Política de DMCA e direitos autorais',
    description: 'Como enviar uma notificação de direitos autorais ao CapCut Guide, o que ela precisa conter e como funciona a contranotificação.',
    keywords: ['DMCA', 'direitos autorais', 'notificação de remoção', 'contranotificação'],
  },
  title: 'Política de DMCA e direitos autorais',
  lead: (site) => `O ${site} respeita os direitos dos criadores e responde a notificações claras de suposta violação nos termos da lei americana Digital Millennium Copyright Act (DMCA).`,
  policy: {
    id: 'policy',
    title: 'A nossa política',
    text: 'Escrevemos os nossos próprios guias e usamos nomes de produtos só para identificá-los. Não hospedamos arquivos de apps nem vídeos de outras pessoas. Se você acredita que algum material deste site viola os seus direitos autorais, envie uma notificação: vamos analisá-la prontamente e remover o material que os viole ou bloquear o acesso a ele.',
  },
  notice: {
    title: 'O que uma notificação precisa conter',
    items: [
      'A sua assinatura física ou eletrônica, como titular dos direitos autorais ou pessoa autorizada a agir em nome dele.',
      'Uma descrição da obra protegida que você acredita ter sido violada.',
      'O endereço (URL) de cada página deste site onde o material aparece.',
      'O seu nome, endereço postal, telefone e e-mail.',
      'Uma declaração de que você acredita, de boa-fé, que o uso não foi autorizado pelo titular dos direitos, pelo representante dele ou pela lei.',
      'Uma declaração, sob pena de perjúrio, de que as informações da sua notificação são precisas e de que você é o titular dos direitos ou está autorizado a agir em nome dele.',
    ],
  },
  send: {
    title: 'Para onde enviar',
    text: 'Envie a sua notificação por e-mail para {email} com “{subject}” no assunto. Confirmamos o recebimento das notificações em até dois dias úteis.',
    subject: 'Notificação DMCA',
  },
  sections: [
    {
      id: 'counter-notification',
      title: 'Contranotificação',
      text: 'Se um material que você forneceu foi removido e você acredita que isso foi um engano ou uma identificação errada, pode enviar uma contranotificação para o mesmo endereço. Ela precisa ter a sua assinatura, identificar o material e onde ele aparecia, declarar sob pena de perjúrio que você acredita, de boa-fé, que ele foi removido por engano, e informar o seu nome, endereço e telefone, com o seu consentimento à jurisdição do tribunal federal competente. Nós a encaminhamos para quem enviou a notificação original e podemos restaurar o material depois de 10 a 14 dias úteis, a menos que essa pessoa nos informe que entrou com uma ação judicial.',
    },
    {
      id: 'repeat',
      title: 'Declarações falsas',
      text: 'Quem enviar notificações ou contranotificações sabendo que são falsas pode ter que responder por perdas e danos. Se você não tiver certeza de que um material viola os seus direitos, considere buscar orientação jurídica antes.',
    },
  ],
};
