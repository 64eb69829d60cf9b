/** /es/contacto/: the contact page in Latin American Spanish (the English is contact-page.ts). */
import type { TranslatedPages } from '../page-copies.ts';

export const contactPageCopyEs: TranslatedPages['/contact/'] = {
  meta: {
    slug: 'contacto/',
    label: 'Contacto',
    title: 'Contáctanos',
    description: 'Escribe al equipo de CapCut Guide, encuentra ayuda rápida para las dudas más comunes sobre CapCut y mira cuánto solemos tardar en responder (menos de 24 horas).',
    keywords: ['contacto', 'soporte', 'ayuda con CapCut', 'correo electrónico'],
  },
  title: 'Contáctanos',
  lead: (site) => `¿Tienes preguntas sobre una guía, un enlace roto o una corrección? El equipo de ${site} lee todos los mensajes.`,
  email: {
    title: 'Soporte por correo',
    text: 'Escríbenos sobre el contenido del sitio, correcciones o propuestas de colaboración.',
    button: (email) => `Escribir a ${email}`,
    note: 'No podemos ayudarte con tu cuenta ni con compras dentro de la app; para eso está el soporte de la propia app.',
  },
  help: {
    title: 'Ayuda rápida',
    intro: 'La mayoría de las preguntas tienen respuesta en las guías:',
    faqs: 'Preguntas frecuentes',
    install: 'Problemas de instalación y cómo resolverlos',
    troubleshooting: 'Problemas comunes: cierres inesperados, exportación, funciones que no aparecen',
  },
  time: {
    title: 'Tiempo de respuesta',
    text: 'Solemos responder en menos de 24 horas, de lunes a viernes. Los mensajes que llegan el fin de semana se responden el lunes.',
  },
};
