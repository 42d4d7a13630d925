/** The premium sections: the lease in plain English, negotiation tips and the ready-to-send e-mails. */
import type { AuditJson } from '../types';
import { COLOR, FONT, type Layout } from './layout';
import { plainEnglish } from './lease-text';
import { backupRequest, disputeLetter } from './letters';
import { negotiationTips } from './tips';

export function drawPlainEnglish(l: Layout, audit: AuditJson): void {
  l.section('Your lease in plain English', { page: true, kicker: 'Premium' });
  if (!audit.lease) {
    l.para('No lease was submitted, so there is no lease to explain. Add the lease to your next audit.', {
      color: COLOR.muted,
    });
    return;
  }
  for (const term of plainEnglish(audit.lease)) {
    l.ensure(50);
    l.style(FONT.bold, 10.5, COLOR.navy).text(term.title, l.left, l.y, { width: l.width });
    l.y += 2;
    l.para(term.text, { after: 9 });
  }
}

export function drawTips(l: Layout, audit: AuditJson): void {
  l.section('Tips for negotiating with your landlord', { kicker: 'Premium' });
  const tips = negotiationTips(audit);
  if (tips.tailored.length) {
    l.subheading('For what we found');
    l.list(tips.tailored);
    l.space(6);
  }
  l.subheading('In general');
  l.list(tips.general);
}

export function drawEmails(l: Layout, audit: AuditJson, now: Date): void {
  l.section('Ready-to-send e-mails', { page: true, kicker: 'Premium' });
  l.para(
    'Copy each e-mail into your mail program, complete anything in [brackets], and keep a copy of what you send. Send the dispute letter before the audit deadline even if you are still waiting for documents.',
    { color: COLOR.muted, size: 9.5 },
  );
  l.subheading('1. Dispute letter');
  letter(l, disputeLetter(audit, { now }));
  l.space(10);
  l.ensure(160);
  l.subheading('2. Request for backup documents');
  letter(l, backupRequest(audit, { now }));
}

/**
 * A letter's paragraphs beside an accent bar, the subject line in bold. Each text line keeps
 * its own indent (the letters indent a finding's clause lines under its number).
 */
function letter(l: Layout, text: string): void {
  const indent = 14;
  for (const [i, paragraph] of text.split('\n\n').entries()) {
    const font = i === 0 ? FONT.bold : FONT.regular;
    const lines = paragraph.split('\n').map((line) => {
      const lead = /^ */.exec(line)![0].length;
      const text = line.trimStart();
      const marker = /^(\d+\.|-) /.exec(text)?.[0] ?? '';
      const hang = marker ? l.doc.font(font).fontSize(9.5).widthOfString(marker) + 2 : 0;
      return { marker: marker.trim(), text: text.slice(marker.length), x: indent + lead * 4, hang };
    });
    const heights = lines.map((ln) => l.textHeight(ln.text, l.width - ln.x - ln.hang, font, 9.5));
    const total = heights.reduce((s, h) => s + h, 0);
    l.ensure(Math.min(total, l.maxY - l.top));
    lines.forEach((ln, k) => {
      // Lines of one paragraph that do not fit continue on the next page, with the bar there.
      l.ensure(heights[k]!);
      const top = l.y;
      if (ln.marker) l.style(font, 9.5, COLOR.ink).text(ln.marker, l.left + ln.x, top, { lineBreak: false });
      l.style(font, 9.5, COLOR.ink).text(ln.text, l.left + ln.x + ln.hang, top, {
        width: l.width - ln.x - ln.hang,
        lineGap: 2,
      });
      l.doc.rect(l.left + 2, top - (k === 0 ? 3 : 0), 2.5, l.y - top + (k === 0 ? 3 : 0)).fill(COLOR.rule);
    });
    l.y += 8;
  }
}
