/** The install steps of every platform in Brazilian Portuguese (install-steps.ts has the English). */
import { developer, platforms } from '../../facts.ts';
import { factTextIn } from '../../fact-text.ts';
import { factWords } from '../fact-words/pt-br.ts';
import type { SharedCopies } from '../page-copies.ts';

const fact = factTextIn(factWords);

export const installStepsPtBr: SharedCopies['install-steps'] = {
  android: {
    name: 'Como instalar o CapCut no Android',
    description: 'Instale o app oficial do CapCut pelo Google Play.',
    totalMinutes: 5,
    steps: [
      { name: 'Abra a página do app no Google Play', text: `Toque no botão de download desta página. Ele abre a página oficial do CapCut no Google Play; o desenvolvedor indicado lá é ${developer.value}, a empresa do fabricante.` },
      { name: 'Confira o celular', text: `O app exige ${fact('platforms.android.requirement')}, e cerca de ${platforms.android.size.value} de armazenamento livre.` },
      { name: 'Instale', text: 'Toque em Instalar e aguarde o fim do download. O Google Play verifica o app e o mantém atualizado daí em diante.' },
      { name: 'Abra e faça login', text: 'Abra o CapCut e comece um novo projeto. Fazer login (com TikTok, Google ou e-mail) é opcional, mas guarda seus rascunhos na nuvem.' },
    ],
  },
  windows: {
    name: 'Como instalar o CapCut no Windows',
    description: 'Instale o app para computador do CapCut pela página de download do fabricante.',
    totalMinutes: 10,
    steps: [
      { name: 'Abra a página oficial de download', text: 'Clique em Baixar para Windows. Isso abre a página de download do próprio CapCut, que detecta o Windows e oferece o instalador.' },
      { name: 'Execute o instalador', text: 'Abra o instalador baixado pelo navegador ou pela pasta Downloads e permita que ele faça alterações quando o Windows perguntar.' },
      { name: 'Escolha uma pasta e instale', text: 'Mantenha a pasta padrão ou escolha uma unidade com espaço livre suficiente, e aguarde enquanto o instalador baixa a versão atual.' },
      { name: 'Abra e faça login', text: 'Abra o CapCut pelo menu Iniciar. Entre com a mesma conta que você usa no celular para acessar seus rascunhos na nuvem.' },
    ],
  },
  mac: {
    name: 'Como instalar o CapCut no Mac',
    description: 'Instale o app para computador do CapCut para macOS pela página de download do fabricante.',
    totalMinutes: 10,
    steps: [
      { name: 'Abra a página oficial de download', text: `Clique em Baixar para Mac. A página de download do CapCut oferece o app para macOS, que exige ${fact('platforms.mac.requirement')}.` },
      { name: 'Abra o instalador', text: 'Abra o arquivo baixado na pasta Downloads e siga o instalador; ele coloca o CapCut na sua pasta Aplicativos.' },
      { name: 'Inicie o CapCut', text: 'Abra o CapCut pelo Launchpad ou pela pasta Aplicativos. Na primeira vez, o macOS pergunta se você quer abrir um app baixado da internet: escolha Abrir.' },
      { name: 'Permita o acesso quando for pedido', text: 'Permita o acesso à câmera, ao microfone ou à gravação de tela só quando usar um recurso que precise disso; você pode mudar depois em Ajustes do Sistema.' },
    ],
  },
  ios: {
    name: 'Como instalar o CapCut no iPhone e no iPad',
    description: 'Instale o app oficial do CapCut pela App Store.',
    totalMinutes: 5,
    steps: [
      { name: 'Abra a página do app na App Store', text: `Toque no botão da App Store desta página. Ele abre a página oficial do CapCut; o desenvolvedor indicado lá é ${developer.value}, a empresa do fabricante.` },
      { name: 'Obtenha o app', text: 'Toque em Obter e confirme com Face ID, Touch ID ou a senha da sua Conta Apple. O app é gratuito; o Pro é uma assinatura opcional dentro do app.' },
      { name: 'Aguarde a instalação', text: `O download tem cerca de ${platforms.ios.size.value}. Mantenha o aparelho no Wi-Fi, ou permita downloads grandes pela rede celular em Ajustes.` },
      { name: 'Abra o CapCut', text: 'Abra o app na Tela de Início e permita o acesso às suas fotos para que ele possa importar seus clipes.' },
    ],
  },
  chromebook: {
    name: 'Como instalar o CapCut no Chromebook',
    description: 'Instale o app Android do CapCut pelo Google Play em um Chromebook.',
    totalMinutes: 10,
    steps: [
      { name: 'Confira o ChromeOS', text: `Abra Configurações e depois Sobre o ChromeOS. Você precisa do ${fact('chromebookRequirements.os')}; se a versão for mais antiga, atualize antes.` },
      { name: 'Ative o Google Play', text: 'Em Configurações, abra Apps e ative a Google Play Store. Em Chromebooks de escola ou de trabalho, talvez o administrador precise liberar.' },
      { name: 'Instale pelo Google Play', text: 'Abra a página do CapCut com o botão desta página, ou procure CapCut no app Play Store, e clique em Instalar.' },
      { name: 'Abra e redimensione', text: 'Abra o CapCut pelo menu de apps. O app Android pode ser redimensionado para uma janela maior; a linha do tempo funciona com toque, mouse ou touchpad.' },
    ],
  },
};
