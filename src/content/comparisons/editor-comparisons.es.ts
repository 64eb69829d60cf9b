/** The data of each "CapCut vs X" page in Latin American Spanish (the English: inshot.ts, vn-editor.ts, premiere-rush.ts, alight-motion.ts, kinemaster.ts). */
import { premiereRushStatus } from '../../facts.ts';
import type { EditorComparisons } from './editor-comparisons.ts';

export const editorComparisonsEs: EditorComparisons = {
  inshot: (fact) => ({
    key: 'inshot',
    name: 'InShot',
    banner: {
      winner: 'capcut',
      text: 'CapCut exporta gratis sin marca de agua y tiene muchos más efectos, plantillas y herramientas de IA. InShot sigue siendo la opción más sencilla para publicaciones rápidas y collages de fotos.',
    },
    rows: [
      { feature: 'Plan gratuito', capcut: 'Gratis, sin marca de agua al exportar', other: 'Gratis, con marca de agua y anuncios', winner: 'capcut' },
      { feature: 'Plan de pago', capcut: `CapCut Pro, ${fact('proPrice.monthly')} al mes o ${fact('proPrice.yearly')} al año`, other: `InShot Pro desde ${fact('competitors.inshot.monthly')} al mes`, winner: 'other' },
      { feature: 'Facilidad de uso', capcut: 'Fácil, con muchas herramientas por descubrir', other: 'Muy fácil: una sola pantalla y pocas opciones', winner: 'other' },
      { feature: 'Efectos y transiciones', capcut: 'Biblioteca grande que se renueva seguido; algunos elementos marcados como Pro', other: 'Un conjunto más pequeño y estable; los elementos premium requieren Pro', winner: 'capcut' },
      { feature: 'Plantillas', capcut: 'Una gran galería de plantillas que sigue las tendencias', other: 'Una selección pequeña', winner: 'capcut' },
      { feature: 'Edición avanzada', capcut: 'Fotogramas clave, máscaras, croma y curvas de velocidad', other: 'Fotogramas clave y capas de imagen en imagen; menos herramientas de precisión', winner: 'capcut' },
      { feature: 'Herramientas de IA', capcut: 'Subtítulos automáticos, eliminación de fondo y efectos de voz', other: 'Algunas herramientas automáticas', winner: 'capcut' },
      { feature: 'Edición de fotos y collages', capcut: 'Primero el video; las fotos se usan dentro de proyectos de video', other: 'Editor de fotos y creador de collages integrados', winner: 'other' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac y un editor web', other: 'Android e iOS', winner: 'capcut' },
    ],
    prosConsTitle: 'Puntos fuertes y débiles',
    capcut: {
      strengths: ['Sin marca de agua en las exportaciones gratuitas', 'Plantillas de tendencia y una gran biblioteca de efectos', 'Subtítulos automáticos y otras herramientas de IA', 'Las versiones de escritorio y web comparten los mismos proyectos'],
      weaknesses: ['Más menús que aprender que en InShot', 'Algunos efectos y plantillas requieren Pro', 'Descarga pesada en el celular'],
    },
    other: {
      strengths: ['Se aprende en minutos', 'Edición de fotos y collages en la misma app', 'Plan Pro de bajo precio', 'Lienzos preconfigurados para cada formato de redes sociales'],
      weaknesses: ['Marca de agua y anuncios hasta que pagas', 'Menos efectos, plantillas y herramientas de IA', 'No tiene versión de escritorio'],
    },
    scenarios: [
      { title: 'Una historia o un reel rápido con unos pocos clips', pick: 'tie', text: 'Los dos lo resuelven en minutos. InShot te hace decidir menos; CapCut tiene una plantilla si buscas un estilo de moda.' },
      { title: 'Ediciones de tendencia con sincronización al ritmo y efectos', pick: 'capcut', text: 'Las plantillas y los efectos de CapCut están hechos para las tendencias de video corto, y la exportación gratuita no lleva marca de agua.' },
      { title: 'Presentaciones de fotos y collages', pick: 'other', text: 'InShot edita fotos y arma collages en la misma app, algo que CapCut no intenta hacer.' },
      { title: 'Videos de una persona hablando a cámara, con subtítulos', pick: 'capcut', text: 'CapCut genera los subtítulos automáticamente y te deja darles estilo; en InShot casi siempre los escribes a mano.' },
      { title: 'Proyectos más largos que terminas en la computadora', pick: 'capcut', text: 'CapCut tiene versiones de escritorio y web; InShot solo funciona en celulares y tablets.' },
      { title: 'El primer video de alguien que recién empieza', pick: 'other', text: 'InShot tiene menos que aprender. Pasa a CapCut cuando quieras más control.' },
    ],
  }),
  vnEditor: (fact) => ({
    key: 'vnEditor',
    name: 'VN Editor',
    banner: { winner: 'capcut', text: 'CapCut gana en efectos, plantillas y herramientas de IA. VN es la mejor opción para una edición manual y precisa, con menos distracciones.' },
    rows: [
      { feature: 'Precio', capcut: `Gratis, sin marca de agua; Pro ${fact('proPrice.monthly')} al mes`, other: 'Editor principal gratis, sin marca de agua', winner: 'tie' },
      { feature: 'Línea de tiempo', capcut: 'Multipista con fotogramas clave', other: 'Línea de tiempo magnética multipista con fotogramas clave', winner: 'tie' },
      { feature: 'Control preciso', capcut: 'Gráficos de fotogramas clave y herramientas de color detalladas', other: 'Recorte preciso al fotograma, curvas de velocidad y de color', winner: 'other' },
      { feature: 'Efectos y transiciones', capcut: 'Biblioteca grande que se renueva seguido', other: 'Un conjunto sólido y más pequeño', winner: 'capcut' },
      { feature: 'Plantillas', capcut: 'Una gran galería de plantillas de tendencia', other: 'Menos plantillas', winner: 'capcut' },
      { feature: 'Herramientas de IA', capcut: 'Subtítulos automáticos, eliminación de fondo y efectos de voz', other: 'Pocas herramientas automáticas', winner: 'capcut' },
      { feature: 'Interfaz', capcut: 'Cargada, pero con todo bien rotulado', other: 'Limpia, con menos paneles', winner: 'other' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac y web', other: 'Android, iOS y apps de escritorio', winner: 'capcut' },
    ],
    prosConsTitle: 'Puntos fuertes y débiles',
    capcut: {
      strengths: ['Plantillas y efectos de tendencia para video corto', 'Subtítulos automáticos y eliminación de fondo', 'Un editor web además de las apps', 'Una comunidad enorme de tutoriales'],
      weaknesses: ['Interfaz más cargada', 'Algunos efectos y plantillas requieren Pro', 'Las ediciones hechas con plantillas populares pueden parecerse entre sí'],
    },
    other: {
      strengths: ['Sin marca de agua y con un editor principal gratis', 'Línea de tiempo precisa al fotograma', 'Interfaz limpia, sin ofertas de pago por todos lados', 'Liviano en celulares antiguos'],
      weaknesses: ['Muchas menos plantillas y efectos de tendencia', 'Pocas herramientas de IA: los subtítulos son casi siempre manuales', 'Comunidad más pequeña y menos tutoriales'],
    },
    scenarios: [
      { title: 'Vlogs diarios editados a mano', pick: 'other', text: 'La línea de tiempo y las curvas de VN agilizan los cortes manuales cuidadosos, sin plantillas que estorben.' },
      { title: 'Reels de tendencia y ediciones para TikTok', pick: 'capcut', text: 'Las plantillas, los efectos y la sincronización con el ritmo de CapCut están hechos justo para esto.' },
      { title: 'Videos que necesitan subtítulos', pick: 'capcut', text: 'Los subtítulos automáticos de CapCut son los que más tiempo ahorran; en VN se escriben a mano.' },
      { title: 'Un celular antiguo o con poco almacenamiento', pick: 'other', text: 'VN es más liviano y mantiene una vista previa fluida en equipos modestos.' },
      { title: 'Tomas de recurso cinematográficas con rampas de velocidad', pick: 'tie', text: 'Los dos tienen curvas de velocidad y fotogramas clave; elige el que tenga los controles que prefieras.' },
      { title: 'Editar en la computadora desde el navegador', pick: 'capcut', text: 'Solo CapCut tiene un editor web.' },
    ],
  }),
  premiereRush: (fact) => ({
    key: 'premiereRush',
    name: 'Premiere Rush',
    notice: {
      text: `Descontinuado por Adobe: salió de las tiendas de apps el ${fact('premiereRushStatus.removedFromStores')} y el fin del servicio está fijado para el ${fact('premiereRushStatus.serviceEnd')}.`,
      source: premiereRushStatus,
    },
    banner: {
      winner: 'capcut',
      text: `Premiere Rush está descontinuado, así que ya no es una opción para proyectos nuevos. CapCut es gratis, no pone marca de agua y es fácil de aprender; Adobe recomienda a los usuarios de Rush pasarse a ${fact('premiereRushStatus.successor')}.`,
    },
    rows: [
      {
        feature: 'Precio',
        capcut: `Gratis; Pro ${fact('proPrice.monthly')} al mes o ${fact('proPrice.yearly')} al año`,
        other: `Ya no se vende; el plan costaba ${fact('competitors.premiereRush.monthly')} al mes (${fact('competitors.premiereRush.yearly')} al año)`,
        winner: 'capcut',
      },
      { feature: 'Funciones profesionales', capcut: 'Fotogramas clave, máscaras, croma y curvas de velocidad', other: 'Proyectos que se abren en Premiere Pro, atenuación automática del audio y ajustes de color de Adobe', winner: 'other' },
      { feature: 'Plantillas', capcut: 'Una gran galería de plantillas de tendencia', other: 'Plantillas de gráficos animados, con menos opciones', winner: 'capcut' },
      { feature: 'Curva de aprendizaje', capcut: 'Suave: plantillas y herramientas bien rotuladas', other: 'Moderada: familiar para quienes usan Adobe', winner: 'capcut' },
      { feature: 'Sincronización entre plataformas', capcut: `Borradores en la nube (${fact('proPrice.cloudFree')} gratis, ${fact('proPrice.cloudPro')} con Pro)`, other: 'Proyectos sincronizados entre dispositivos con el almacenamiento en la nube de Adobe', winner: 'other' },
    ],
    prosConsTitle: 'Ventajas y desventajas',
    capcut: {
      strengths: ['Exportaciones gratuitas sin marca de agua', 'Plantillas de tendencia, efectos y subtítulos automáticos', 'Se sigue vendiendo, actualizando y dando soporte', 'Un editor web además de las apps'],
      weaknesses: ['No pasa el proyecto a un editor profesional de escritorio', 'Algunos efectos y plantillas requieren Pro', 'Poco espacio en la nube en el plan gratuito'],
    },
    other: {
      strengths: ['Proyectos que pasaban del celular a la computadora', 'Proyectos que se continuaban en Premiere Pro', 'Interfaz de Adobe limpia y coherente', 'Buen equilibrio automático del audio'],
      weaknesses: ['Descontinuado: ya no se vende, ni se actualiza ni tiene soporte', `Costaba ${fact('competitors.premiereRush.monthly')} al mes el plan completo`, 'Pocas plantillas y efectos de tendencia'],
    },
    scenarios: [
      { title: 'Videos cortos de tendencia para TikTok y Reels', pick: 'capcut', text: 'Con las plantillas, los efectos y los subtítulos automáticos, CapCut siempre es más rápido para esto.' },
      { title: 'Estudiantes o aficionados sin presupuesto', pick: 'capcut', text: 'El plan gratuito de CapCut exporta sin marca de agua; Rush ya no se vende.' },
      { title: 'Editar en el navegador', pick: 'capcut', text: 'Solo CapCut ofrece un editor web.' },
    ],
    tables: [
      {
        id: 'speed-size-learning',
        title: 'Velocidad de exportación, tamaño de la app y tiempo de aprendizaje',
        intro:
          'La columna de Premiere Rush describe la app antes de que Adobe la descontinuara. La velocidad de exportación depende del dispositivo y del proyecto; los tiempos de aprendizaje son nuestras estimaciones editoriales para terminar un primer video.',
        rows: [
          { label: 'Velocidad de exportación', capcut: 'Exportación rápida en el dispositivo, con codificación por hardware', other: 'Exportación en el dispositivo; los proyectos también podían sincronizarse antes con la nube' },
          {
            label: 'Tamaño de la app',
            capcut: `${fact('platforms.android.size')} en Android (${fact('platforms.android.size.source')}, ${fact('platforms.android.size.asOf')})`,
            other: `Ya no está en las tiendas de apps (se retiró el ${fact('premiereRushStatus.removedFromStores')})`,
          },
          { label: 'Tiempo de aprendizaje', capcut: 'Alrededor de 1 hora hasta el primer video terminado', other: 'Alrededor de 2 horas, menos si ya usas Premiere Pro' },
          { label: 'Exportación máxima', capcut: `Hasta ${fact('proPrice.maxExport')}`, other: 'Hasta 4K en dispositivos compatibles' },
        ],
      },
    ],
  }),
  alightMotion: (fact) => ({
    key: 'alightMotion',
    name: 'Alight Motion',
    banner: {
      winner: 'capcut',
      text: 'CapCut le sirve a la mayoría: exportaciones gratuitas sin marca de agua, plantillas y un comienzo fácil. Alight Motion es la mejor herramienta para animación y gráficos en movimiento.',
    },
    rows: [
      { feature: 'Precio', capcut: `Gratis, sin marca de agua; Pro ${fact('proPrice.monthly')} al mes`, other: `Gratis con marca de agua; Pro ${fact('competitors.alightMotion.monthly')} al mes`, winner: 'capcut' },
      { feature: 'Animación con fotogramas clave', capcut: 'Posición, escala, rotación, opacidad y más', other: 'Casi todas las propiedades, con curvas de aceleración', winner: 'other' },
      { feature: 'Gráficos en movimiento y formas', capcut: 'Stickers y animaciones de texto', other: 'Formas vectoriales y de mapa de bits, máscaras y modos de fusión', winner: 'other' },
      { feature: 'Plantillas', capcut: 'Una gran galería de plantillas de tendencia', other: 'Proyectos preconfigurados que comparte la comunidad, pocos dentro de la app', winner: 'capcut' },
      { feature: 'Herramientas de IA y subtítulos', capcut: 'Subtítulos automáticos y eliminación de fondo', other: 'Pocas herramientas automáticas', winner: 'capcut' },
      { feature: 'Curva de aprendizaje', capcut: 'Suave', other: 'Empinada: capas y gráficos desde el principio', winner: 'capcut' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac y web', other: 'Android, iOS y Chromebooks', winner: 'capcut' },
    ],
    prosConsTitle: 'Puntos fuertes y débiles',
    capcut: {
      strengths: ['Resultados rápidos con plantillas', 'Sin marca de agua en las exportaciones gratuitas', 'Subtítulos automáticos y herramientas de IA', 'Versiones de escritorio y web'],
      weaknesses: ['Herramientas de animación más simples', 'No edita formas vectoriales', 'Algunos efectos requieren Pro'],
    },
    other: {
      strengths: ['Control fino de los fotogramas clave con curvas de aceleración', 'Gráficos vectoriales y modos de fusión', 'Ideal para textos y logotipos animados', 'Los efectos se pueden apilar y animar'],
      weaknesses: ['Marca de agua en las exportaciones gratuitas', 'Lleva horas aprender a usarlo bien', 'No tiene versión de escritorio ni web', 'Vista previa lenta en proyectos pesados'],
    },
    tables: [
      {
        id: 'learning-time',
        title: 'Tiempo de aprendizaje',
        intro: 'Nuestras estimaciones editoriales para alguien que no conoce ninguna de las dos apps.',
        rows: [
          { label: 'Primer video terminado', capcut: 'Alrededor de 1 hora', other: 'Alrededor de 3 horas' },
          { label: 'Soltura con los fotogramas clave', capcut: 'Alrededor de un día de práctica', other: 'Alrededor de una semana de práctica' },
          { label: 'Gráficos en movimiento avanzados', capcut: 'No es su objetivo', other: 'Varias semanas' },
        ],
      },
      {
        id: 'cost',
        title: 'Comparación de costos',
        intro: 'Precios oficiales de las suscripciones en dólares estadounidenses; los precios locales pueden variar.',
        rows: [
          { label: 'Plan gratuito', capcut: 'Sí, sin marca de agua al exportar', other: 'Sí, con marca de agua' },
          { label: 'Suscripción mensual', capcut: fact('proPrice.monthly'), other: fact('competitors.alightMotion.monthly') },
          { label: 'Suscripción anual', capcut: fact('proPrice.yearly'), other: 'Disponible en la app; el precio varía según la región' },
          { label: 'Qué agrega pagar', capcut: 'Efectos, plantillas y herramientas de IA Pro, y más almacenamiento en la nube', other: 'Sin marca de agua y efectos premium' },
        ],
      },
    ],
  }),
  kinemaster: (fact) => ({
    key: 'kinemaster',
    name: 'KineMaster',
    banner: { winner: 'capcut', text: 'CapCut ofrece más gratis. KineMaster Premium cuesta menos que CapCut Pro y sigue siendo un editor por capas muy sólido para videos más largos.' },
    rows: [
      { feature: 'Plan gratuito', capcut: 'Gratis, sin marca de agua al exportar', other: 'Gratis, con marca de agua', winner: 'capcut' },
      { feature: 'Suscripción', capcut: `${fact('proPrice.monthly')} al mes o ${fact('proPrice.yearly')} al año`, other: `${fact('competitors.kinemaster.monthly')} al mes o ${fact('competitors.kinemaster.yearly')} al año`, winner: 'other' },
      { feature: 'Capas y croma', capcut: 'Superposiciones, croma y máscaras', other: 'Capas de video, imagen y texto, croma y modos de fusión', winner: 'tie' },
      { feature: 'Plantillas y efectos', capcut: 'Una gran galería de plantillas de tendencia y una biblioteca de efectos', other: 'Tienda de recursos con plantillas y efectos, muchos para Premium', winner: 'capcut' },
      { feature: 'Herramientas de IA', capcut: 'Subtítulos automáticos, eliminación de fondo y efectos de voz', other: 'Algunas herramientas de IA, varias para Premium', winner: 'capcut' },
      { feature: 'Interfaz', capcut: 'Barra de herramientas sencilla', other: 'Densa, con una curva de aprendizaje', winner: 'capcut' },
      { feature: 'Plataformas', capcut: 'Android, iOS, Windows, Mac y web', other: 'Android e iOS', winner: 'capcut' },
    ],
    prosConsTitle: 'Puntos fuertes y débiles',
    capcut: {
      strengths: ['Sin marca de agua en las exportaciones gratuitas', 'Plantillas y efectos de tendencia', 'Subtítulos automáticos', 'Versiones de escritorio y web'],
      weaknesses: ['Pro cuesta más al mes que KineMaster Premium', 'Algunos efectos y plantillas requieren Pro', 'Menos modos de fusión'],
    },
    other: {
      strengths: ['Edición multicapa madura', 'Modos de fusión y croma', 'Una gran tienda de recursos', 'Suscripción más barata'],
      weaknesses: ['Marca de agua hasta que pagas', 'Muchos recursos requieren Premium', 'Interfaz más cargada', 'Solo para celulares y tablets'],
    },
    scenarios: [
      { title: 'Ediciones de tendencia para TikTok y Reels', pick: 'capcut', text: 'Las plantillas y los efectos de CapCut siguen las tendencias, y las exportaciones gratuitas no llevan marca de agua.' },
      { title: 'Videos de diez minutos para YouTube, con capas', pick: 'other', text: 'La línea de tiempo por capas y los modos de fusión de KineMaster manejan bien las ediciones largas y con muchas capas.' },
      { title: 'Videos con pantalla verde', pick: 'tie', text: 'Los dos tienen croma; CapCut además puede quitar el fondo sin pantalla verde.' },
    ],
    tables: [
      {
        id: 'performance',
        title: 'Rendimiento',
        intro: 'Qué esperar en un celular de gama media típico; los resultados varían según el dispositivo y el proyecto.',
        rows: [
          { label: 'Vista previa al editar', capcut: 'Fluida con varias capas', other: 'Fluida; las pilas de capas muy pesadas pueden trabarse' },
          { label: 'Exportación', capcut: `Hasta ${fact('proPrice.maxExport')}`, other: 'Hasta 4K en dispositivos compatibles' },
          { label: 'Celulares antiguos', capcut: 'Funciona bien; los efectos pesados lo ralentizan', other: 'Funciona bien; el límite de capas depende del dispositivo' },
        ],
      },
    ],
  }),
};
