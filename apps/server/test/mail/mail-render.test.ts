import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/modules/mail/mail-render';
import type { MailTemplate } from '../../src/modules/mail/mail-types';

const TEMPLATES: MailTemplate[] = ['verify_email', 'reset_password', 'double_opt_in'];
const LINK = 'https://fanverse.example/account/verify?token=abc123&guid=f00d';
const cases = TEMPLATES.flatMap((template) => (['en', 'es'] as const).map((lang) => ({ template, lang })));

describe('mail templates', () => {
  it.each(cases)('$template in $lang has a subject, a plain text and an HTML body', ({ template, lang }) => {
    const mail = renderMail({
      template,
      lang,
      to: 'fan@example.test',
      vars: { username: 'comet_fan', link: LINK },
    });
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).toContain('comet_fan');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    // The link twice: as the button and written out; `&` escaped in both.
    const escaped = LINK.replace('&', '&amp;');
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).not.toMatch(/<script|<link|<style/i);
  });

  it('uses different words in English and Spanish for every template', () => {
    for (const template of TEMPLATES) {
      const vars = { username: 'u', link: LINK };
      const en = renderMail({ template, lang: 'en', to: 'a@b.test', vars });
      const es = renderMail({ template, lang: 'es', to: 'a@b.test', vars });
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).toMatch(/^Hola, u:/);
      expect(en.text).toMatch(/^Hi u,/);
    }
    const subjects = TEMPLATES.map(
      (template) =>
        renderMail({ template, lang: 'en', to: 'a@b.test', vars: { username: 'u', link: LINK } }).subject,
    );
    expect(new Set(subjects).size).toBe(3);
  });

  it('escapes every value in the HTML body', () => {
    const mail = renderMail({
      template: 'verify_email',
      lang: 'en',
      to: 'a@b.test',
      vars: {
        username: '<img src=x onerror="alert(1)">&co',
        link: 'https://x.example/?a="><script>alert(1)</script>',
      },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;co');
    // The plain text is plain: the name is shown as typed.
    expect(mail.text).toContain('<img src=x onerror="alert(1)">&co');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', '/relative/path'])(
    'refuses a link that is not a web address: %s',
    (link) => {
      expect(() =>
        renderMail({ template: 'reset_password', lang: 'en', to: 'a@b.test', vars: { username: 'u', link } }),
      ).toThrow();
    },
  );
});
