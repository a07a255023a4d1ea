'use client'

import { es } from 'date-fns/locale/es'
import { type ReactNode, useEffect } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

import { embeddedLabels, hardCodedLabels, labelledAttributes } from '../../i18n/hard-coded-labels'
import { nameControl, namedControlsSelector } from './name-controls'

// Payload's date fields register the Spanish month names only once its TranslationProvider has
// loaded them, after the first render: the first document opened after signing in showed
// '25 de Nov de 2026'. Registered here, before any field renders, under the name Payload uses.
registerLocale('es', es)
setDefaultLocale('es')

/** The Spanish for a label, or null when it is not one of the hard-coded English ones. */
function spanishFor(value: string | null): string | null {
  if (!value) return null
  const exact = hardCodedLabels[value.replace(/\s+/g, ' ').trim()]
  if (exact) return exact
  const replaced = embeddedLabels.reduce((text, [pattern, spanish]) => text.replace(pattern, spanish), value)
  return replaced === value ? null : replaced
}

function translateAttributes(element: Element) {
  for (const attribute of labelledAttributes) {
    const spanish = spanishFor(element.getAttribute(attribute))
    if (spanish) element.setAttribute(attribute, spanish)
  }
}

function translate(root: Node) {
  if (root instanceof Element) {
    translateAttributes(root)
    for (const element of root.querySelectorAll(labelledAttributes.map((attribute) => `[${attribute}]`).join(','))) {
      translateAttributes(element)
    }
    if (root.matches(namedControlsSelector)) nameControl(root)
    for (const element of root.querySelectorAll(namedControlsSelector)) nameControl(element)
  }
  if (root.nodeType === Node.TEXT_NODE) translateText(root)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) translateText(node)
}

function translateText(node: Node) {
  const spanish = spanishFor(node.nodeValue)
  // Never inside what staff type: the rich-text editor owns its text.
  if (spanish && !node.parentElement?.closest('[contenteditable="true"]')) node.nodeValue = spanish
}

/**
 * Admin provider: puts the Spanish of src/i18n/hard-coded-labels.ts over the few labels the
 * admin's libraries hard-code in English, as they appear (menus, pickers, editor handles), and
 * names the controls they render without a name (name-controls.ts).
 */
export function SpanishLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'childList') mutation.addedNodes.forEach(translate)
        else translate(mutation.target)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...labelledAttributes],
    })
    return () => observer.disconnect()
  }, [])
  return children
}

export default SpanishLabels
