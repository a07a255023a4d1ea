/** The agency mark: a shield with a heart, drawn here (no image request). */
export function LogoMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <path d="M20 2 5 8v10c0 9.4 6.4 17.2 15 20 8.6-2.8 15-10.6 15-20V8z" fill="#163691" />
      <path d="M20 5.3 8 10.1V18c0 7.7 5 14.2 12 16.8 7-2.6 12-9.1 12-16.8v-7.9z" fill="#1d51e0" />
      <path d="M20 28.5s-8-4.8-8-10.2a4.3 4.3 0 0 1 8-2.2 4.3 4.3 0 0 1 8 2.2c0 5.4-8 10.2-8 10.2z" fill="#fff" />
      <path d="M20 25.6s-5.5-3.5-5.5-7.2a2.8 2.8 0 0 1 5.5-.9 2.8 2.8 0 0 1 5.5.9c0 3.7-5.5 7.2-5.5 7.2z" fill="#e5383b" />
    </svg>
  )
}
