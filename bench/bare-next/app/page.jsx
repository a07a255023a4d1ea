export default function Page() {
  return (
    <main>
      <h1>Seguro de salud a tu medida</h1>
      <p>
        Te ayudamos a comparar planes de salud, dentales y de Medicare en español, sin costo adicional, con agentes licenciados que te
        acompañan antes, durante y después de inscribirte.
      </p>
    </main>
  )
}
