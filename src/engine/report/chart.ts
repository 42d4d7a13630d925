/** The cost-per-square-foot bar chart, drawn with pdfkit vector shapes (stacked by TICAM group). */
import type { CostPerSf, TicamGroup } from './facts';
import { TICAM_GROUPS } from './facts';
import { COLOR, FONT, type Layout } from './layout';

const GROUP_COLOR: Record<TicamGroup, string> = { TAXES: '#17324d', INSURANCE: '#5b8fc7', CAM: '#9cc3e4' };
const GROUP_SHORT: Record<TicamGroup, string> = { TAXES: 'Taxes', INSURANCE: 'Insurance', CAM: 'CAM' };

function perSf(v: number): string {
  return `$${v.toFixed(2)}`;
}

/** A round step for about `count` grid lines up to `max`. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * mag;
}

export function drawCostChart(l: Layout, data: CostPerSf): void {
  const doc = l.doc;
  const height = 230;
  l.ensure(height + 30);
  const top = l.y;
  l.style(FONT.bold, 10, COLOR.navy).text(data.caption, l.left, top, { width: l.width });
  const plotTop = l.y + 26;
  const plotH = 150;
  const axisW = 50;
  const plotLeft = l.left + axisW;
  const plotW = l.width - axisW - 10;
  const plotBottom = plotTop + plotH;

  const totals = data.bars.map((b) => b.parts.reduce((s, p) => s + p.dollarsPerSf, 0));
  const max = Math.max(...totals, 0.01);
  const step = niceStep(max, 4);
  const top$ = Math.ceil(max / step) * step;
  const scale = plotH / top$;

  // Grid and axis labels.
  for (let v = 0; v <= top$ + step / 2; v += step) {
    const y = plotBottom - v * scale;
    doc
      .moveTo(plotLeft, y)
      .lineTo(plotLeft + plotW, y)
      .lineWidth(0.5)
      .strokeColor(v === 0 ? COLOR.muted : COLOR.rule)
      .stroke();
    l.style(FONT.regular, 7.5, COLOR.muted).text(perSf(v), l.left, y - 3.5, {
      width: axisW - 6,
      align: 'right',
      lineBreak: false,
    });
  }

  // Bars.
  const n = data.bars.length;
  const slot = plotW / n;
  const barW = Math.min(70, slot * 0.55);
  data.bars.forEach((bar, i) => {
    const x = plotLeft + slot * i + (slot - barW) / 2;
    let y = plotBottom;
    for (const part of bar.parts) {
      const h = part.dollarsPerSf * scale;
      if (h <= 0) continue;
      doc.rect(x, y - h, barW, h).fill(GROUP_COLOR[part.group]);
      y -= h;
    }
    l.style(FONT.bold, 8.5, COLOR.ink).text(`${perSf(totals[i]!)}/sf`, x - 20, y - 13, {
      width: barW + 40,
      align: 'center',
      lineBreak: false,
    });
    l.style(FONT.bold, 9, COLOR.ink).text(bar.label, x - 30, plotBottom + 6, {
      width: barW + 60,
      align: 'center',
      lineBreak: false,
    });
  });

  // Legend (only the groups that appear).
  const groups = TICAM_GROUPS.filter((g) =>
    data.bars.some((b) => b.parts.some((p) => p.group === g && p.dollarsPerSf > 0)),
  );
  let lx = plotLeft;
  const ly = plotBottom + 26;
  for (const g of groups) {
    doc.rect(lx, ly, 9, 9).fill(GROUP_COLOR[g]);
    l.style(FONT.regular, 8.5, COLOR.ink).text(GROUP_SHORT[g], lx + 13, ly + 1, { lineBreak: false });
    lx += 13 + doc.widthOfString(GROUP_SHORT[g]) + 18;
  }
  l.y = ly + 22;
  l.style(FONT.regular, 10);
}
