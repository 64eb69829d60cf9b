/** The data of each "CapCut vs X" page in Brazilian Portuguese (the English: inshot.ts, vn-editor.ts, premiere-rush.ts, alight-motion.ts, kinemaster.ts). */
import { premiereRushStatus } from '../../facts.ts';
import type { EditorComparisons } from './editor-comparisons.ts';

export const editorComparisonsPtBr: EditorComparisons = {
  inshot: (fact) => ({
    key: 'inshot',
    name: 'InShot',
    banner: {
      winner: 'capcut',
      text: 'O CapCut exporta de graça sem marca d’água e tem muito mais efeitos, templates e ferramentas de IA. O InShot continua sendo a opção mais simples para posts rápidos e colagens de fotos.',
    },
    rows: [
      { feature: 'Plano gratuito', capcut: 'Grátis, sem marca d’água nas exportações', other: 'Grátis, com marca d’água e anúncios', winner: 'capcut' },
      { feature: 'Plano pago', capcut: `CapCut Pro, ${fact('proPrice.monthly')} por mês ou ${fact('proPrice.yearly')} por ano`, other: `InShot Pro a partir de ${fact('competitors.inshot.monthly')} por mês`, winner: 'other' },
      { feature: 'Facilidade de uso', capcut: 'Fácil, com muitas ferramentas para descobrir', other: 'Muito fácil: uma tela só e poucas opções', winner: 'other' },
      { feature: 'Efeitos e transições', capcut: 'Biblioteca grande e sempre renovada; alguns itens marcados como Pro', other: 'Um conjunto menor e estável; os itens premium exigem o Pro', winner: 'capcut' },
      { feature: 'Templates', capcut: 'Uma grande galeria de templates que acompanha as tendências', other: 'Uma seleção pequena', winner: 'capcut' },
      { feature: 'Edição avançada', capcut: 'Quadros-chave, máscaras, chroma key e curvas de velocidade', other: 'Quadros-chave e camadas de picture-in-picture; menos ferramentas de precisão', winner: 'capcut' },
      { feature: 'Ferramentas de IA', capcut: 'Legendas automáticas, remoção de fundo e efeitos de voz', other: 'Algumas ferramentas automáticas', winner: 'capcut' },
      { feature: 'Edição de fotos e colagens', capcut: 'Foco em vídeo; as fotos entram em projetos de vídeo', other: 'Editor de fotos e criador de colagens integrados', winner: 'other' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac e um editor web', other: 'Android e iOS', winner: 'capcut' },
    ],
    prosConsTitle: 'Pontos fortes e fracos',
    capcut: {
      strengths: ['Sem marca d’água nas exportações gratuitas', 'Templates de tendência e uma grande biblioteca de efeitos', 'Legendas automáticas e outras ferramentas de IA', 'As versões para computador e web compartilham os mesmos projetos'],
      weaknesses: ['Mais menus para aprender que no InShot', 'Alguns efeitos e templates exigem o Pro', 'Download pesado no celular'],
    },
    other: {
      strengths: ['Dá para aprender em minutos', 'Edição de fotos e colagens no mesmo app', 'Plano Pro barato', 'Telas prontas para cada formato de rede social'],
      weaknesses: ['Marca d’água e anúncios até você pagar', 'Menos efeitos, templates e ferramentas de IA', 'Não tem versão para computador'],
    },
    scenarios: [
      { title: 'Um story ou reel rápido com poucos clipes', pick: 'tie', text: 'Os dois resolvem em minutos. O InShot tem menos escolhas a fazer; o CapCut tem um template se você quiser um visual da moda.' },
      { title: 'Edições de tendência com sincronia na batida e efeitos', pick: 'capcut', text: 'Os templates e efeitos do CapCut são feitos para as tendências de vídeo curto, e a exportação gratuita não tem marca d’água.' },
      { title: 'Apresentações de fotos e colagens', pick: 'other', text: 'O InShot edita fotos e monta colagens no mesmo app, algo que o CapCut nem tenta fazer.' },
      { title: 'Vídeos de alguém falando para a câmera, com legendas', pick: 'capcut', text: 'O CapCut gera as legendas automaticamente e permite estilizá-las; no InShot você quase sempre as digita.' },
      { title: 'Projetos mais longos que você termina no computador', pick: 'capcut', text: 'O CapCut tem versões para computador e web; o InShot roda só em celulares e tablets.' },
      { title: 'O primeiro vídeo de quem está começando do zero', pick: 'other', text: 'O InShot tem menos para aprender. Passe para o CapCut quando quiser mais controle.' },
    ],
  }),
  vnEditor: (fact) => ({
    key: 'vnEditor',
    name: 'VN Editor',
    banner: { winner: 'capcut', text: 'O CapCut vence em efeitos, templates e ferramentas de IA. O VN é a melhor escolha para uma edição manual e precisa, com menos distrações.' },
    rows: [
      { feature: 'Preço', capcut: `Grátis, sem marca d’água; Pro ${fact('proPrice.monthly')} por mês`, other: 'Editor principal grátis, sem marca d’água', winner: 'tie' },
      { feature: 'Linha do tempo', capcut: 'Várias faixas, com quadros-chave', other: 'Linha do tempo magnética com várias faixas e quadros-chave', winner: 'tie' },
      { feature: 'Controle preciso', capcut: 'Gráficos de quadros-chave e ferramentas de cor detalhadas', other: 'Corte preciso no quadro, curvas de velocidade e de cor', winner: 'other' },
      { feature: 'Efeitos e transições', capcut: 'Biblioteca grande e sempre renovada', other: 'Um conjunto sólido e menor', winner: 'capcut' },
      { feature: 'Templates', capcut: 'Uma grande galeria de templates de tendência', other: 'Menos templates', winner: 'capcut' },
      { feature: 'Ferramentas de IA', capcut: 'Legendas automáticas, remoção de fundo e efeitos de voz', other: 'Poucas ferramentas automáticas', winner: 'capcut' },
      { feature: 'Interface', capcut: 'Cheia, mas bem identificada', other: 'Limpa, com menos painéis', winner: 'other' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac e web', other: 'Android, iOS e apps para computador', winner: 'capcut' },
    ],
    prosConsTitle: 'Pontos fortes e fracos',
    capcut: {
      strengths: ['Templates e efeitos de tendência para vídeo curto', 'Legendas automáticas e remoção de fundo', 'Um editor web além dos apps', 'Uma comunidade enorme de tutoriais'],
      weaknesses: ['Interface mais cheia', 'Alguns efeitos e templates exigem o Pro', 'Edições feitas com templates populares podem ficar parecidas'],
    },
    other: {
      strengths: ['Sem marca d’água e com editor principal grátis', 'Linha do tempo precisa no quadro', 'Interface limpa, sem ofertas de upgrade por toda parte', 'Leve em celulares mais antigos'],
      weaknesses: ['Muito menos templates e efeitos de tendência', 'Poucas ferramentas de IA: as legendas são quase sempre manuais', 'Comunidade menor e menos tutoriais'],
    },
    scenarios: [
      { title: 'Vlogs diários editados à mão', pick: 'other', text: 'A linha do tempo e as curvas do VN agilizam os cortes manuais cuidadosos, sem templates atrapalhando.' },
      { title: 'Reels de tendência e edições para o TikTok', pick: 'capcut', text: 'Os templates, os efeitos e a sincronia na batida do CapCut são feitos exatamente para isso.' },
      { title: 'Vídeos que precisam de legendas', pick: 'capcut', text: 'As legendas automáticas do CapCut são as que mais economizam tempo; no VN, as legendas são digitadas à mão.' },
      { title: 'Um celular mais antigo ou com pouco espaço', pick: 'other', text: 'O VN é mais leve e mantém a pré-visualização fluida em aparelhos modestos.' },
      { title: 'B-roll cinematográfico com rampas de velocidade', pick: 'tie', text: 'Os dois têm curvas de velocidade e quadros-chave; escolha aquele cujos controles você prefere.' },
      { title: 'Editar no computador pelo navegador', pick: 'capcut', text: 'Só o CapCut tem um editor web.' },
    ],
  }),
  premiereRush: (fact) => ({
    key: 'premiereRush',
    name: 'Premiere Rush',
    notice: {
      text: `Descontinuado pela Adobe: saiu das lojas de apps em ${fact('premiereRushStatus.removedFromStores')}, e o fim do serviço está marcado para ${fact('premiereRushStatus.serviceEnd')}.`,
      source: premiereRushStatus,
    },
    banner: {
      winner: 'capcut',
      text: `O Premiere Rush foi descontinuado, então não é mais uma opção para projetos novos. O CapCut é gratuito, não tem marca d’água e é fácil de aprender; a Adobe recomenda que os usuários do Rush passem para o ${fact('premiereRushStatus.successor')}.`,
    },
    rows: [
      {
        feature: 'Preço',
        capcut: `Grátis; Pro ${fact('proPrice.monthly')} por mês ou ${fact('proPrice.yearly')} por ano`,
        other: `Não é mais vendido; o plano custava ${fact('competitors.premiereRush.monthly')} por mês (${fact('competitors.premiereRush.yearly')} por ano)`,
        winner: 'capcut',
      },
      { feature: 'Recursos profissionais', capcut: 'Quadros-chave, máscaras, chroma key e curvas de velocidade', other: 'Projetos abertos no Premiere Pro, redução automática do áudio e predefinições de cor da Adobe', winner: 'other' },
      { feature: 'Templates', capcut: 'Uma grande galeria de templates de tendência', other: 'Templates de motion graphics, com menos opções', winner: 'capcut' },
      { feature: 'Curva de aprendizado', capcut: 'Suave: templates e ferramentas bem identificadas', other: 'Moderada: familiar para quem usa Adobe', winner: 'capcut' },
      { feature: 'Sincronização entre plataformas', capcut: `Rascunhos na nuvem (${fact('proPrice.cloudFree')} grátis, ${fact('proPrice.cloudPro')} com o Pro)`, other: 'Projetos sincronizados entre aparelhos pelo armazenamento em nuvem da Adobe', winner: 'other' },
    ],
    prosConsTitle: 'Vantagens e desvantagens',
    capcut: {
      strengths: ['Exportações gratuitas sem marca d’água', 'Templates de tendência, efeitos e legendas automáticas', 'Continua sendo vendido, atualizado e com suporte', 'Editor web além dos apps'],
      weaknesses: ['Não passa o projeto para um editor profissional de computador', 'Alguns efeitos e templates exigem o Pro', 'Pouco espaço na nuvem no plano gratuito'],
    },
    other: {
      strengths: ['Projetos que passavam do celular para o computador', 'Projetos que continuavam no Premiere Pro', 'Interface da Adobe limpa e consistente', 'Bom equilíbrio automático do áudio'],
      weaknesses: ['Descontinuado: não é mais vendido, atualizado nem tem suporte', `Custava ${fact('competitors.premiereRush.monthly')} por mês no plano completo`, 'Poucos templates e efeitos de tendência'],
    },
    scenarios: [
      { title: 'Vídeos curtos de tendência para TikTok e Reels', pick: 'capcut', text: 'Com templates, efeitos e legendas automáticas, o CapCut é sempre mais rápido para isso.' },
      { title: 'Estudantes ou amadores sem orçamento', pick: 'capcut', text: 'O plano gratuito do CapCut exporta sem marca d’água; o Rush não é mais vendido.' },
      { title: 'Editar no navegador', pick: 'capcut', text: 'Só o CapCut oferece um editor web.' },
    ],
    tables: [
      {
        id: 'speed-size-learning',
        title: 'Velocidade de exportação, tamanho do app e tempo de aprendizado',
        intro:
          'A coluna do Premiere Rush descreve o app antes de a Adobe descontinuá-lo. A velocidade de exportação depende do aparelho e do projeto; os tempos de aprendizado são estimativas da nossa equipe editorial para terminar um primeiro vídeo.',
        rows: [
          { label: 'Velocidade de exportação', capcut: 'Exportação rápida no aparelho, com codificação por hardware', other: 'Exportação no aparelho; os projetos também podiam ser sincronizados com a nuvem antes' },
          {
            label: 'Tamanho do app',
            capcut: `${fact('platforms.android.size')} no Android (${fact('platforms.android.size.source')}, ${fact('platforms.android.size.asOf')})`,
            other: `Não está mais nas lojas de apps (removido em ${fact('premiereRushStatus.removedFromStores')})`,
          },
          { label: 'Tempo de aprendizado', capcut: 'Cerca de 1 hora até o primeiro vídeo pronto', other: 'Cerca de 2 horas, menos para quem usa o Premiere Pro' },
          { label: 'Exportação máxima', capcut: `Até ${fact('proPrice.maxExport')}`, other: 'Até 4K em aparelhos compatíveis' },
        ],
      },
    ],
  }),
  alightMotion: (fact) => ({
    key: 'alightMotion',
    name: 'Alight Motion',
    banner: {
      winner: 'capcut',
      text: 'O CapCut atende a maioria dos criadores: exportações gratuitas sem marca d’água, templates e um começo fácil. O Alight Motion é a melhor ferramenta para animação e motion graphics.',
    },
    rows: [
      { feature: 'Preço', capcut: `Grátis, sem marca d’água; Pro ${fact('proPrice.monthly')} por mês`, other: `Grátis com marca d’água; Pro ${fact('competitors.alightMotion.monthly')} por mês`, winner: 'capcut' },
      { feature: 'Animação com quadros-chave', capcut: 'Posição, escala, rotação, opacidade e mais', other: 'Quase todas as propriedades, com curvas de suavização', winner: 'other' },
      { feature: 'Motion graphics e formas', capcut: 'Figurinhas e animações de texto', other: 'Formas vetoriais e bitmap, máscaras e modos de mesclagem', winner: 'other' },
      { feature: 'Templates', capcut: 'Uma grande galeria de templates de tendência', other: 'Predefinições de projeto compartilhadas, poucas dentro do app', winner: 'capcut' },
      { feature: 'Ferramentas de IA e legendas', capcut: 'Legendas automáticas e remoção de fundo', other: 'Poucas ferramentas automáticas', winner: 'capcut' },
      { feature: 'Curva de aprendizado', capcut: 'Suave', other: 'Íngreme: camadas e gráficos desde o início', winner: 'capcut' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac e web', other: 'Android, iOS e Chromebooks', winner: 'capcut' },
    ],
    prosConsTitle: 'Pontos fortes e fracos',
    capcut: {
      strengths: ['Resultados rápidos com templates', 'Sem marca d’água nas exportações gratuitas', 'Legendas automáticas e ferramentas de IA', 'Versões para computador e web'],
      weaknesses: ['Ferramentas de animação mais simples', 'Não edita formas vetoriais', 'Alguns efeitos exigem o Pro'],
    },
    other: {
      strengths: ['Controle fino dos quadros-chave com curvas de suavização', 'Gráficos vetoriais e modos de mesclagem', 'Ideal para textos e logos animados', 'Dá para empilhar e animar efeitos'],
      weaknesses: ['Marca d’água nas exportações gratuitas', 'Leva horas para aprender a usar bem', 'Não tem versão para computador nem web', 'Pré-visualização lenta em projetos pesados'],
    },
    tables: [
      {
        id: 'learning-time',
        title: 'Tempo de aprendizado',
        intro: 'Estimativas da nossa equipe editorial para quem não conhece nenhum dos dois apps.',
        rows: [
          { label: 'Primeiro vídeo pronto', capcut: 'Cerca de 1 hora', other: 'Cerca de 3 horas' },
          { label: 'À vontade com quadros-chave', capcut: 'Cerca de um dia de prática', other: 'Cerca de uma semana de prática' },
          { label: 'Motion graphics avançados', capcut: 'Não é o objetivo dele', other: 'Várias semanas' },
        ],
      },
      {
        id: 'cost',
        title: 'Comparação de custos',
        intro: 'Preços oficiais das assinaturas em dólares americanos; os preços locais podem ser diferentes.',
        rows: [
          { label: 'Plano gratuito', capcut: 'Sim, sem marca d’água nas exportações', other: 'Sim, com marca d’água' },
          { label: 'Assinatura mensal', capcut: fact('proPrice.monthly'), other: fact('competitors.alightMotion.monthly') },
          { label: 'Assinatura anual', capcut: fact('proPrice.yearly'), other: 'Disponível no app; o preço varia conforme a região' },
          { label: 'O que o plano pago acrescenta', capcut: 'Efeitos, templates e ferramentas de IA Pro, e mais armazenamento em nuvem', other: 'Sem marca d’água e efeitos premium' },
        ],
      },
    ],
  }),
  kinemaster: (fact) => ({
    key: 'kinemaster',
    name: 'KineMaster',
    banner: { winner: 'capcut', text: 'O CapCut oferece mais de graça. O KineMaster Premium custa menos que o CapCut Pro e continua sendo um ótimo editor em camadas para vídeos mais longos.' },
    rows: [
      { feature: 'Plano gratuito', capcut: 'Grátis, sem marca d’água nas exportações', other: 'Grátis, com marca d’água', winner: 'capcut' },
      { feature: 'Assinatura', capcut: `${fact('proPrice.monthly')} por mês ou ${fact('proPrice.yearly')} por ano`, other: `${fact('competitors.kinemaster.monthly')} por mês ou ${fact('competitors.kinemaster.yearly')} por ano`, winner: 'other' },
      { feature: 'Camadas e chroma key', capcut: 'Sobreposições, chroma key e máscaras', other: 'Camadas de vídeo, imagem e texto, chroma key e modos de mesclagem', winner: 'tie' },
      { feature: 'Templates e efeitos', capcut: 'Uma grande galeria de templates de tendência e uma biblioteca de efeitos', other: 'Loja de recursos com templates e efeitos, muitos para o Premium', winner: 'capcut' },
      { feature: 'Ferramentas de IA', capcut: 'Legendas automáticas, remoção de fundo e efeitos de voz', other: 'Algumas ferramentas de IA, várias para o Premium', winner: 'capcut' },
      { feature: 'Interface', capcut: 'Barra de ferramentas simples', other: 'Densa, com curva de aprendizado', winner: 'capcut' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac e web', other: 'Android e iOS', winner: 'capcut' },
    ],
    prosConsTitle: 'Pontos fortes e fracos',
    capcut: {
      strengths: ['Sem marca d’água nas exportações gratuitas', 'Templates e efeitos de tendência', 'Legendas automáticas', 'Versões para computador e web'],
      weaknesses: ['O Pro custa mais por mês que o KineMaster Premium', 'Alguns efeitos e templates exigem o Pro', 'Menos modos de mesclagem'],
    },
    other: {
      strengths: ['Edição em várias camadas madura', 'Modos de mesclagem e chroma key', 'Uma grande loja de recursos', 'Assinatura mais barata'],
      weaknesses: ['Marca d’água até você pagar', 'Muitos recursos exigem o Premium', 'Interface mais cheia', 'Só para celulares e tablets'],
    },
    scenarios: [
      { title: 'Edições de tendência para TikTok e Reels', pick: 'capcut', text: 'Os templates e efeitos do CapCut acompanham as tendências, e as exportações gratuitas não têm marca d’água.' },
      { title: 'Vídeos de dez minutos para o YouTube, com camadas', pick: 'other', text: 'A linha do tempo em camadas e os modos de mesclagem do KineMaster lidam bem com edições longas e cheias de camadas.' },
      { title: 'Vídeos com tela verde', pick: 'tie', text: 'Os dois têm chroma key; o CapCut também consegue remover o fundo sem tela verde.' },
    ],
    tables: [
      {
        id: 'performance',
        title: 'Desempenho',
        intro: 'O que esperar em um celular intermediário típico; os resultados variam conforme o aparelho e o projeto.',
        rows: [
          { label: 'Pré-visualização durante a edição', capcut: 'Fluida com várias camadas', other: 'Fluida; pilhas de camadas muito pesadas podem travar' },
          { label: 'Exportação', capcut: `Até ${fact('proPrice.maxExport')}`, other: 'Até 4K em aparelhos compatíveis' },
          { label: 'Celulares mais antigos', capcut: 'Roda bem; efeitos pesados deixam o app mais lento', other: 'Roda bem; o limite de camadas depende do aparelho' },
        ],
      },
    ],
  }),
};
