/** The bare Next page bench/lighthouse.ts compares the site with: no fonts, no CSS, no client code of its own. */
export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  )
}
