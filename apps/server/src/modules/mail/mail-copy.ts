import type { Locale } from '@fanverse/contract';
import { GIFT_MAIL_COPY } from '../purchases/gifts/gift-mails';
import type { MailTemplate } from './mail-types';

/** The words of one mail in one language. `{username}` and the mail's other vars are filled in by the renderer. */
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
  ...GIFT_MAIL_COPY.en,
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
  premium_receipt: {
    subject: 'Your Fanverse receipt: {amount} for {product}',
    heading: 'Thanks for being {product_plan}',
    greeting: 'Hi {username},',
    intro: [
      'We charged {amount} to your {card} on {date} for {product}.',
      'Subtotal {subtotal}, tax {tax} ({tax_rate}), total {amount}. Your plan is paid up until {period_end}.',
    ],
    action: 'See my subscription',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: ['Keep this mail as your receipt. Questions about a charge? Reply to this mail and we will help.'],
    signoff: 'Enjoy the show,\nThe Fanverse team',
  },
  premium_trial_ending: {
    subject: 'Your Fanverse free trial ends on {date}',
    heading: 'Your free trial ends soon',
    greeting: 'Hi {username},',
    intro: [
      'Your free trial of {product} ends on {date}. Unless you cancel before then, we will charge {amount} plus any tax to your {card}, and your plan carries on without a break.',
    ],
    action: 'Manage my subscription',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: ['Nothing to do if you want to stay. To stop, cancel before {date} and you will not be charged.'],
    signoff: 'See you in the stands,\nThe Fanverse team',
  },
  premium_payment_failed: {
    subject: 'We could not take your Fanverse payment',
    heading: 'Your payment did not go through',
    greeting: 'Hi {username},',
    intro: [
      'We tried to charge {amount} to your {card} for {product}, but the payment was not accepted.',
      'You keep your premium access for now. We will try again on {retry_date}; updating your payment method retries at once.',
    ],
    action: 'Update my payment method',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: ['If the payments keep failing, your subscription will end and premium content will lock again.'],
    signoff: 'Thanks,\nThe Fanverse team',
  },
  premium_subscription_cancelled: {
    subject: 'Your Fanverse subscription is cancelled',
    heading: 'Sorry to see you go',
    greeting: 'Hi {username},',
    intro: [
      'Your {product} subscription is cancelled and will not renew. You keep premium access until {date}, and you will not be charged again.',
    ],
    action: 'Resubscribe',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: [
      'Changed your mind? Resubscribe before {date} and nothing changes: no new charge until your next billing date.',
    ],
    signoff: 'Hope to see you back,\nThe Fanverse team',
  },
  premium_subscription_expired: {
    subject: 'Your Fanverse premium access has ended',
    heading: 'Your subscription has ended',
    greeting: 'Hi {username},',
    intro: [
      'Your {product} subscription ended on {date}. Premium series and comics are locked again, and ads are back.',
    ],
    action: 'Become premium again',
    fallback: 'If the button does not work, copy this address into your browser:',
    outro: ['Your lists, history and progress are kept: pick up where you left off whenever you come back.'],
    signoff: 'See you soon,\nThe Fanverse team',
  },
};

const es: Record<MailTemplate, MailCopy> = {
  ...GIFT_MAIL_COPY.es,
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
  premium_receipt: {
    subject: 'Tu recibo de Fanverse: {amount} por {product}',
    heading: 'Gracias por ser {product_plan}',
    greeting: 'Hola, {username}:',
    intro: [
      'Cobramos {amount} en tu {card} el {date} por {product}.',
      'Subtotal {subtotal}, impuestos {tax} ({tax_rate}), total {amount}. Tu plan está pagado hasta el {period_end}.',
    ],
    action: 'Ver mi suscripción',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: ['Guarda este correo como recibo. ¿Dudas sobre un cargo? Responde a este correo y te ayudamos.'],
    signoff: 'Que lo disfrutes,\nEl equipo de Fanverse',
  },
  premium_trial_ending: {
    subject: 'Tu prueba gratuita de Fanverse termina el {date}',
    heading: 'Tu prueba gratuita termina pronto',
    greeting: 'Hola, {username}:',
    intro: [
      'Tu prueba gratuita de {product} termina el {date}. Si no cancelas antes, cobraremos {amount} más los impuestos que correspondan en tu {card}, y tu plan seguirá sin interrupciones.',
    ],
    action: 'Gestionar mi suscripción',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: [
      'Si quieres quedarte, no tienes que hacer nada. Para dejarlo, cancela antes del {date} y no se te cobrará.',
    ],
    signoff: 'Nos vemos en la grada,\nEl equipo de Fanverse',
  },
  premium_payment_failed: {
    subject: 'No pudimos cobrar tu pago de Fanverse',
    heading: 'Tu pago no se ha completado',
    greeting: 'Hola, {username}:',
    intro: [
      'Intentamos cobrar {amount} en tu {card} por {product}, pero el pago no fue aceptado.',
      'Por ahora conservas tu acceso premium. Lo volveremos a intentar el {retry_date}; si actualizas tu método de pago, lo reintentamos al momento.',
    ],
    action: 'Actualizar mi método de pago',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: [
      'Si los pagos siguen fallando, tu suscripción terminará y el contenido premium volverá a bloquearse.',
    ],
    signoff: 'Gracias,\nEl equipo de Fanverse',
  },
  premium_subscription_cancelled: {
    subject: 'Tu suscripción de Fanverse está cancelada',
    heading: 'Sentimos que te vayas',
    greeting: 'Hola, {username}:',
    intro: [
      'Tu suscripción a {product} está cancelada y no se renovará. Conservas el acceso premium hasta el {date} y no se te volverá a cobrar.',
    ],
    action: 'Volver a suscribirme',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: [
      '¿Has cambiado de idea? Vuelve a suscribirte antes del {date} y todo sigue igual: sin cargos nuevos hasta tu próxima fecha de cobro.',
    ],
    signoff: 'Esperamos verte de vuelta,\nEl equipo de Fanverse',
  },
  premium_subscription_expired: {
    subject: 'Tu acceso premium de Fanverse ha terminado',
    heading: 'Tu suscripción ha terminado',
    greeting: 'Hola, {username}:',
    intro: [
      'Tu suscripción a {product} terminó el {date}. Las series y los cómics premium vuelven a estar bloqueados, y vuelven los anuncios.',
    ],
    action: 'Volver a ser premium',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    outro: ['Guardamos tus listas, tu historial y tu progreso: retoma donde lo dejaste cuando vuelvas.'],
    signoff: 'Hasta pronto,\nEl equipo de Fanverse',
  },
};

export const MAIL_COPY: Record<Locale, Record<MailTemplate, MailCopy>> = { en, es };
