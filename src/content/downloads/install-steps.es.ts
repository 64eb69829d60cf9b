/** The install steps of every platform in Latin American Spanish (install-steps.ts has the English). */
import { developer, platforms } from '../../facts.ts';
import { factTextIn } from '../../fact-text.ts';
import { factWords } from '../fact-words/es.ts';
import type { SharedCopies } from '../page-copies.ts';

const fact = factTextIn(factWords);

export const installStepsEs: SharedCopies['install-steps'] = {
  android: {
    name: 'Cómo instalar CapCut en Android',
    description: 'Instala la app oficial de CapCut desde Google Play.',
    totalMinutes: 5,
    steps: [
      { name: 'Abre la ficha de Play Store', text: `Toca el botón de descarga de esta página. Se abre la ficha oficial de CapCut en Google Play; el desarrollador que aparece es ${developer.value}, la empresa del fabricante.` },
      { name: 'Revisa tu celular', text: `La app necesita ${fact('platforms.android.requirement')}, y unos ${platforms.android.size.value} de almacenamiento libre.` },
      { name: 'Instala', text: 'Toca Instalar y espera a que termine la descarga. Google Play verifica la app y la mantiene actualizada de ahí en adelante.' },
      { name: 'Ábrela e inicia sesión', text: 'Abre CapCut y empieza un proyecto nuevo. Iniciar sesión (con TikTok, Google o correo electrónico) es opcional, pero guarda tus borradores en la nube.' },
    ],
  },
  windows: {
    name: 'Cómo instalar CapCut en Windows',
    description: 'Instala la app de escritorio de CapCut desde la página de descarga del fabricante.',
    totalMinutes: 10,
    steps: [
      { name: 'Abre la página oficial de descarga', text: 'Haz clic en Descargar para Windows. Se abre la página de descarga de CapCut, que detecta Windows y te ofrece el instalador.' },
      { name: 'Ejecuta el instalador', text: 'Abre el instalador descargado desde el navegador o la carpeta Descargas y permite que haga cambios cuando Windows te lo pregunte.' },
      { name: 'Elige una carpeta e instala', text: 'Deja la carpeta predeterminada o elige una unidad con suficiente espacio libre, y espera mientras el instalador descarga la versión actual.' },
      { name: 'Ábrela e inicia sesión', text: 'Abre CapCut desde el menú Inicio. Inicia sesión con la misma cuenta que usas en tu celular para tener a mano tus borradores en la nube.' },
    ],
  },
  mac: {
    name: 'Cómo instalar CapCut en una Mac',
    description: 'Instala la app de escritorio de CapCut para macOS desde la página de descarga del fabricante.',
    totalMinutes: 10,
    steps: [
      { name: 'Abre la página oficial de descarga', text: `Haz clic en Descargar para Mac. La página de descarga de CapCut ofrece la app para macOS, que requiere ${fact('platforms.mac.requirement')}.` },
      { name: 'Abre el instalador', text: 'Abre el archivo descargado desde Descargas y sigue el instalador; este coloca CapCut en tu carpeta Aplicaciones.' },
      { name: 'Inicia CapCut', text: 'Abre CapCut desde Launchpad o Aplicaciones. La primera vez, macOS te pregunta si quieres abrir una app descargada de internet: elige Abrir.' },
      { name: 'Da acceso cuando te lo pida', text: 'Permite el acceso a la cámara, al micrófono o a la grabación de pantalla solo cuando uses una función que lo necesite; puedes cambiarlo después en Configuración del Sistema.' },
    ],
  },
  ios: {
    name: 'Cómo instalar CapCut en iPhone y iPad',
    description: 'Instala la app oficial de CapCut desde el App Store.',
    totalMinutes: 5,
    steps: [
      { name: 'Abre la ficha del App Store', text: `Toca el botón del App Store de esta página. Se abre la ficha oficial de CapCut; el desarrollador que aparece es ${developer.value}, la empresa del fabricante.` },
      { name: 'Obtén la app', text: 'Toca Obtener y confirma con Face ID, Touch ID o la contraseña de tu cuenta de Apple. La app es gratis; Pro es una suscripción opcional dentro de la app.' },
      { name: 'Espera a que se instale', text: `La descarga pesa unos ${platforms.ios.size.value}. Mantén el dispositivo conectado a Wi-Fi, o permite las descargas grandes con datos móviles en Configuración.` },
      { name: 'Abre CapCut', text: 'Abre la app desde la pantalla de inicio y permite el acceso a tus fotos para que pueda importar tus clips.' },
    ],
  },
  chromebook: {
    name: 'Cómo instalar CapCut en una Chromebook',
    description: 'Instala la app de CapCut para Android desde Google Play en una Chromebook.',
    totalMinutes: 10,
    steps: [
      { name: 'Revisa ChromeOS', text: `Abre Configuración y luego Acerca de ChromeOS. Necesitas ${fact('chromebookRequirements.os')}; si tu versión es anterior, actualiza primero.` },
      { name: 'Activa Google Play', text: 'En Configuración, abre Apps y activa Google Play Store. En las Chromebooks de la escuela o del trabajo, es posible que el administrador tenga que permitirlo.' },
      { name: 'Instala desde Google Play', text: 'Abre la ficha de CapCut con el botón de esta página, o busca CapCut en la app Play Store, y haz clic en Instalar.' },
      { name: 'Ábrela y ajusta el tamaño', text: 'Abre CapCut desde el selector de aplicaciones. La app de Android se puede agrandar a una ventana más amplia; la línea de tiempo funciona con pantalla táctil, mouse o touchpad.' },
    ],
  },
};
