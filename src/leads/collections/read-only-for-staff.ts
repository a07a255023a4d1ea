/** Field access for what a lead arrived with: set when the contact is created, never edited afterwards. */
export const readOnlyForStaff = { create: () => true, update: () => false }
