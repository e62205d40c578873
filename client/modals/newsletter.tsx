import { useState } from 'react'
import type { NewsletterStatus } from '../../shared/graphql/documents/newsletter'
import { subscribeToNewsletter } from '../stores/email-requests'
import { EmailForm } from './email-form'
import type { ModalContentProps } from './modal-content-props'
import { ModalBody, primaryButton } from './modal-body'

/**
 * The footer's newsletter sign-up (SPEC §2 "On demand", §7 subscribeEmailToNewsletter). A store
 * that asks subscribers to confirm answers NOT_ACTIVE or UNCONFIRMED: the modal says to check the inbox.
 */
export default function Newsletter({ texts, close, titleId }: ModalContentProps<'newsletter'>) {
  const [status, setStatus] = useState<NewsletterStatus | null>(null)

  async function subscribe(email: string): Promise<string | null> {
    const result = await subscribeToNewsletter(email)
    const answer = result.ok ? result.data.subscribeEmailToNewsletter?.status : null
    if (!answer) return texts['modal.newsletter.failed']
    setStatus(answer)
    return null
  }

  return (
    <ModalBody titleId={titleId} title={texts['modal.newsletter.title']}>
      {status ? (
        <>
          <p role="status">{status === 'SUBSCRIBED' ? texts['modal.newsletter.subscribed'] : texts['modal.newsletter.unconfirmed']}</p>
          <button type="button" onClick={close} autoFocus className={primaryButton}>
            {texts['modal.close']}
          </button>
        </>
      ) : (
        <>
          <p>{texts['modal.newsletter.intro']}</p>
          <EmailForm label={texts['modal.email']} submitLabel={texts['modal.newsletter.submit']} invalidText={texts['form.email']} onSubmit={subscribe} />
        </>
      )}
    </ModalBody>
  )
}
