type Option = { readonly label: string; readonly value: string }

/** The Spanish label of a stored option value; an unknown value shows as it is. */
export const optionLabel = (options: readonly Option[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value
