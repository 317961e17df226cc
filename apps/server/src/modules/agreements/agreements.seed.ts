import { sql, type Kysely } from 'kysely';
import type { AgreementContentType, Database } from '../../db/schema';

interface SeedRevision {
  content_type: AgreementContentType;
  flavor: string | null;
  date_revised: string;
  text: string;
  text_es: string;
}

const TERMS_EN = `Fanverse Terms of Use

1. Who we are. Fanverse is a place to watch original series and clips, read comics, shop and take part in a fan community. These terms apply whenever you use Fanverse, on any device.

2. Your account. You must give accurate details when you sign up and keep your password to yourself. You are responsible for what happens under your account. Tell us straight away if you think someone else is using it.

3. What you may do. We give you a personal, non-transferable right to stream and read the content available to your account, for your own non-commercial enjoyment. You may not copy, resell, broadcast or scrape our content, or work around the protections that keep it safe.

4. Community. Be kind. Do not post anything unlawful, hateful, or that belongs to someone else. We may remove posts or lists and suspend accounts that break these rules.

5. Premium. Paid plans renew until you cancel them. You can cancel at any time in your account settings; you keep access until the end of the period you paid for.

6. Changes. We may update these terms. When we make a change that matters, we will ask you to accept the new version before you continue.

7. Contact. Questions about these terms: legal@fanverse.example.`;

const TERMS_ES = `Condiciones de uso de Fanverse

1. Quiénes somos. Fanverse es un lugar para ver series y clips originales, leer cómics, comprar y participar en una comunidad de fans. Estas condiciones se aplican siempre que uses Fanverse, en cualquier dispositivo.

2. Tu cuenta. Debes dar datos exactos al registrarte y no compartir tu contraseña. Eres responsable de lo que ocurra con tu cuenta. Avísanos de inmediato si crees que otra persona la está usando.

3. Qué puedes hacer. Te damos un derecho personal e intransferible a ver y leer el contenido disponible para tu cuenta, para tu disfrute no comercial. No puedes copiar, revender, emitir ni extraer de forma automática nuestro contenido, ni eludir las protecciones que lo mantienen seguro.

4. Comunidad. Sé amable. No publiques nada ilegal, que incite al odio o que pertenezca a otra persona. Podemos retirar publicaciones o listas y suspender cuentas que incumplan estas normas.

5. Premium. Los planes de pago se renuevan hasta que los canceles. Puedes cancelarlos cuando quieras desde la configuración de tu cuenta y conservarás el acceso hasta el final del periodo pagado.

6. Cambios. Podemos actualizar estas condiciones. Cuando hagamos un cambio importante, te pediremos que aceptes la nueva versión antes de continuar.

7. Contacto. Preguntas sobre estas condiciones: legal@fanverse.example.`;

const PRIVACY_EN = `Fanverse Privacy Policy

What we collect. The details you give us (username, email address, date of birth if you add it, profile picture and banner), what you watch and read so that you can continue where you left off, and technical data such as your device type and approximate country.

Why. To run your account, to recommend series and comics, to keep the service secure, and, only if you agree, to send you news and offers.

Sharing. We do not sell your personal data. We share it only with companies that help us run Fanverse (hosting, payments, email), under contracts that limit their use of it, or when the law requires us to.

Your choices. You can see and change your details in your account settings, turn off marketing mail at any time, ask for a copy of your data, or ask us to delete your account.

Keeping it. We keep your data while your account is open, and delete or anonymise it within 90 days after you close it, unless the law requires us to keep it longer.

Contact. Questions about your privacy: privacy@fanverse.example.`;

const PRIVACY_ES = `Política de privacidad de Fanverse

Qué recopilamos. Los datos que nos das (nombre de usuario, correo electrónico, fecha de nacimiento si la añades, foto de perfil y portada), lo que ves y lees para que puedas continuar donde lo dejaste, y datos técnicos como el tipo de dispositivo y el país aproximado.

Para qué. Para gestionar tu cuenta, recomendarte series y cómics, mantener el servicio seguro y, solo si lo aceptas, enviarte noticias y ofertas.

Con quién lo compartimos. No vendemos tus datos personales. Solo los compartimos con empresas que nos ayudan a ofrecer Fanverse (alojamiento, pagos, correo), con contratos que limitan su uso, o cuando la ley nos obliga.

Tus opciones. Puedes ver y cambiar tus datos en la configuración de tu cuenta, desactivar los correos comerciales cuando quieras, pedir una copia de tus datos o pedirnos que eliminemos tu cuenta.

Conservación. Conservamos tus datos mientras tu cuenta esté abierta y los eliminamos o anonimizamos en los 90 días siguientes a su cierre, salvo que la ley nos obligue a conservarlos más tiempo.

Contacto. Preguntas sobre tu privacidad: privacy@fanverse.example.`;

const COMICS_TERMS_EN = `Fanverse Comics Reader Terms

These terms add to the Fanverse Terms of Use when you read comics on Fanverse.

1. Reading. Comics you unlock are licensed to your account for reading in the Fanverse reader. Downloads for offline reading stay inside the app and expire if your access ends.

2. No redistribution. You may not export, print in bulk, share page images, or upload our comics elsewhere. Sharing a single panel with a link back to Fanverse, for commentary, is fine.

3. Reviews. Ratings and reviews you post about a comic must be your own opinion and may be shown publicly with your username.`;

const COMICS_TERMS_ES = `Condiciones del lector de cómics de Fanverse

Estas condiciones completan las Condiciones de uso de Fanverse cuando lees cómics en Fanverse.

1. Lectura. Los cómics que desbloqueas se licencian a tu cuenta para leerlos en el lector de Fanverse. Las descargas para leer sin conexión permanecen dentro de la aplicación y caducan si termina tu acceso.

2. Sin redistribución. No puedes exportar, imprimir en masa, compartir imágenes de páginas ni subir nuestros cómics a otros sitios. Compartir una sola viñeta con un enlace a Fanverse, para comentarla, está permitido.

3. Reseñas. Las valoraciones y reseñas que publiques sobre un cómic deben ser tu propia opinión y pueden mostrarse públicamente con tu nombre de usuario.`;

/** The first revision of each agreement the product starts with. */
export const SEED_REVISIONS: readonly SeedRevision[] = [
  { content_type: 'terms', flavor: null, date_revised: '2025-03-01', text: TERMS_EN, text_es: TERMS_ES },
  {
    content_type: 'privacy',
    flavor: null,
    date_revised: '2025-03-01',
    text: PRIVACY_EN,
    text_es: PRIVACY_ES,
  },
  {
    content_type: 'terms',
    flavor: 'comics',
    date_revised: '2025-03-01',
    text: COMICS_TERMS_EN,
    text_es: COMICS_TERMS_ES,
  },
];

// Any constant shared by every instance: serialises concurrent start-ups seeding the same rows.
const SEED_LOCK = 0x46_56_41_47; // "FVAG"

/**
 * Gives every agreement its first revision when it has none. Idempotent and safe when several
 * instances start at once; agreements that already have revisions (perhaps newer ones added by
 * an operator) are left as they are.
 */
export async function seedAgreements(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    for (const revision of SEED_REVISIONS) {
      const existing = await trx
        .selectFrom('agreement_revisions')
        .select('id')
        .where('content_type', '=', revision.content_type)
        .where(sql<string>`coalesce(flavor, '')`, '=', revision.flavor ?? '')
        .limit(1)
        .executeTakeFirst();
      if (!existing) await trx.insertInto('agreement_revisions').values(revision).execute();
    }
  });
}
