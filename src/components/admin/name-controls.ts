import { iconControlNames, namedLists, namelessControls, toolbarButtonNames } from '../../i18n/hard-coded-labels'

function setLabel(element: Element, label: string, withTooltip = true) {
  if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label)
  if (withTooltip && element.getAttribute('title') !== label) element.setAttribute('title', label)
}

/**
 * The visible label of the field an element belongs to, without the required mark; outside a field
 * (the schedule-publish drawer's date box), the label Payload puts just before the date picker.
 */
function fieldLabelOf(element: Element): string {
  const field = element.closest('.field-type')
  const beforePicker = element.closest('.date-time-picker')?.previousElementSibling
  const label = field ? field.querySelector('.field-label, label') : beforePicker?.matches('.field-label, label') ? beforePicker : null
  return (label?.textContent ?? '').replace(/\*\s*$/, '').trim()
}

/**
 * Payload's checkbox (CheckboxInput) takes its tooltip from the field's code name
 * (title="doNotContact", title="select-all") and points aria-labelledby at that name: the
 * tooltip becomes the field's Spanish label, and the list's select boxes get a name.
 */
function nameCheckbox(input: HTMLInputElement) {
  if (input.closest('.select-all')) {
    input.removeAttribute('aria-labelledby')
    return setLabel(input, namelessControls.selectAll)
  }
  if (input.closest('.select-row')) return setLabel(input, namelessControls.selectRow)
  const name = input.getAttribute('name')
  if (!name || input.getAttribute('title') !== name) return
  const label = fieldLabelOf(input)
  if (label) input.setAttribute('title', label)
  else input.removeAttribute('title')
}

/** The version list's sort buttons read 'Ordenar por {{label}} Ascendente': Payload passes the column's name as a node, not as `label`. */
function fillSortLabel(button: Element) {
  const label = button.getAttribute('aria-label')
  if (!label?.includes('{{label}}')) return
  const column = button.closest('.sort-column')?.querySelector('.sort-column__label')?.textContent?.trim().toLowerCase()
  button.setAttribute('aria-label', label.replace('{{label}}', column || 'esta columna'))
}

/** Form controls whose field label is not tied to them (react-select, the date input, the rich-text body, a block's text). */
function nameFromField(control: Element) {
  if (control.getAttribute('aria-label') || control.getAttribute('aria-labelledby')) return
  // A block's fields share ids with the other blocks' (id="field-text"), so a label[for] may name another one.
  const labels = 'labels' in control ? (control as HTMLInputElement).labels : null
  if (labels?.length && [...labels].every((label) => control.closest('.field-type')?.contains(label))) return
  const isText = control.matches('textarea, [contenteditable="true"]')
  const fallback = isText ? namelessControls.unlabelledText : namelessControls.unlabelledChoice
  setLabel(control, fieldLabelOf(control) || fallback, false)
}

/** The text a control shows, leaving out its tooltip and what is hidden from screen readers. */
function shownText(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('.tooltip, [aria-hidden="true"]')) text += node.nodeValue ?? ''
  }
  return text.trim()
}

const fieldControls =
  '.rs__input, [role="combobox"], .date-time-picker input, [contenteditable="true"][role="textbox"], .field-type textarea'

/** The image editor's crop and focal-point boxes carry their Spanish label only as `name` ('Ancho (px)', 'X %'). */
const imageEditorInputs = '.edit-upload input[name]'

/** Gives a Spanish name to one control Payload or lexical renders nameless or named in code. */
export function nameControl(element: Element) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return nameCheckbox(element)
  if (element.matches('button.toolbar-popup__button[data-button-key]')) {
    const name = toolbarButtonNames[element.getAttribute('data-button-key') ?? '']
    if (name) setLabel(element, name)
    return
  }
  if (element.matches('.sort-column button')) return fillSortLabel(element)
  if (element.matches(fieldControls)) return nameFromField(element)
  if (element.matches(imageEditorInputs) && !element.getAttribute('aria-label')) {
    return setLabel(element, element.getAttribute('name') ?? '', false)
  }
  const list = namedLists.find(([selector]) => element.matches(selector))
  if (list) return setLabel(element, list[1], false)
  const icon = iconControlNames.find(([selector]) => element.matches(selector))
  // Only where the control shows no text of its own.
  if (!icon || element.getAttribute('aria-label') || shownText(element)) return
  setLabel(element, icon[1])
  // react-select hides its indicator buttons from screen readers though they take the keyboard focus.
  if (
    element.getAttribute('aria-hidden') === 'true' &&
    (element instanceof HTMLButtonElement || element.getAttribute('tabindex') === '0')
  ) {
    element.removeAttribute('aria-hidden')
  }
}

export const namedControlsSelector = [
  'input[type="checkbox"]',
  'button.toolbar-popup__button[data-button-key]',
  '.sort-column button',
  fieldControls,
  imageEditorInputs,
  ...[...iconControlNames, ...namedLists].map(([selector]) => selector),
].join(',')
