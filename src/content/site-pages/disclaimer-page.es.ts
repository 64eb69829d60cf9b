/** /es/aviso-legal/: the disclaimer in Latin American Spanish (the English is disclaimer-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const disclaimerPageCopyEs: TranslatedPages['/disclaimer/'] = {
  meta: {
    slug: 'aviso-legal/',
    label: 'Aviso legal',
    title: 'Aviso legal: independiente y sin afiliación',
    description: 'Este sitio es una guía independiente, sin afiliación con CapCut ni con ByteDance. Los nombres son marcas de sus dueños; las descargas van a canales oficiales.',
    keywords: ['aviso legal', 'sin afiliación', 'marcas comerciales', 'descarga oficial'],
  },
  title: 'Aviso legal',
  updated: (date) => `Última actualización: ${date}`,
  lead: (site, app, maker) => `${site} es una guía independiente. No está afiliada a ${app} ni a ${maker}, ni cuenta con su respaldo o su patrocinio.`,
  sections: [
    {
      id: 'independence',
      title: 'Un sitio independiente',
      text: 'Somos creadores que escribimos sobre las herramientas que usamos. Nada de lo que hay aquí es una comunicación oficial de {maker}, y no recibimos ningún pago de ningún fabricante de apps por lo que escribimos.',
    },
    {
      id: 'trademarks',
      title: 'Marcas comerciales',
      text: '{app} es una marca comercial de {maker}. InShot, VN Editor, Adobe Premiere Rush, Alight Motion, KineMaster, TikTok, Instagram, YouTube y los nombres de las tiendas son marcas comerciales de sus respectivos dueños. Aparecen aquí solo para nombrar los productos que describimos.',
    },
    {
      id: 'official-downloads',
      title: 'Solo descargas oficiales',
      text: 'Todos los enlaces de descarga de este sitio llevan a los canales oficiales del fabricante: Google Play, el App Store, la página de descarga para computadoras del fabricante y su editor web. No alojamos archivos de instalación y nunca enlazamos a versiones modificadas, crackeadas ni reempaquetadas, que pueden traer malware e infringen los términos de la app.',
    },
    {
      id: 'opinions',
      title: 'Opiniones y cifras',
      text: 'Los veredictos de las comparaciones son nuestra opinión editorial, argumentada a partir de las tablas de la misma página. Las calificaciones de las tiendas, las cifras de descargas y los precios se citan con su fuente y su fecha; cambian, así que revisa la ficha oficial antes de decidir. Las reseñas marcadas como ilustrativas son ejemplos de comentarios típicos, no compras verificadas.',
    },
    { id: 'audience', title: 'Público', text: 'El sitio no está dirigido a menores de {age} años.' },
  ],
  rest: 'Para todo lo demás, lee los {terms} y la {privacy}.',
  links: { terms: 'términos de uso', privacy: 'política de privacidad' },
};
