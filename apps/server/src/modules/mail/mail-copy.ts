import type { Locale } from '@fanverse/contract';
import type { MailTemplate } from './mail-types';

/** The words of one mail in one language. `{username}` is filled in by the renderer. */
export interface MailCopy {
  subject: string;
  heading: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** The button's label. */
  action: string;
  /** Shown above the link written out, for mail readers that hide buttons. */
  fallback: string;
  /** Paragraphs after the button. */
  outro: string[];
  signoff: string;
}

const en: Record<MailTemplate, MailCopy> = {
  verify_email: {
    subject: 'Confirm your email address for Fanverse',
    heading: 'One quick step to finish signing up',
    greeting: 'Hi {username},',
    intro: [
      'Thanks for joining Fanverse! Please confirm that this is your email address so that we can keep your account safe and reach you about it.',
    ],
    action: 'Confirm my email',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: ['If you did not create a Fanverse account, you can ignore this message and nothing will change.'],
    signoff: 'See you in the stands,\nThe Fanverse team',
  },
  reset_password: {
    subject: 'Reset your Fanverse password',
    heading: 'Choose a new password',
    greeting: 'Hi {username},',
    intro: [
      'Someone, hopefully you, asked to reset the password of your Fanverse account. Use the button below to choose a new one. The link works once and expires after a short while.',
    ],
    action: 'Choose a new password',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: [
      'If you did not ask for this, ignore this message: your password stays as it is. If you keep getting these mails, consider changing your password.',
    ],
    signoff: 'Stay safe,\nThe Fanverse team',
  },
  double_opt_in: {
    subject: 'Please confirm your Fanverse updates',
    heading: 'Keep me posted?',
    greeting: 'Hi {username},',
    intro: [
      'You asked to hear from us about new episodes, comics, events and offers. Please confirm that you want these mails before we send any.',
    ],
    action: 'Yes, send me updates',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: [
      'If this was not you, ignore this message and you will not be signed up. You can stop the updates at any time from your account settings.',
    ],
    signoff: 'Thanks,\nThe Fanverse team',
  },
};

const es: Record<MailTemplate, MailCopy> = {
  verify_email: {
    subject: 'Confirma tu dirección de correo en Fanverse',
    heading: 'Un último paso para completar tu registro',
    greeting: 'Hola, {username}:',
    intro: [
      '¡Gracias por unirte a Fanverse! Confirma que esta es tu dirección de correo para que podamos proteger tu cuenta y escribirte sobre ella.',
    ],
    action: 'Confirmar mi correo',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: ['Si no creaste una cuenta en Fanverse, puedes ignorar este mensaje y no cambiará nada.'],
    signoff: 'Nos vemos en la grada,\nEl equipo de Fanverse',
  },
  reset_password: {
    subject: 'Restablece tu contraseña de Fanverse',
    heading: 'Elige una contraseña nueva',
    greeting: 'Hola, {username}:',
    intro: [
      'Alguien, esperamos que tú, pidió restablecer la contraseña de tu cuenta de Fanverse. Usa el botón de abajo para elegir una nueva. El enlace solo funciona una vez y caduca al poco tiempo.',
    ],
    action: 'Elegir una contraseña nueva',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: [
      'Si no lo pediste, ignora este mensaje: tu contraseña seguirá siendo la misma. Si sigues recibiendo estos correos, plantéate cambiarla.',
    ],
    signoff: 'Cuídate,\nEl equipo de Fanverse',
  },
  double_opt_in: {
    subject: 'Confirma que quieres recibir novedades de Fanverse',
    heading: '¿Te mantenemos al día?',
    greeting: 'Hola, {username}:',
    intro: [
      'Pediste recibir noticias sobre nuevos episodios, cómics, eventos y ofertas. Confirma que quieres estos correos antes de que te enviemos ninguno.',
    ],
    action: 'Sí, quiero recibir novedades',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: [
      'Si no fuiste tú, ignora este mensaje y no te suscribiremos. Puedes dejar de recibir las novedades cuando quieras desde la configuración de tu cuenta.',
    ],
    signoff: 'Gracias,\nEl equipo de Fanverse',
  },
};

export const MAIL_COPY: Record<Locale, Record<MailTemplate, MailCopy>> = { en, es };
