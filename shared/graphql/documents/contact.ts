/**
 * @module
 * The contact form (issue 18 point 2). The document is in `contact/`; its types are generated.
 */
export { ContactUsDocument as CONTACT_US } from '../generated'
