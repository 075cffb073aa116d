/**
 * Just enough MIME reading for tests: the headers, the decoded subject and the decoded text
 * and HTML parts of a message as nodemailer writes it (multipart/alternative; 7bit,
 * quoted-printable or base64 parts; UTF-8 encoded-word subjects).
 */
export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): [Map<string, string>, string] {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return [headers, body];
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[\dA-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function readMail(raw: string): ReadMail {
  const [headers, body] = splitHead(raw);
  const mail: ReadMail = { headers, subject: decodeWords(headers.get('subject') ?? ''), text: '', html: '' };
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const [h, b] = splitHead(chunk.replace(/^\n/, ''));
        collect(h, b);
      }
    } else if (/^text\/html/i.test(type)) mail.html = decodeBody(partHeaders, partBody);
    else if (/^text\/plain/i.test(type)) mail.text = decodeBody(partHeaders, partBody);
  };
  collect(headers, body);
  return mail;
}
