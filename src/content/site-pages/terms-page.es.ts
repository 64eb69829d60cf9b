/** /es/terminos-de-uso/: the terms of use in Latin American Spanish (the English is terms-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const termsPageCopyEs: TranslatedPages['/terms/'] = {
  meta: {
    slug: 'terminos-de-uso/',
    label: 'Términos de uso',
    title: 'Términos de uso',
    description: 'Las condiciones para usar esta guía independiente de CapCut: contenido informativo, solo enlaces de descarga oficiales y ninguna afiliación con el fabricante.',
    keywords: ['términos de uso', 'términos y condiciones', 'términos de la guía de CapCut'],
  },
  title: 'Términos de uso',
  updated: (date) => `Última actualización: ${date}`,
  lead: (site) => `Al usar ${site}, aceptas estos términos. Son breves porque el sitio es sencillo: informa y enlaza a las descargas oficiales.`,
  sections: [
    {
      id: 'service',
      title: 'Qué ofrece el sitio',
      text: '{site} publica guías, tutoriales, ideas de plantillas y comparaciones sobre el editor de video {app}, y enlaza a los sitios oficiales donde conseguirlo. No alojamos, vendemos ni distribuimos la app ni ninguna versión de ella.',
    },
    {
      id: 'downloads',
      title: 'Las descargas y la app',
      text: 'Cada botón de descarga lleva a un canal oficial de {maker}: la ficha de Google Play, la ficha del App Store, la página de descarga para computadoras del fabricante o su editor web. El uso que hagas de la app se rige por los términos del propio fabricante. Nunca ofrecemos versiones modificadas, crackeadas ni “desbloqueadas”, y las funciones de pago solo están disponibles con la suscripción oficial.',
    },
    {
      id: 'accuracy',
      title: 'Exactitud de la información',
      text: 'Comprobamos las versiones, los tamaños, los precios y los requisitos con fuentes oficiales, e indicamos de dónde sale cada cifra y cuándo se consultó. Las apps cambian con frecuencia, así que una cifra puede estar desactualizada; la ficha oficial de la tienda siempre tiene la última palabra.',
    },
    {
      id: 'acceptable-use',
      title: 'Uso aceptable',
      text: 'Por favor, no copies el sitio completo, no intentes interrumpir su funcionamiento ni uses herramientas automatizadas que le impongan una carga excesiva. Con gusto aceptamos que cites fragmentos breves con un enlace al sitio.',
    },
    {
      id: 'intellectual-property',
      title: 'Propiedad intelectual',
      text: 'Los textos y el diseño de este sitio pertenecen a {site}. {app} y los demás nombres de productos son marcas comerciales de sus dueños y se usan solo para identificar esos productos. Si crees que algo de lo que hay aquí infringe tus derechos, consulta nuestra {dmca}.',
    },
    { id: 'children', title: 'Menores de edad', text: 'El sitio no está dirigido a menores de {age} años. Los visitantes más jóvenes deben usar la app y esta guía con su madre, su padre o un tutor.' },
    {
      id: 'liability',
      title: 'Sin garantía y con responsabilidad limitada',
      text: 'El sitio se ofrece tal como está, solo con fines informativos. En la medida en que la ley lo permita, no somos responsables de ninguna pérdida que se derive de usarlo o de seguir sus consejos, incluidos los problemas con apps o sitios web de terceros a los que enlazamos.',
    },
    { id: 'changes', title: 'Cambios y contacto', text: 'Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente. Si tienes preguntas, con gusto te respondemos en {email}.' },
  ],
  links: { dmca: 'política de DMCA' },
};
