/** /pt-br/contato/: the contact page in Brazilian Portuguese (the English is contact-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const contactPageCopyPtBr: TranslatedPages['/contact/'] = {
  meta: {
    slug: 'contato/',
    label: 'Contato',
    title: 'Fale conosco',
    description: 'Mande um e-mail para a equipe do CapCut Guide, ache ajuda rápida para as dúvidas mais comuns sobre o CapCut e veja em quanto tempo respondemos (até 24 horas).',
    keywords: ['contato', 'suporte', 'ajuda com o CapCut', 'e-mail'],
  },
  title: 'Fale conosco',
  lead: (site) => `Dúvidas sobre um guia, um link quebrado ou uma correção? A equipe do ${site} lê todas as mensagens.`,
  email: {
    title: 'Suporte por e-mail',
    text: 'Escreva para nós sobre o conteúdo do site, correções ou propostas de parceria.',
    button: (email) => `Enviar e-mail para ${email}`,
    note: 'Não conseguimos ajudar com a sua conta nem com compras dentro do app; para isso, fale com o suporte do próprio app.',
  },
  help: {
    title: 'Ajuda rápida',
    intro: 'A maioria das dúvidas tem resposta nos guias:',
    faqs: 'Perguntas frequentes',
    install: 'Problemas de instalação e como resolvê-los',
    troubleshooting: 'Problemas comuns: travamentos, exportação, recursos que não aparecem',
  },
  time: {
    title: 'Tempo de resposta',
    text: 'Costumamos responder em até 24 horas, de segunda a sexta. As mensagens enviadas no fim de semana são respondidas na segunda-feira.',
  },
};
