/** The class's answers as CSV (RFC 4180), built in the teacher's browser from what the server sent. */
import type { Answer } from '@/server/protocol';

/** A field, quoted; a leading = + - @ is neutralised so that a spreadsheet never runs a nickname as a formula. */
function field(v: string | number | boolean): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function answersCsv(code: string, answers: readonly Answer[]): string {
  const head = ['class', 'question', 'nickname', 'move', 'correct', 'reason', 'time'];
  const rows = [...answers]
    .sort((a, b) => a.questionId - b.questionId || a.at - b.at)
    .map((a) =>
      [code, a.questionId, a.nickname, a.move, a.correct ? 'yes' : 'no', a.reason ?? '', new Date(a.at).toISOString()]
        .map(field)
        .join(','),
    );
  return `${[head.map(field).join(','), ...rows].join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
