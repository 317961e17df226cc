import type { Locale } from '@fanverse/contract';
import type { MailCopy } from '../../mail/mail-copy';
import type { GiftMailTemplate } from '../../mail/mail-types';

/*
 * The gift mails' words (en, es), merged into the mail module's copy (mail/mail-copy.ts) so the
 * one renderer lays them out. Vars (formatted for the language by the gift service):
 * gift_received: username (the receiver's name or address), sender_name, months_text, message
 * (the sender's note, or a line saying there is none), valid_until, link (the claim link);
 * gift_claimed: username (the sender's), receiver_name, months_text, link (their gifts page).
 */
export const GIFT_MAIL_COPY: Record<Locale, Record<GiftMailTemplate, MailCopy>> = {
  en: {
    gift_received: {
      subject: '{sender_name} sent you {months_text} of Fanverse Premium',
      heading: 'You have a gift!',
      greeting: 'Hi {username},',
      intro: [
        '{sender_name} gave you {months_text} of Fanverse Premium: every premium series and comic, without ads.',
        '{message}',
        'Claim it with the button below, signed in to your Fanverse account (or a new one). The link works once, until {valid_until}.',
      ],
      action: 'Claim my gift',
      fallback: 'If the button does not work, copy this address into your browser:',
      outro: [
        'Already premium? The gift is added to your subscription: your next charge moves {months_text} later.',
      ],
      signoff: 'Enjoy the show,\nThe Fanverse team',
    },
    gift_claimed: {
      subject: 'Your Fanverse gift was claimed',
      heading: 'Your gift has been claimed',
      greeting: 'Hi {username},',
      intro: [
        '{receiver_name} has claimed the {months_text} of Fanverse Premium you gave. Thank you for sharing!',
      ],
      action: 'See my gifts',
      fallback: 'If the button does not work, copy this address into your browser:',
      outro: ['Keep this mail for your records. Questions? Reply to this mail and we will help.'],
      signoff: 'Thanks,\nThe Fanverse team',
    },
  },
  es: {
    gift_received: {
      subject: '{sender_name} te ha regalado {months_text} de Fanverse Premium',
      heading: '¡Tienes un regalo!',
      greeting: 'Hola, {username}:',
      intro: [
        '{sender_name} te ha regalado {months_text} de Fanverse Premium: todas las series y los cómics premium, sin anuncios.',
        '{message}',
        'Recógelo con el botón de abajo, con tu cuenta de Fanverse (o una nueva). El enlace funciona una vez, hasta el {valid_until}.',
      ],
      action: 'Recoger mi regalo',
      fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
      outro: [
        '¿Ya eres premium? El regalo se suma a tu suscripción: tu próximo cobro se retrasa {months_text}.',
      ],
      signoff: 'Que lo disfrutes,\nEl equipo de Fanverse',
    },
    gift_claimed: {
      subject: 'Han recogido tu regalo de Fanverse',
      heading: 'Tu regalo ya tiene dueño',
      greeting: 'Hola, {username}:',
      intro: [
        '{receiver_name} ha recogido los {months_text} de Fanverse Premium que regalaste. ¡Gracias por compartir!',
      ],
      action: 'Ver mis regalos',
      fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
      outro: ['Guarda este correo. ¿Tienes dudas? Responde a este correo y te ayudamos.'],
      signoff: 'Gracias,\nEl equipo de Fanverse',
    },
  },
};

/** "1 month" / "3 months", "1 mes" / "3 meses". */
export function monthsText(months: number, lang: Locale): string {
  if (lang === 'es') return months === 1 ? '1 mes' : `${months} meses`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** The sender's note as the mail shows it, or a line saying there is none. */
export function messageText(message: string, senderName: string, lang: Locale): string {
  const note = message.trim();
  if (lang === 'es')
    return note ? `${senderName} te escribe: «${note}»` : `${senderName} no ha añadido ningún mensaje.`;
  return note ? `${senderName} wrote: “${note}”` : `${senderName} did not add a message.`;
}
