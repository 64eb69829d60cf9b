/** /es/dmca/: the copyright policy in Latin American Spanish (the English is dmca-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const dmcaPageCopyEs: TranslatedPages['/dmca/'] = {
  meta: {
    slug: 'dmca/',
    label: 'Política de DMCA',
    title: 'Política de DMCA y derechos de autor',
    description: 'Cómo enviar a CapCut Guide un aviso por derechos de autor, qué debe incluir ese aviso y cómo funciona la contranotificación.',
    keywords: ['DMCA', 'derechos de autor', 'aviso de retiro', 'contranotificación'],
  },
  title: 'Política de DMCA y derechos de autor',
  lead: (site) => `${site} respeta los derechos de los creadores y responde a los avisos claros de presunta infracción según la ley estadounidense Digital Millennium Copyright Act (DMCA).`,
  policy: {
    id: 'policy',
    title: 'Nuestra política',
    text: 'Escribimos nuestras propias guías y usamos los nombres de productos solo para identificarlos. No alojamos archivos de apps ni videos de otras personas. Si crees que algún material de este sitio infringe tus derechos de autor, envíanos un aviso: lo revisaremos sin demora y retiraremos el material que los infrinja o bloquearemos el acceso a él.',
  },
  notice: {
    title: 'Qué debe incluir un aviso',
    items: [
      'Tu firma física o electrónica, como titular de los derechos de autor o como persona autorizada para actuar en su nombre.',
      'Una descripción de la obra protegida que crees que se infringió.',
      'La dirección (URL) de cada página de este sitio donde aparece el material.',
      'Tu nombre, dirección postal, número de teléfono y correo electrónico.',
      'Una declaración de que crees de buena fe que ese uso no está autorizado por el titular de los derechos, su representante ni la ley.',
      'Una declaración, bajo pena de perjurio, de que la información de tu aviso es exacta y de que eres el titular de los derechos o estás autorizado para actuar en su nombre.',
    ],
  },
  send: {
    title: 'Dónde enviarlo',
    text: 'Envía tu aviso por correo electrónico a {email} con “{subject}” en el asunto. Confirmamos la recepción de los avisos en un plazo de dos días hábiles.',
    subject: 'Aviso DMCA',
  },
  sections: [
    {
      id: 'counter-notification',
      title: 'Contranotificación',
      text: 'Si se retiró material que tú aportaste y crees que fue un error o una identificación equivocada, puedes enviar una contranotificación a la misma dirección. Debe incluir tu firma, identificar el material y dónde aparecía, declarar bajo pena de perjurio que crees de buena fe que se retiró por error, e indicar tu nombre, tu dirección y tu número de teléfono junto con tu aceptación de la jurisdicción del tribunal federal que corresponda. La reenviamos a la persona que envió el aviso original y podemos restablecer el material después de 10 a 14 días hábiles, salvo que esa persona nos informe que presentó una demanda judicial.',
    },
    {
      id: 'repeat',
      title: 'Declaraciones falsas',
      text: 'Quien envíe a sabiendas avisos o contranotificaciones falsos puede tener que responder por daños y perjuicios. Si tienes dudas sobre si un material infringe tus derechos, considera pedir asesoría legal primero.',
    },
  ],
};
