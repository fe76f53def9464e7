import type { OutboxItem } from '@portal/contract'
import { escapeHtml } from '../../lib/escape-html'

/** The demo outbox as a plain page: no script, every value escaped. */
export function renderOutboxPage(items: OutboxItem[]): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td>${item.id}</td><td>${escapeHtml(item.createdAt)}</td><td>${item.channel}</td>` +
        `<td>${escapeHtml(item.to)}</td><td>${escapeHtml(item.subject ?? '')}</td>` +
        `<td><pre>${escapeHtml(item.body)}</pre></td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo outbox</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Demo outbox</h1>
<p>What the SMS and e-mail adapters would have sent, newest first. Filter with <code>?to=</code>.</p>
<table><thead><tr><th>#</th><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`
}
