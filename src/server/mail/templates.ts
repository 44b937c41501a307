import { escapeHtml } from '../http/escape-html';
import type { Mail } from './mailer';

/** The product's look in e-mail clients: one column, warm paper, serif headline, one button. */
function layout(options: {
  heading: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): string {
  const { heading, intro, action, url, outro } = options;
  const safeUrl = escapeHtml(url);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4efe6;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#231f1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe6;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf8;border:1px solid #e6dccb;border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:22px;color:#231f1a">Backdrop</td></tr>
<tr><td style="padding:8px 32px 0;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25">${escapeHtml(heading)}</td></tr>
<tr><td style="padding:16px 32px;font-size:16px;line-height:1.6">${escapeHtml(intro)}</td></tr>
<tr><td style="padding:8px 32px 24px"><a href="${safeUrl}" style="display:inline-block;background:#231f1a;color:#fffdf8;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600">${escapeHtml(action)}</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;line-height:1.6;color:#6b6257">If the button does not work, paste this link into your browser:<br><a href="${safeUrl}" style="color:#8a5a2b;word-break:break-all">${safeUrl}</a></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.6;color:#6b6257;border-top:1px solid #eee4d4">${escapeHtml(outro)}</td></tr>
</table>
<p style="font-size:12px;color:#8c8276;margin:16px 0 0">Backdrop — cleared family &amp; archive photos for film, television and commercials.</p>
</td></tr></table></body></html>`;
}

function mail(to: string, subject: string, parts: Parameters<typeof layout>[0]): Mail {
  const text = `${parts.heading}\n\n${parts.intro}\n\n${parts.action}: ${parts.url}\n\n${parts.outro}\n\n— Backdrop`;
  return { to, subject, text, html: layout(parts) };
}

export function magicLinkMail(to: string, url: string, isSignUp: boolean): Mail {
  return mail(to, isSignUp ? 'Confirm your Backdrop account' : 'Your Backdrop login link', {
    heading: isSignUp ? 'Welcome to Backdrop' : 'Sign in to Backdrop',
    intro: isSignUp
      ? 'Confirm your e-mail address to finish creating your account. This one-time link works once and expires in 10 minutes.'
      : 'Use this one-time link to sign in. It works once and expires in 10 minutes.',
    action: isSignUp ? 'Confirm and sign in' : 'Sign in to Backdrop',
    url,
    outro: 'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.',
  });
}

export function resetPasswordMail(to: string, url: string, isLegacyUser: boolean): Mail {
  return mail(to, isLegacyUser ? 'Set your password for the new Backdrop' : 'Reset your Backdrop password', {
    heading: isLegacyUser ? 'Welcome to our new and improved website!' : 'Reset your password',
    intro: isLegacyUser
      ? 'We moved your account to our new website. Choose a new password to sign in. The link expires in one hour.'
      : 'Someone (hopefully you) asked to reset the password of your Backdrop account. The link expires in one hour.',
    action: isLegacyUser ? 'Set my password' : 'Choose a new password',
    url,
    outro: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

/** A login link was asked for an e-mail without an account: invite to sign up instead. */
export function noAccountMail(to: string, signupUrl: string): Mail {
  return mail(to, 'Create your Backdrop account', {
    heading: 'No account with this e-mail yet',
    intro:
      'Someone asked for a Backdrop login link for this address, but there is no account with it. Create one in a minute: choose your agreement and we send you a link.',
    action: 'Create an account',
    url: signupUrl,
    outro: 'If you did not ask for this e-mail, you can ignore it.',
  });
}

/** Every http(s) link of a mail's HTML and text, in order, once each (for the dev outbox). */
export function linksIn(mail: { html: string; text: string }): string[] {
  const found = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const inText = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  const decode = (url: string) => url.replaceAll('&amp;', '&');
  return [...new Set([...found, ...inText].map(decode).filter((url) => /^https?:\/\//.test(url)))];
}
