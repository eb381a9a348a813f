// The e-mails in German (docs/translations.md): a translation of texts.ts, same shape.
import type { EmailTexts } from './texts.ts';

export const EMAIL_TEXTS_DE: EmailTexts = {
  accessLink: {
    subject: (brand) => `Dein persönlicher Link zu ${brand}`,
    greeting: (first) => `Hallo ${first},`,
    body: (coach, brand) =>
      `${coach} lädt dich ein, deine Trainings in ${brand} zu verfolgen. Öffne deinen persönlichen Link, um das heutige Training zu sehen, deine Ergebnisse zu notieren und deinen Fortschritt zu verfolgen:`,
    button: 'Meine Trainings öffnen',
    keep: 'Behalte diesen Link für dich: Wer ihn hat, kann deine Trainings öffnen. Wenn er nicht mehr funktioniert, bitte deinen Coach um einen neuen.',
    footer: (coach) => `Du bekommst diese E-Mail, weil ${coach} dir deinen Link geschickt hat.`,
  },
  recovery: {
    subject: (brand) => `Dein Link zu ${brand}`,
    body: (coach) => `Hier ist dein persönlicher Link zu deinen Trainings mit ${coach}:`,
  },
  reset: {
    subject: 'Setze dein Spotter-Passwort zurück',
    body: (minutes) => `Jemand möchte das Passwort deines Spotter-Kontos zurücksetzen. Um ein neues Passwort zu wählen, öffne diesen Link innerhalb von ${minutes} Minuten:`,
    button: 'Neues Passwort wählen',
    after: 'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  reminder: {
    subject: (workouts) => `Heute: ${workouts}`,
    body: (workouts) => `Heutiges Training: ${workouts}. Los geht's, wann du bereit bist.`,
    button: 'Heutiges Training öffnen',
    footer: (coach) => `Du bekommst diese Erinnerung, weil ${coach} oder du Trainingserinnerungen eingeschaltet habt.`,
  },
  checkInReminder: {
    subject: (name) => `Dein Check-in ist heute fällig: ${name}`,
    body: (name) => `„${name}“ ist heute fällig. Er dauert etwa eine Minute.`,
    button: 'Check-in ausfüllen',
    footer: (coach) => `Du bekommst diese Erinnerung, weil ${coach} um einen wöchentlichen Check-in bittet. Schalte sie mit dem Link unten oder in der App aus.`,
  },
  digest: {
    subject: (daily, brand) => (daily ? `Deine tägliche ${brand}-Zusammenfassung` : `Deine wöchentliche ${brand}-Zusammenfassung`),
    intro: (daily) => (daily ? 'Was deine Kunden am letzten Tag gemacht haben:' : 'Was deine Kunden in der letzten Woche gemacht haben:'),
    completed: 'Erledigte Trainings',
    missed: 'Verpasste Trainings',
    feedback: 'Feedback',
    records: 'Neue persönliche Rekorde',
    adherence: 'Trainingstreue',
    adherenceOf: (completed, due, pct) => `${completed} von ${due} fälligen Trainings erledigt (${pct} %)`,
    recordReps: (set, previousBest) => `${set} (bisherige Bestleistung ${previousBest})`,
    recordE1rm: (estimate, previous) => `geschätztes 1RM ${estimate} (bisher ${previous})`,
    nothing: 'Diesmal nichts Neues.',
    button: 'Übersicht öffnen',
    footer: 'Du bekommst diese Zusammenfassung, weil du sie in deinem Profil eingeschaltet hast.',
    more: (n) => `…und ${n} weitere`,
  },
  invite: {
    subject: 'Du bist eingeladen, auf Spotter zu coachen',
    body: (inviter, days) =>
      `${inviter ? `${inviter} lädt dich ein` : 'Du bist eingeladen'}, ein Coach-Konto auf diesem Spotter-Server anzulegen. Der Link funktioniert einmal, innerhalb von ${days} Tagen:`,
    button: 'Mein Coach-Konto anlegen',
    after: 'Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail: Ohne den Link wird kein Konto angelegt.',
  },
  unsubscribe: {
    invalid: 'Dieser Abmeldelink ist nicht gültig',
  },
  layout: {
    unsubscribe: 'Abmelden',
  },
};
