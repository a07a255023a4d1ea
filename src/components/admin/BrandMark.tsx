/** Our own simple mark: a white heart on a shield in the brand blue and red. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 3 42 9v14c0 11.5-7.7 19.4-18 22-10.3-2.6-18-10.5-18-22V9z" fill="#1840b8" />
      <path
        d={
          'M24 35s-10-6.1-10-13.2' +
          'c0-3.3 2.5-5.8 5.6-5.8 1.9 0 3.5.9 4.4 2.4.9-1.5 2.5-2.4 4.4-2.4 3.1 0 5.6 2.5 5.6 5.8' +
          'C34 28.9 24 35 24 35z'
        }
        fill="#e5383b"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
