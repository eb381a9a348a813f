// The e-mails in Spanish (docs/translations.md): a translation of texts.ts, same shape.
import type { EmailTexts } from './texts.ts';

export const EMAIL_TEXTS_ES: EmailTexts = {
  accessLink: {
    subject: (brand) => `Tu enlace personal a ${brand}`,
    greeting: (first) => `Hola, ${first}:`,
    body: (coach, brand) => `${coach} te invita a seguir tus entrenamientos en ${brand}. Abre tu enlace personal para ver el entrenamiento de hoy, anotar tus resultados y seguir tu progreso:`,
    button: 'Abrir mis entrenamientos',
    keep: 'Guarda este enlace solo para ti: cualquiera que lo tenga puede abrir tus entrenamientos. Si deja de funcionar, pide uno nuevo a tu entrenador.',
    footer: (coach) => `Recibes este correo porque ${coach} te envió tu enlace.`,
  },
  recovery: {
    subject: (brand) => `Tu enlace de ${brand}`,
    body: (coach) => `Aquí tienes tu enlace personal a tus entrenamientos con ${coach}:`,
  },
  reset: {
    subject: 'Restablece tu contraseña de Spotter',
    body: (minutes) => `Alguien ha pedido restablecer la contraseña de tu cuenta de Spotter. Para elegir una contraseña nueva, abre este enlace en los próximos ${minutes} minutos:`,
    button: 'Elegir una contraseña nueva',
    after: 'Si no has sido tú, ignora este correo: tu contraseña sigue igual.',
  },
  reminder: {
    subject: (workouts) => `Hoy: ${workouts}`,
    body: (workouts) => `Entrenamiento de hoy: ${workouts}. Cuando quieras.`,
    button: 'Abrir el entrenamiento de hoy',
    footer: (coach) => `Recibes este recordatorio porque ${coach} o tú activasteis los recordatorios de entrenamiento.`,
  },
  checkInReminder: {
    subject: (name) => `Tu revisión vence hoy: ${name}`,
    body: (name) => `«${name}» vence hoy. Lleva alrededor de un minuto.`,
    button: 'Rellenar mi revisión',
    footer: (coach) => `Recibes este recordatorio porque ${coach} te pide una revisión semanal. Desactívalo con el enlace de abajo o en la app.`,
  },
  digest: {
    subject: (daily, brand) => (daily ? `Tu resumen diario de ${brand}` : `Tu resumen semanal de ${brand}`),
    intro: (daily) => (daily ? 'Lo que hicieron tus clientes en el último día:' : 'Lo que hicieron tus clientes en la última semana:'),
    completed: 'Entrenamientos completados',
    missed: 'Entrenamientos perdidos',
    feedback: 'Comentarios',
    records: 'Nuevos récords personales',
    adherence: 'Cumplimiento',
    adherenceOf: (completed, due, pct) => `${completed} de ${due} entrenamientos previstos completados (${pct} %)`,
    recordReps: (set, previousBest) => `${set} (mejor anterior: ${previousBest})`,
    recordE1rm: (estimate, previous) => `1RM estimado ${estimate} (anterior: ${previous})`,
    nothing: 'Nada nuevo esta vez.',
    button: 'Abrir el panel',
    footer: 'Recibes este resumen porque lo activaste en tu Perfil.',
    more: (n) => `…y ${n} más`,
  },
  invite: {
    subject: 'Te invitan a entrenar en Spotter',
    body: (inviter, days) => `${inviter ? `${inviter} te invita` : 'Te invitan'} a crear una cuenta de entrenador en este servidor de Spotter. El enlace funciona una vez, durante ${days} días:`,
    button: 'Crear mi cuenta de entrenador',
    after: 'Si no esperabas esta invitación, ignora este correo: no se crea ninguna cuenta sin el enlace.',
  },
  unsubscribe: {
    invalid: 'Este enlace para darse de baja no es válido',
  },
  layout: {
    unsubscribe: 'Darse de baja',
  },
};
