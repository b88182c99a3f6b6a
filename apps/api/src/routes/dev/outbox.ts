/**
 * GET /dev/outbox: what the mail and SMS sandbox accepted instead of delivering (newest first), as a page a
 * person can read, or JSON with `?format=json`. Registered only while the sandbox sends (never with a real
 * provider) and the configuration allows it (config.devOutbox: by default only on a loopback address), so a
 * demo user can read the Client ID they asked for and nobody else can.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { SandboxNotifications } from '../../adapters/index.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface OutboxRoutesOptions {
  outbox: SandboxNotifications['outbox'];
}

const plugin: FastifyPluginCallbackZod<OutboxRoutesOptions> = (app, options, done) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the mail and SMS sandbox accepted (development only)',
        querystring: strictQuery({ format: z.enum(['html', 'json']).default('html') }),
      },
    },
    async (request, reply) => {
      const sent = await options.outbox();
      if (request.query.format === 'json') return { messages: sent };
      const rows = sent
        .map(
          (m) =>
            `<li><p><strong>${escapeHtml(m.channel)}</strong> to ${escapeHtml(m.to)} at ${escapeHtml(
              m.sentAt.toISOString(),
            )}</p>${m.subject ? `<p>Subject: ${escapeHtml(m.subject)}</p>` : ''}<p>${escapeHtml(m.text).replace(/\n/g, '<br>')}</p></li>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title></head><body><main><h1>Sandbox outbox</h1><p>Mail and SMS the API would have sent, newest first. Nothing here was delivered.</p>${
            sent.length === 0 ? '<p>No messages yet.</p>' : `<ol>${rows}</ol>`
          }</main></body></html>`,
        );
    },
  );
  done();
};

export default plugin;
