import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServerCode, errorEnvelopeSchema } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { OutboxRepository } from './outbox.repository';
import { OUTBOX_CSP, extractLinks, renderOutboxPage } from './outbox-page';

export interface DevOutboxDeps {
  outbox: OutboxRepository;
  /** Which transport the mailer uses: the page says so when mails go out by SMTP instead. */
  transportKind: 'smtp' | 'outbox';
  /** The routes exist only outside production; in production the plugin adds nothing. */
  nodeEnv: 'development' | 'production' | 'test';
}

const PAGE_SIZE = 50;

const latestMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  lang: z.string(),
  created_at: z.string(),
  links: z.array(z.string()),
});

/**
 * Development only: the mails the server kept instead of sending. Hidden from the OpenAPI
 * document (they are not part of the product's API) and never registered in production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<DevOutboxDeps> = async (app, deps) => {
  if (deps.nodeEnv === 'production') return;

  app.get('/dev/outbox', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const mails = await deps.outbox.latest(PAGE_SIZE);
    return reply
      .header('content-security-policy', OUTBOX_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails, deps.transportKind));
  });

  app.get(
    '/dev/outbox/latest.json',
    {
      config: { auth: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().min(1).max(320) }),
        response: { 200: latestMailSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const mail = await deps.outbox.latestTo(request.query.to);
      if (!mail) throw AppError.notFound(ServerCode.NOT_FOUND, 'No mail to that address');
      reply.header('cache-control', 'no-store');
      return {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: mail.template,
        lang: mail.lang,
        created_at: mail.createdAt.toISOString(),
        links: extractLinks(mail.text),
      };
    },
  );
};
