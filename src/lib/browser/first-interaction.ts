/**
 * Runs `task` once, at the visitor's first sign of life on the page: a scroll, a touch, a
 * pointer move or press, a key, or focus moving. Optional islands (voice button, form
 * validation, toasts) load then instead of on page load, so a visitor on a weak phone
 * connection downloads and runs nothing extra while the page is still settling.
 * Returns a function that cancels it if it has not run yet.
 */
const events = ['scroll', 'touchstart', 'pointerdown', 'pointermove', 'keydown', 'focusin', 'wheel'] as const

export function onFirstInteraction(task: () => void): () => void {
  let done = false
  const options: AddEventListenerOptions = { capture: true, passive: true }
  const cancel = () => {
    done = true
    for (const event of events) window.removeEventListener(event, run, options)
  }
  function run() {
    if (done) return
    cancel()
    task()
  }
  for (const event of events) window.addEventListener(event, run, options)
  return cancel
}
