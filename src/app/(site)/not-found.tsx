import Link from 'next/link'

export default function NotFound() {
  return (
    <main>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link href="/">Volver al inicio</Link>
    </main>
  )
}
