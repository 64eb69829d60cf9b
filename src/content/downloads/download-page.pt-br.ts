/** /download/ in Brazilian Portuguese (download-page.ts has the English). */
import type { TranslatedPages } from '../page-copies.ts';

export const downloadPageCopyPtBr: TranslatedPages['/download/'] = {
  meta: {
    label: 'Baixar o CapCut',
    title: 'Baixar o CapCut para Android, PC e iOS',
    description: 'Links oficiais para baixar o CapCut no Android (Google Play), Windows e Mac (site do fabricante) e iPhone (App Store), com versão, tamanho e requisitos.',
    keywords: ['baixar CapCut', 'CapCut Android', 'CapCut Google Play', 'CapCut versão mais recente', 'baixar CapCut grátis'],
  },
  hero: {
    title: 'Baixar o CapCut',
    lead: 'Cada botão desta página abre um canal oficial do fabricante do CapCut: o Google Play, a App Store ou a própria página de download do CapCut. O app é gratuito e você sempre recebe a versão atual.',
  },
  android: {
    title: 'CapCut para Android',
    text: 'A versão mais usada do CapCut. O Google Play instala, verifica e atualiza o app para você; sem root e sem precisar liberar fontes desconhecidas.',
    button: 'Disponível no Google Play',
    guide: 'Guia de instalação',
  },
  platforms: {
    title: 'Escolha sua plataforma',
    intro: 'O mesmo app gratuito em celulares, tablets e computadores; sua conta mantém os rascunhos sincronizados.',
  },
  noGooglePlay:
    'Celular sem Google Play? Use o editor web em um computador ou pergunte ao suporte do fabricante sobre o seu aparelho. Não instale o CapCut a partir de sites de compartilhamento de arquivos: essas cópias podem ter sido modificadas e conter malware.',
  otherDevices: {
    title: 'Outros aparelhos',
    mac: { title: 'Mac', text: 'Macs com Intel e com Apple Silicon' },
    chromebook: { title: 'Chromebook', text: 'Google Play ou o editor web' },
    web: { title: 'Editor web', text: 'Edite no navegador, sem instalar nada' },
    pro: { title: 'CapCut Pro', text: 'A assinatura oficial' },
  },
};
