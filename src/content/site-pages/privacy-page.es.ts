/** /es/privacidad/: the privacy policy in Latin American Spanish (the English is privacy-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const privacyPageCopyEs: TranslatedPages['/privacy/'] = {
  meta: {
    slug: 'privacidad/',
    label: 'Política de privacidad',
    title: 'Política de privacidad',
    description: 'Qué recopila este sitio de guías estático (sin cuentas ni formularios), qué pueden registrar su proveedor de hosting y la analítica opcional, y tus opciones.',
    keywords: ['política de privacidad', 'privacidad de la guía de CapCut', 'cookies', 'analítica'],
  },
  title: 'Política de privacidad',
  updated: (date) => `Última actualización: ${date}`,
  lead: (site) => `${site} es un sitio web estático: páginas de texto e imágenes fijas. Esta política explica lo poco que pasa con los datos mientras lo lees.`,
  sections: [
    {
      id: 'what-we-collect',
      title: 'Qué recopilamos',
      text: 'Nada que te identifique. El sitio no tiene cuentas, registro, comentarios ni formularios. Los únicos campos son dos cuadros de búsqueda y de filtro, y lo que escribes en ellos se queda en tu navegador; puede aparecer en la dirección de la página para que se pueda compartir una vista filtrada, pero nunca se nos envía.',
    },
    {
      id: 'hosting-logs',
      title: 'Qué registra nuestro proveedor de hosting',
      text: 'Como cualquier sitio web, las páginas las entrega un proveedor de hosting. Sus servidores guardan los registros de acceso habituales: la página solicitada, la hora, tu dirección IP, el agente de usuario (user-agent) de tu navegador y la página desde la que llegaste. Los proveedores conservan estos registros por seguridad y para resolver problemas, por lo general no más de 30 días, y nosotros solo los usamos para mantener el sitio en funcionamiento y bloquear abusos.',
    },
    {
      id: 'analytics',
      title: 'Analítica opcional',
      text: 'El sitio puede usar un script de analítica respetuoso de la privacidad que cuenta las visitas a cada página y las páginas que no se encontraron. Donde se ejecuta, registra la dirección de la página y un país aproximado, no instala cookies publicitarias y no crea un perfil tuyo. Si tu navegador envía una señal Do Not Track o Global Privacy Control, o bloquea el script, no se cuenta nada.',
    },
    {
      id: 'storage',
      title: 'Cookies y almacenamiento del navegador',
      text: 'No instalamos cookies. Cuando cierras el aviso de descarga, tu navegador lo recuerda en su almacenamiento de sesión, solo en tu dispositivo, hasta que cierras la pestaña.',
    },
    {
      id: 'third-parties',
      title: 'Enlaces y videos incrustados',
      text: 'Los botones de descarga llevan a las tiendas oficiales y al sitio web del fabricante, cuyas propias políticas de privacidad se aplican en cuanto llegas. En la página de tutoriales en video, el reproductor del servicio de video se carga solo en los tutoriales que tienen un botón para ver el video, y solo cuando lo presionas; los demás tutoriales enlazan a una búsqueda en YouTube, que se abre en el propio sitio de YouTube. Ahí se aplica la política de ese servicio.',
    },
    { id: 'children', title: 'Menores de edad', text: 'El sitio no está dirigido a menores de {age} años, y no recopilamos a sabiendas ninguna información sobre ellos.' },
    {
      id: 'your-rights',
      title: 'Tus opciones y derechos',
      text: 'Como no guardamos ningún perfil personal, por lo general no hay nada que consultar ni borrar. Si crees que un registro contiene tus datos y quieres que se eliminen, escribe a {email} y le pediremos a nuestro proveedor de hosting que los borre en la medida en que la ley lo permita.',
    },
    {
      id: 'changes',
      title: 'Cambios en esta política',
      text: 'Si el sitio empieza a tratar los datos de otra manera, esta página lo dirá y su fecha cambiará. Consulta también nuestros {terms} y nuestro {disclaimer}.',
    },
  ],
  links: { terms: 'términos de uso', disclaimer: 'aviso legal' },
};
