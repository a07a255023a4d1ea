import type { Config } from 'tailwindcss'

/** Brand: a trustworthy deep blue with the agency's warm red for calls to action. */
const config: Config = {
  content: [
    './src/app/(site)/**/*.{ts,tsx}',
    './src/components/**/*.{ts,tsx}',
    './src/{leads,appointments,records,campaign-pages}/**/*.{ts,tsx}',
  ],
  theme: {
    container: { center: true, padding: { DEFAULT: '1rem', sm: '1.5rem', lg: '2rem' }, screens: { xl: '1240px' } },
    extend: {
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd6ff',
          300: '#8ebcff',
          400: '#5996ff',
          500: '#336ff5',
          600: '#1d51e0',
          700: '#1840b8',
          800: '#163691',
          900: '#0f2563',
          950: '#0a1840',
        },
        accent: {
          50: '#fff1f1',
          100: '#ffe0e0',
          500: '#e5383b',
          600: '#c81e2a',
          700: '#a8141f',
        },
        ink: { DEFAULT: '#1c2333', muted: '#4a5468' },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
        display: ['var(--font-display)', 'var(--font-sans)', 'system-ui', 'sans-serif'],
      },
      fontSize: {
        'display-lg': ['3.25rem', { lineHeight: '1.1', fontWeight: '800' }],
        'display-md': ['2.5rem', { lineHeight: '1.15', fontWeight: '800' }],
        'display-sm': ['2rem', { lineHeight: '1.2', fontWeight: '700' }],
      },
      boxShadow: { card: '0 10px 30px -12px rgba(15, 37, 99, 0.25)' },
    },
  },
  plugins: [],
}

export default config
