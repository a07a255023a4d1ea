/** Our own hero drawing: a policy card with a shield and a heart (decorative, no request). */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 440" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="hero-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5996ff" />
          <stop offset="1" stopColor="#1840b8" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="225" r="200" fill="#1d51e0" opacity="0.18" />
      <circle cx="250" cy="225" r="145" fill="#336ff5" opacity="0.22" />
      <g transform="rotate(-5 240 235)">
        <rect x="118" y="78" width="250" height="310" rx="26" fill="#0a1840" opacity="0.35" transform="translate(10 14)" />
        <rect x="118" y="78" width="250" height="310" rx="26" fill="#ffffff" />
        <path d="M144 78h198a26 26 0 0 1 26 26v44H118v-44a26 26 0 0 1 26-26z" fill="#eef5ff" />
        <path d="M243 104 213 116v22c0 19 13 35 30 41 17-6 30-22 30-41v-22z" fill="url(#hero-shield)" />
        <path d="M243 158s-12-7.4-12-15.4a6.5 6.5 0 0 1 12-3.4 6.5 6.5 0 0 1 12 3.4c0 8-12 15.4-12 15.4z" fill="#ffffff" />
        <rect x="148" y="206" width="190" height="12" rx="6" fill="#bcd6ff" />
        <rect x="148" y="228" width="140" height="12" rx="6" fill="#d9e8ff" />
        {[268, 304, 340].map((y) => (
          <g key={y}>
            <circle cx="160" cy={y} r="11" fill="#e5383b" />
            <path d={`M155 ${y}l3.6 3.6 6.4-7`} stroke="#ffffff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="182" y={y - 6} width={y === 304 ? 120 : 150} height="12" rx="6" fill="#d9e8ff" />
          </g>
        ))}
      </g>
      <g>
        <circle cx="392" cy="112" r="46" fill="#e5383b" />
        <circle cx="392" cy="112" r="46" fill="none" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="4" />
        <path d="M392 134s-20-12-20-25.5a11 11 0 0 1 20-6 11 11 0 0 1 20 6c0 13.5-20 25.5-20 25.5z" fill="#ffffff" />
      </g>
      <g>
        <rect x="36" y="300" width="164" height="70" rx="20" fill="#ffffff" />
        <circle cx="76" cy="335" r="18" fill="#5996ff" />
        <circle cx="100" cy="335" r="18" fill="#e5383b" stroke="#ffffff" strokeWidth="3" />
        <circle cx="124" cy="335" r="18" fill="#1840b8" stroke="#ffffff" strokeWidth="3" />
        <rect x="150" y="326" width="34" height="8" rx="4" fill="#bcd6ff" />
        <rect x="150" y="340" width="24" height="8" rx="4" fill="#d9e8ff" />
      </g>
      <g>
        <rect x="350" y="300" width="96" height="56" rx="18" fill="#fcd34d" />
        <path
          d="M398 312l4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2-8.2-4.3-8.2 4.3 1.6-9.2-6.7-6.5 9.2-1.3z"
          fill="#0a1840"
        />
      </g>
    </svg>
  )
}
