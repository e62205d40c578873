import type { PageProps } from '../components/page-props'

export type MailboxMessage = { id: number; to: string; kind: string; subject: string; body: string; sentAt: string }

/** Development only: the e-mails the embedded back end would have sent (confirmation, reset links...). */
export function MailboxPage({ t, messages }: PageProps & { messages: readonly MailboxMessage[] }) {
  return (
    <section className="space-y-4" aria-labelledby="mailbox-heading">
      <h1 id="mailbox-heading" className="text-2xl font-bold text-ink-900">
        {t('mailbox.title')}
      </h1>
      {messages.length === 0 && <p className="text-ink-700">{t('mailbox.empty')}</p>}
      {messages.map((m) => (
        <article key={m.id} className="rounded-md border border-ink-300 p-4">
          <h2 className="font-semibold text-ink-900">{m.subject}</h2>
          <p className="text-sm text-ink-600">
            {t('mailbox.meta', { to: m.to, kind: m.kind, sentAt: m.sentAt })}
          </p>
          <pre className="mt-2 text-sm whitespace-pre-wrap text-ink-700">{m.body}</pre>
        </article>
      ))}
    </section>
  )
}
