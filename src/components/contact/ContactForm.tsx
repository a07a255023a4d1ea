/** Placeholder slot: the contact-pipeline work replaces this with the real form. */
export function ContactForm() {
  return <div data-slot="contact-form" />
}
